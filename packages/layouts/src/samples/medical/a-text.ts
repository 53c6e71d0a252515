import { bullets, footnotes, groups, type LayoutSample, sampleReferences, slide, text } from '../build';

/** Grouped text, key points and comparison slides. */

const groupsZh: [string, string[]][] = [
  ['疗效显著', ['中位PFS延长至11.2个月', 'OS风险降低31%']],
  ['安全可控', ['3级及以上不良事件发生率与对照组相近']],
  ['获益人群广泛', ['各PD-L1表达亚组均观察到获益']],
  ['用药方便', ['每3周给药1次']],
];
const groupsEn: [string, string[]][] = [
  ['Clear efficacy', ['Median PFS extended to 11.2 months', '31% lower risk of death']],
  ['Manageable safety', ['Grade ≥3 adverse events similar to control']],
  ['Broad benefit', ['Benefit seen in every PD-L1 subgroup']],
  ['Convenient dosing', ['Once every 3 weeks']],
];

export const hcpPptA036Sample: LayoutSample = {
  zh: slide('hcp_ppt_a_036', 'roche_slide', [
    text('title', 'ORCHID-3研究核心结论'),
    groups('text_group', groupsZh.slice(0, 3)),
  ]),
  en: slide('hcp_ppt_a_036', 'roche_slide', [
    text('title', 'ORCHID-3 key findings'),
    groups('text_group', groupsEn.slice(0, 3)),
  ]),
};

/** The numbered variant (more than three groups: has-number-all). */
export const hcpPptA036NumberedSample: LayoutSample = {
  zh: slide('hcp_ppt_a_036', 'roche_slide', [
    text('title', 'ORCHID-3研究核心结论'),
    groups('text_group', groupsZh),
  ]),
  en: slide('hcp_ppt_a_036', 'roche_slide', [
    text('title', 'ORCHID-3 key findings'),
    groups('text_group', groupsEn),
  ]),
};

export const hcpPptA037Sample: LayoutSample = {
  zh: slide('hcp_ppt_a_037', 'roche_slide', [
    text('title', '研究背景与设计要点'),
    groups('text_group', [
      ['未被满足的需求', ['驱动基因阴性患者一线治疗后的中位OS仍不足2年。']],
      ['研究假设', ['维拉利单抗联合化疗可延长PFS与OS。']],
      ['研究人群', ['未经治疗的IV期非鳞或鳞状非小细胞肺癌。']],
      ['统计设计', ['PFS与OS分层检验，总体α为0.025（单侧）。']],
    ]),
    ...footnotes('zh'),
  ]),
  en: slide('hcp_ppt_a_037', 'roche_slide', [
    text('title', 'Background and design in brief'),
    groups('text_group', [
      ['Unmet need', ['Median OS after first-line therapy remains under 2 years without a driver mutation.']],
      ['Hypothesis', ['Velarimab plus chemotherapy prolongs PFS and OS.']],
      ['Population', ['Untreated stage IV squamous or non-squamous NSCLC.']],
      ['Statistics', ['Hierarchical testing of PFS then OS, one-sided alpha 0.025.']],
    ]),
    ...footnotes('en'),
  ]),
};

export const hcpPptA038Sample: LayoutSample = {
  zh: slide('hcp_ppt_a_038', 'roche_slide', [
    text('title', '小结'),
    text(
      'summary',
      '在驱动基因阴性的晚期非小细胞肺癌患者中，维拉利单抗联合化疗较安慰剂联合化疗显著延长PFS（11.2 vs 6.8个月）与OS，且安全性可控，支持其作为一线治疗新选择。',
    ),
    ...footnotes('zh'),
  ]),
  en: slide('hcp_ppt_a_038', 'roche_slide', [
    text('title', 'Summary'),
    text(
      'summary',
      'In advanced NSCLC without a driver alteration, velarimab plus chemotherapy prolonged PFS (11.2 vs 6.8 months) and OS over placebo plus chemotherapy with manageable safety, supporting it as a new first-line option.',
    ),
    ...footnotes('en'),
  ]),
};

export const hcpPptA006Sample: LayoutSample = {
  zh: slide(
    'hcp_ppt_a_006',
    'roche_slide',
    [
      text('title', 'PFS结果要点'),
      text('key_points_title', '主要疗效'),
      bullets('key_points', [
        '中位PFS：11.2个月 vs 6.8个月',
        'HR 0.62（95% CI 0.52–0.74），P<0.001',
        '12个月PFS率：47% vs 25%',
      ]),
      bullets('supplement_points', ['独立评审委员会评估结果一致', '各预设亚组获益一致']),
      text('key_conclusion', '维拉利单抗联合化疗使疾病进展或死亡风险降低38%。'),
      ...footnotes('zh'),
    ],
    { reference: sampleReferences('zh').slice(0, 2) },
  ),
  en: slide(
    'hcp_ppt_a_006',
    'roche_slide',
    [
      text('title', 'PFS in brief'),
      text('key_points_title', 'Main efficacy'),
      bullets('key_points', [
        'Median PFS: 11.2 vs 6.8 months',
        'HR 0.62 (95% CI 0.52–0.74), P<0.001',
        '12-month PFS rate: 47% vs 25%',
      ]),
      bullets('supplement_points', ['Independent review agreed', 'Consistent across prespecified subgroups']),
      text('key_conclusion', 'Velarimab plus chemotherapy cut the risk of progression or death by 38%.'),
      ...footnotes('en'),
    ],
    { reference: sampleReferences('en').slice(0, 2) },
  ),
};

export const hcpPptA007Sample: LayoutSample = {
  zh: slide('hcp_ppt_a_007', 'comparison', [
    text('title', '总生存期对比'),
    text('option1', '维拉利单抗 + 化疗'),
    text('option2', '安慰剂 + 化疗'),
    text('comparison_metric', '总生存期（OS）'),
    text('metric_value', '0.69（95% CI 0.57–0.84）'),
    text('impact_description', '维拉利单抗联合化疗使死亡风险降低31%，中位OS延长7.1个月。'),
    ...footnotes('zh'),
  ]),
  en: slide('hcp_ppt_a_007', 'comparison', [
    text('title', 'Overall survival compared'),
    text('option1', 'Velarimab + chemotherapy'),
    text('option2', 'Placebo + chemotherapy'),
    text('comparison_metric', 'Overall survival'),
    text('metric_value', '0.69 (95% CI 0.57–0.84)'),
    text(
      'impact_description',
      'Velarimab plus chemotherapy lowered the risk of death by 31% and extended median OS by 7.1 months.',
    ),
    ...footnotes('en'),
  ]),
};

export const hcpPptA008Sample: LayoutSample = {
  zh: slide('hcp_ppt_a_008', 'comparison', [
    text('title', '中位PFS对比'),
    text('option1', '维拉利单抗 + 化疗'),
    text('option2', '安慰剂 + 化疗'),
    text('comparison_metric', '中位无进展生存期（月）'),
    text('value1', '11.2个月'),
    text('value2', '6.8个月'),
    text('condition1_1', 'PD-L1 ≥50%：13.9个月'),
    text('condition1_2', 'PD-L1 <50%：9.7个月'),
    text('condition2_1', 'PD-L1 ≥50%：7.1个月'),
    text('condition2_2', 'PD-L1 <50%：6.5个月'),
    bullets('key_points', ['PFS获益不受PD-L1表达水平影响', '高表达人群获益更显著']),
    ...footnotes('zh'),
  ]),
  en: slide('hcp_ppt_a_008', 'comparison', [
    text('title', 'Median PFS compared'),
    text('option1', 'Velarimab + chemotherapy'),
    text('option2', 'Placebo + chemotherapy'),
    text('comparison_metric', 'Median progression-free survival (months)'),
    text('value1', '11.2 months'),
    text('value2', '6.8 months'),
    text('condition1_1', 'PD-L1 ≥50%: 13.9 months'),
    text('condition1_2', 'PD-L1 <50%: 9.7 months'),
    text('condition2_1', 'PD-L1 ≥50%: 7.1 months'),
    text('condition2_2', 'PD-L1 <50%: 6.5 months'),
    bullets('key_points', ['PFS benefit regardless of PD-L1 level', 'Largest benefit with high PD-L1']),
    ...footnotes('en'),
  ]),
};
