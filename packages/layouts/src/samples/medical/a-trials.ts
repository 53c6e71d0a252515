import type { ContentItem } from '@prowrite/contracts';
import { footnotes, type Lang, type LayoutSample, sampleReferences, slide, text } from '../build';

/** Trial design charts and the single-trial overview (ORCHID-3, an invented trial). */

function core(lang: Lang): ContentItem[] {
  const zh = lang === 'zh';
  return [
    text('title', zh ? 'ORCHID-3研究设计' : 'ORCHID-3 study design'),
    text(
      'blinding_randomization_type',
      zh ? '全球多中心、随机、双盲、III期研究' : 'Global, randomised, double-blind, phase 3',
    ),
    text('clinical_trial_number', 'NCT04567890'),
    text('title_inclusion_criteria', zh ? '主要入选标准' : 'Key inclusion criteria'),
    text('patients_basic_info_1', zh ? '未经治疗的IV期非小细胞肺癌' : 'Untreated stage IV NSCLC'),
    text('patients_basic_info_2', zh ? '无EGFR/ALK驱动基因突变' : 'No EGFR or ALK alteration'),
    text('patients_basic_info_3', zh ? 'ECOG体能状态0–1分' : 'ECOG performance status 0–1'),
    text('patients_basic_info_4', zh ? '至少一个可测量病灶' : 'At least one measurable lesion'),
    text('overall_patient_number', '612'),
    text('randomization_ratio', '1:1'),
    text('ARM_A_treatment_name', zh ? '维拉利单抗 + 化疗' : 'Velarimab + chemotherapy'),
    text('ARM_A_treatment_plan', zh ? '维拉利单抗200 mg，每3周1次' : 'Velarimab 200 mg Q3W'),
    text('ARM_B_treatment_name', zh ? '安慰剂 + 化疗' : 'Placebo + chemotherapy'),
    text('ARM_B_treatment_plan', zh ? '安慰剂，每3周1次' : 'Placebo Q3W'),
    text('cycle_length', zh ? '每21天为一个周期' : '21-day cycles'),
    text('title_primary_endpoint', zh ? '主要终点' : 'Primary endpoint'),
    text('primary_endpoint', zh ? '研究者评估的PFS' : 'Investigator-assessed PFS'),
    text('title_secondary_endpoints', zh ? '次要终点' : 'Secondary endpoints'),
    text('secondary_endpoint', zh ? 'OS、ORR、DoR、安全性' : 'OS, ORR, DoR, safety'),
  ];
}

function factors(lang: Lang): ContentItem[] {
  const zh = lang === 'zh';
  return [
    text('title_stratification_factors', zh ? '分层因素' : 'Stratification factors'),
    text('stratification_factor_1', zh ? 'PD-L1表达' : 'PD-L1 expression'),
    text('stratification_factor_2', zh ? '组织学类型' : 'Histology'),
    text('stratification_factor_3', zh ? '地区' : 'Region'),
  ];
}

function trial(id: string, lang: Lang, extra: ContentItem[]) {
  return slide(id, 'roche_slide', [...core(lang), ...extra, ...footnotes(lang)], {
    reference: sampleReferences(lang).slice(0, 1),
  });
}

const freeTexts = (lang: Lang): ContentItem[] =>
  lang === 'zh'
    ? [
        text('text_1', '疾病进展后不允许交叉'),
        text('text_2', '每6周进行一次影像学评估'),
        text('text_3', '最长治疗2年'),
      ]
    : [
        text('text_1', 'No crossover at progression'),
        text('text_2', 'Imaging every 6 weeks'),
        text('text_3', 'Treatment up to 2 years'),
      ];

export const hcpPptA005Sample: LayoutSample = {
  zh: trial('hcp_ppt_a_005', 'zh', [...factors('zh'), ...freeTexts('zh')]),
  en: trial('hcp_ppt_a_005', 'en', [...factors('en'), ...freeTexts('en')]),
};

export const hcpPptA034Sample: LayoutSample = {
  zh: trial('hcp_ppt_a_034', 'zh', factors('zh')),
  en: trial('hcp_ppt_a_034', 'en', factors('en')),
};

export const hcpPptB004Sample: LayoutSample = {
  zh: trial('hcp_ppt_b_004', 'zh', []),
  en: trial('hcp_ppt_b_004', 'en', []),
};

function overview(lang: Lang) {
  const zh = lang === 'zh';
  const keep = new Set([
    'title',
    'title_inclusion_criteria',
    'patients_basic_info_1',
    'patients_basic_info_2',
    'patients_basic_info_3',
    'patients_basic_info_4',
    'title_primary_endpoint',
    'primary_endpoint',
    'title_secondary_endpoints',
    'secondary_endpoint',
  ]);
  return slide(
    'hcp_ppt_b_005',
    'roche_slide',
    [
      ...core(lang).filter((c) => keep.has(c.id)),
      text(
        'clinical_trial_brief',
        zh
          ? 'ORCHID-3是一项全球多中心、随机、双盲III期研究，共纳入612例患者。'
          : 'ORCHID-3 is a global, randomised, double-blind phase 3 trial in 612 patients.',
      ),
      text('treatment_name', zh ? '维拉利单抗 + 含铂化疗' : 'Velarimab + platinum chemotherapy'),
      text(
        'treatment_plan',
        zh
          ? '维拉利单抗200 mg静脉输注，每3周1次，联合4个周期含铂化疗，随后维拉利单抗维持治疗。'
          : 'Velarimab 200 mg IV Q3W with 4 cycles of platinum chemotherapy, then velarimab maintenance.',
      ),
      ...footnotes(lang),
    ],
    { reference: sampleReferences(lang).slice(0, 1) },
  );
}

export const hcpPptB005Sample: LayoutSample = { zh: overview('zh'), en: overview('en') };
