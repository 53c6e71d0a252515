import { footnotes, type LayoutSample, type Lang, sampleReferences, slide, text } from '../build';

function trial(lang: Lang) {
  const zh = lang === 'zh';
  return slide(
    'clinical_trial_001',
    'clinical_trial',
    [
      text('title', zh ? 'ORCHID-3研究设计' : 'ORCHID-3 study design'),
      text(
        'blinding_randomization_type',
        zh
          ? '多中心、随机、双盲、安慰剂对照III期研究'
          : 'Multicentre, randomised, double-blind, placebo-controlled phase 3',
      ),
      text('clinical_trial_number', 'NCT09876543'),
      text('title_patients', zh ? '入组患者' : 'Patients'),
      text('patients_basic_info_1', zh ? 'IIIB–IV期非鳞状非小细胞肺癌' : 'Stage IIIB–IV non-squamous NSCLC'),
      text(
        'patients_basic_info_2',
        zh ? '既往未接受晚期全身治疗' : 'No prior systemic therapy for advanced disease',
      ),
      text('patients_basic_info_3', zh ? '无EGFR/ALK驱动基因改变' : 'No EGFR or ALK alterations'),
      text('patients_basic_info_4', zh ? 'ECOG PS 0–1' : 'ECOG PS 0–1'),
      text('overall_patient_number', '616'),
      text('randomization_ratio', '2:1'),
      text('ARM_A_treatment_name', zh ? '维拉利单抗 + 化疗' : 'Velarimab + chemotherapy'),
      text(
        'ARM_A_treatment_plan',
        zh
          ? '维拉利单抗200 mg Q3W + 卡铂/培美曲塞×4周期'
          : 'Velarimab 200 mg Q3W + carboplatin/pemetrexed ×4',
      ),
      text('ARM_B_treatment_name', zh ? '安慰剂 + 化疗' : 'Placebo + chemotherapy'),
      text(
        'ARM_B_treatment_plan',
        zh ? '安慰剂Q3W + 卡铂/培美曲塞×4周期' : 'Placebo Q3W + carboplatin/pemetrexed ×4',
      ),
      text('cycle_length', zh ? '每周期21天' : '21-day cycles'),
      text('title_primary_endpoint', zh ? '主要终点' : 'Primary endpoint'),
      text('primary_endpoint', zh ? '无进展生存期（BICR评估）' : 'PFS by blinded independent central review'),
      text('title_secondary_endpoints', zh ? '次要终点' : 'Secondary endpoints'),
      text(
        'secondary_endpoint',
        zh
          ? '总生存期\n客观缓解率\n缓解持续时间\n安全性'
          : 'Overall survival\nObjective response rate\nDuration of response\nSafety',
      ),
      text('title_stratification_factors', zh ? '分层因素' : 'Stratification factors'),
      text('stratification_factor_1', zh ? 'PD-L1 TPS（<1% vs ≥1%）' : 'PD-L1 TPS (<1% vs ≥1%)'),
      text(
        'stratification_factor_2',
        zh ? '吸烟状态（既往/现在 vs 从不）' : 'Smoking status (former/current vs never)',
      ),
      text('stratification_factor_3', zh ? '地区（东亚 vs 其他）' : 'Region (East Asia vs rest of world)'),
      ...footnotes(lang),
    ],
    { reference: sampleReferences(lang).slice(0, 2) },
  );
}

export const clinicalTrial001Sample: LayoutSample = { zh: trial('zh'), en: trial('en') };
