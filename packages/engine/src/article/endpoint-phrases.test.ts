import { describe, expect, it } from 'vitest';
import { endpointPhraseZh } from './endpoint-phrases';

describe('endpointPhraseZh', () => {
  it('renders the common endpoint structures from known parts', () => {
    expect(endpointPhraseZh('change from baseline in systolic blood pressure')).toBe('收缩压较基线的变化');
    expect(endpointPhraseZh('change in 24-hour urinary volume from baseline')).toBe('24小时尿量较基线的变化');
    // A point in time leads, as Chinese says it; the number check reads "第6周" as the source's "week 6".
    expect(endpointPhraseZh('change in 24-hour urinary volume from baseline to week 6')).toBe(
      '从基线至第6周24小时尿量的变化',
    );
    expect(endpointPhraseZh('fasting blood sugar at week 4')).toBe('第4周时的空腹血糖');
    expect(endpointPhraseZh('the mean changes in body weight')).toBe('体重的变化');
    // Repeat procedures and rehospitalisations name hazard-ratio endpoints (a heading, not a quote).
    expect(endpointPhraseZh('rate of repeat ablation')).toBe('再次消融发生率');
    expect(endpointPhraseZh('all-cause rehospitalizations')).toBe('全因再住院');
    expect(endpointPhraseZh('time to first hospitalization for heart failure')).toBe(
      '至首次心力衰竭住院的时间',
    );
    expect(endpointPhraseZh('Time to sinus rhythm')).toBe('至窦性心律的时间');
    expect(endpointPhraseZh('the proportion of patients with major bleeding')).toBe('大出血的患者比例');
    expect(endpointPhraseZh('number of patients reporting pain')).toBe('疼痛的患者数');
    expect(endpointPhraseZh('incidence of atrial fibrillation')).toBe('心房颤动发生率');
    expect(endpointPhraseZh('post-operative pain scores')).toBe('术后疼痛评分');
    expect(endpointPhraseZh('resection rates')).toBe('切除率');
  });

  it('joins composite endpoints and keeps abbreviations with their Chinese names', () => {
    expect(endpointPhraseZh('myocardial infarction, stroke and all-cause death')).toBe(
      '心肌梗死、卒中和全因死亡',
    );
    expect(endpointPhraseZh('stroke or transient ischemic attack')).toBe('卒中或短暂性脑缺血发作');
    // An abbreviation and its expansion in one form (0082).
    expect(endpointPhraseZh('incidence of AF (atrial fibrillation)')).toBe('心房颤动发生率');
    expect(endpointPhraseZh('incidence of atrial fibrillation (AF)')).toBe('心房颤动发生率');
  });

  it('places timepoints the Chinese way', () => {
    expect(endpointPhraseZh('stent thrombosis during 9 months of follow-up')).toBe(
      '随访9个月期间的支架内血栓形成',
    );
    expect(endpointPhraseZh('the absolute change in cognitive performance at 2 years')).toBeNull();
    expect(endpointPhraseZh('quality of life at 12 months')).toBe('12个月时的生活质量');
    expect(endpointPhraseZh('serum creatinine after 26 weeks')).toBe('26周后的血清肌酐');
  });

  it('gives null when any part is unknown, never half a translation', () => {
    expect(endpointPhraseZh('change in ABC-J frobnication subscale score')).toBeNull();
    expect(endpointPhraseZh('time to something unusual')).toBeNull();
    expect(endpointPhraseZh('myocardial infarction and a wholly unknown outcome')).toBeNull();
    expect(endpointPhraseZh('as follows')).toBeNull();
    expect(endpointPhraseZh('')).toBeNull();
  });

  it('writes an event with its window and the time it must last (0082)', () => {
    const cases: [string, string][] = [
      [
        'conversion of AF (Atrial fibrillation) to SR (sinus rhythm) for at least 1 min within 90 min of the start of drug infusion',
        '药物输注开始后90分钟内心房颤动转复为窦性心律并持续至少1分钟',
      ],
      [
        'Conversion of atrial flutter to sinus rhythm lasting at least 30 minutes within 6 hours after randomisation',
        '随机分组后6小时内心房扑动转复为窦性心律并持续至少30分钟',
      ],
      [
        'conversion of atrial fibrillation to sinus rhythm within 2 h of the first dose',
        '首次给药后2小时内心房颤动转复为窦性心律',
      ],
      [
        'the percentage of participants with no AF (atrial fibrillation) symptoms at 24 h after the first dose',
        '首次给药后24小时无心房颤动症状的患者比例',
      ],
      ['incidence of stroke within 30 days of surgery', '手术后30天内卒中发生率'],
      [
        'incidence of postoperative nausea and vomiting (PONV) during the study period',
        '研究期间的术后恶心呕吐发生率',
      ],
    ];
    for (const [en, zh] of cases) expect(endpointPhraseZh(en), en).toBe(zh);
  });

  it('writes times between two points and definitions (0082)', () => {
    expect(
      endpointPhraseZh(
        'the time between first exposure to study drug and conversion of AF (atrial fibrillation) to sinus rhythm',
      ),
    ).toBe('从首次接触研究药物至心房颤动转复为窦性心律的时间');
    expect(endpointPhraseZh('time from randomization to death')).toBe('从随机分组至死亡的时间');
    expect(endpointPhraseZh('Time to SR (sinus rhythm) measured from the start of study drug infusion')).toBe(
      '从研究药物输注开始至窦性心律的时间',
    );
    expect(endpointPhraseZh('overall survival, defined as the time from randomisation until death')).toBe(
      '总生存期（定义为从随机分组至死亡的时间）',
    );
    expect(endpointPhraseZh('changes in levels of plasma IL-6 after 26 weeks between the two groups')).toBe(
      '两组间26周后的血浆IL-6水平的变化',
    );
    expect(endpointPhraseZh('the absolute difference in quality of life at 12 months')).toBe(
      '12个月时的生活质量的绝对差异',
    );
  });

  it('names a subscale of a scale by its domain (0082)', () => {
    expect(
      endpointPhraseZh(
        'change in ABC-J (Aberrant Behavior Checklist Japanese Version) irritability subscale score',
      ),
    ).toBe('ABC-J易激惹分量表评分的变化');
    expect(endpointPhraseZh('change from baseline in HAM-D anxiety subscale score')).toBe(
      'HAM-D焦虑分量表评分较基线的变化',
    );
  });

  it('names the criteria a measure is graded by (0082)', () => {
    expect(endpointPhraseZh('objective response rate according to RECIST version 1.1')).toBe(
      '客观缓解率（依据RECIST 1.1版）',
    );
    expect(
      endpointPhraseZh(
        'adverse events graded according to the Common Terminology Criteria for Adverse Events (CTCAE) version 4.03',
      ),
    ).toBe('不良事件（依据不良事件通用术语标准4.03版分级）');
    expect(
      endpointPhraseZh(
        'late toxicity (according to the Common Terminology Criteria for Adverse Events [version 3.0])',
      ),
    ).toBe('晚期毒性（依据不良事件通用术语标准3.0版）');
  });

  it('keeps the source when one part is not known, and copies every number as printed (0082)', () => {
    const unknown = [
      'conversion of AF to SR within 90 min of an unusual landmark',
      'conversion of AF to something unusual within 90 min of the start of drug infusion',
      'time between first exposure to study drug and something unusual',
      'toxicity according to local practice',
      'overall survival defined as the time from an unusual landmark to death',
      'curative (R0) resection rates',
    ];
    for (const en of unknown) expect(endpointPhraseZh(en), en).toBeNull();
    const composed = [
      'conversion of AF (atrial fibrillation) to SR (sinus rhythm) for at least 1.5 min within 120 min of the start of infusion',
      'response rate according to RECIST 1.0 criteria',
      'changes in levels of serum IL-6 after 12 weeks',
    ];
    for (const en of composed) {
      const zh = endpointPhraseZh(en);
      expect(zh, en).not.toBeNull();
      for (const n of zh!.match(/\d+(?:\.\d+)?/g) ?? []) expect(en).toContain(n);
    }
  });
});
