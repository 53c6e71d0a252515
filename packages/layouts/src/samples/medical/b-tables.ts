import type { TableCell } from '@prowrite/contracts';
import {
  bullets,
  footnotes,
  image,
  type Lang,
  type LayoutSample,
  sampleFigure,
  slide,
  table,
  text,
} from '../build';

/** Samples of the table slides hcp_ppt_a_024..030 (tables go in the generic `table` slot). */

const both = (make: (lang: Lang) => ReturnType<typeof slide>): LayoutSample => ({
  zh: make('zh'),
  en: make('en'),
});

/** Adverse events: all grades and grade 3 or higher per arm (5 columns) or one arm (3 columns). */
function aeTable(lang: Lang, narrow = false, count = 7) {
  const zh = lang === 'zh';
  const rows: [string, string, string, string, string][] = [
    [zh ? '贫血' : 'Anaemia', '46.1', '14.9', '40.3', '11.2'],
    [zh ? '中性粒细胞减少' : 'Neutropenia', '38.5', '20.2', '35.4', '18.0'],
    [zh ? '恶心' : 'Nausea', '33.2', '1.5', '31.1', '1.0'],
    [zh ? '疲乏' : 'Fatigue', '28.8', '3.2', '26.7', '2.9'],
    [zh ? '皮疹' : 'Rash', '17.6', '1.7', '9.2', '0.5'],
    [zh ? '甲状腺功能减退' : 'Hypothyroidism', '12.4', '0.2', '2.4', '0'],
    [zh ? '肺炎' : 'Pneumonitis', '5.1', '2.2', '1.5', '0.5'],
  ].slice(0, count) as [string, string, string, string, string][];
  if (narrow) {
    return table(
      'table',
      [
        zh ? '不良事件，%' : 'Adverse event, %',
        zh ? '维拉利单抗组' : 'Velarimab',
        zh ? '安慰剂组' : 'Placebo',
      ],
      rows.map((r) => [r[0], r[1], r[3]]),
    );
  }
  const headers: TableCell[] = [
    zh ? '不良事件，%' : 'Adverse event, %',
    { value: zh ? '维拉利单抗 + 化疗（n=405）' : 'Velarimab + chemo (n=405)', col_span: 2 },
    { value: zh ? '安慰剂 + 化疗（n=205）' : 'Placebo + chemo (n=205)', col_span: 2 },
  ];
  const grades: TableCell[] = [
    '',
    zh ? '任意级别' : 'Any grade',
    zh ? '≥3级' : 'Grade ≥3',
    zh ? '任意级别' : 'Any grade',
    zh ? '≥3级' : 'Grade ≥3',
  ];
  return table('table', headers, [grades, ...rows]);
}

function efficacyTable(lang: Lang) {
  const zh = lang === 'zh';
  return table(
    'table',
    [
      zh ? '终点' : 'Endpoint',
      zh ? '维拉利单抗 + 化疗' : 'Velarimab + chemo',
      zh ? '安慰剂 + 化疗' : 'Placebo + chemo',
      'HR (95% CI)',
    ],
    [
      [zh ? '中位PFS，月' : 'Median PFS, months', '8.6', '5.1', '0.62 (0.51–0.75)'],
      [zh ? '中位OS，月' : 'Median OS, months', '22.3', '16.9', '0.71 (0.57–0.88)'],
      [zh ? '12个月PFS率，%' : '12-month PFS rate, %', '36.2', '17.5', '—'],
      [zh ? 'ORR，%' : 'ORR, %', '48.3', '29.7', '—'],
      [zh ? '中位缓解持续时间，月' : 'Median duration of response, months', '11.2', '6.9', '—'],
    ],
  );
}

export const hcpPptA024Sample = both((lang) => {
  const zh = lang === 'zh';
  return slide('hcp_ppt_a_024', 'roche_slide', [
    text('title', zh ? '主要疗效结果' : 'Main efficacy results'),
    efficacyTable(lang),
    bullets(
      'key_points',
      zh
        ? ['PFS和OS均显著改善，疾病进展或死亡风险降低38%', '客观缓解率提高18.6个百分点，缓解更持久']
        : [
            'PFS and OS both improved; the risk of progression or death fell by 38%',
            'Objective response rose by 18.6 points and responses lasted longer',
          ],
    ),
    ...footnotes(lang),
  ]);
});

export const hcpPptA025Sample = both((lang) => {
  const zh = lang === 'zh';
  return slide('hcp_ppt_a_025', 'roche_slide', [
    text('title', zh ? '常见不良事件' : 'Common adverse events'),
    aeTable(lang, true),
    image(
      'figure',
      sampleFigure('bars', zh ? '≥3级不良事件发生率' : 'Grade 3 or higher adverse events', '#6D8AA2'),
    ),
    ...footnotes(lang),
  ]);
});

export const hcpPptA026Sample = both((lang) => {
  const zh = lang === 'zh';
  return slide('hcp_ppt_a_026', 'roche_slide', [
    text('title', zh ? '基线特征' : 'Baseline characteristics'),
    table(
      'table',
      [
        zh ? '特征' : 'Characteristic',
        zh ? '维拉利单抗（n=410）' : 'Velarimab (n=410)',
        zh ? '安慰剂（n=206）' : 'Placebo (n=206)',
      ],
      [
        [zh ? '中位年龄，岁' : 'Median age, years', '64', '63'],
        [zh ? '男性，%' : 'Male, %', '62.0', '61.7'],
        ['ECOG 0, %', '42.9', '43.7'],
        [{ value: 'PD-L1 TPS', col_span: 3 }],
        ['  <1%', '31.0', '30.6'],
        ['  1–49%', '32.9', '34.0'],
        ['  ≥50%', '36.1', '35.4'],
      ],
    ),
    text('subtitle_1', zh ? '解读' : 'Reading the table'),
    text(
      'text_1',
      zh
        ? '两组基线特征均衡。约三分之一患者PD-L1 TPS≥50%，近九成患者有吸烟史，与真实世界晚期非鳞状NSCLC人群相符。'
        : 'The arms were well balanced. About a third of patients had PD-L1 TPS of 50% or more and nearly nine in ten had smoked, as in real-world advanced non-squamous NSCLC.',
    ),
    ...footnotes(lang),
  ]);
});

export const hcpPptA027Sample = both((lang) => {
  const zh = lang === 'zh';
  return slide('hcp_ppt_a_027', 'roche_slide', [
    text('title', zh ? '治疗相关不良事件' : 'Treatment-related adverse events'),
    aeTable(lang, false, 5),
    text(
      'conclusion',
      zh ? '安全性可控，未发现新的安全性信号' : 'Safety was manageable, with no new safety signals',
    ),
    bullets(
      'key_points',
      zh
        ? ['≥3级事件主要为血液学毒性', '免疫相关肺炎发生率5.1%，多为1–2级']
        : [
            'Grade 3 or higher events were mostly haematological',
            'Immune-related pneumonitis in 5.1%, mostly grade 1–2',
          ],
    ),
    ...footnotes(lang),
  ]);
});

export const hcpPptA028Sample = both((lang) => {
  const zh = lang === 'zh';
  return slide('hcp_ppt_a_028', 'roche_slide', [
    text('title', zh ? '疗效结果' : 'Efficacy results'),
    efficacyTable(lang),
    text('key_points_title', zh ? '要点' : 'Key points'),
    bullets(
      'key_points',
      zh
        ? ['PFS风险降低38%', 'OS风险降低29%', '缓解率提高至48.3%']
        : ['PFS risk down 38%', 'OS risk down 29%', 'Response rate up to 48.3%'],
    ),
    ...footnotes(lang),
  ]);
});

export const hcpPptA029Sample = both((lang) => {
  const zh = lang === 'zh';
  return slide('hcp_ppt_a_029', 'roche_slide', [
    text('title', zh ? '肿瘤缓解' : 'Tumour response'),
    table(
      'table',
      [
        zh ? '最佳总体缓解，n（%）' : 'Best overall response, n (%)',
        zh ? '维拉利单抗 + 化疗（n=410）' : 'Velarimab + chemo (n=410)',
        zh ? '安慰剂 + 化疗（n=206）' : 'Placebo + chemo (n=206)',
      ],
      [
        [zh ? '完全缓解' : 'Complete response', '12 (2.9)', '3 (1.5)'],
        [zh ? '部分缓解' : 'Partial response', '186 (45.4)', '58 (28.2)'],
        [zh ? '疾病稳定' : 'Stable disease', '139 (33.9)', '87 (42.2)'],
        [zh ? '疾病进展' : 'Progressive disease', '43 (10.5)', '41 (19.9)'],
        [zh ? '无法评估' : 'Not evaluable', '30 (7.3)', '17 (8.3)'],
      ],
    ),
    text(
      'criteria_summary',
      zh
        ? '缓解按RECIST 1.1由独立评审委员会评估；完全或部分缓解需在≥4周后确认。'
        : 'Response by RECIST 1.1, assessed by blinded independent central review; complete and partial responses confirmed at least 4 weeks later.',
    ),
    ...footnotes(lang),
  ]);
});

export const hcpPptA030Sample = both((lang) => {
  const zh = lang === 'zh';
  return slide('hcp_ppt_a_030', 'roche_slide', [
    text('title', zh ? 'PD-L1亚组的PFS' : 'PFS by PD-L1 subgroup'),
    table(
      'table',
      [zh ? '亚组' : 'Subgroup', zh ? '例数' : 'n', 'HR (95% CI)'],
      [
        ['TPS <1%', '190', '0.75 (0.53–1.06)'],
        ['TPS 1–49%', '205', '0.64 (0.46–0.89)'],
        ['TPS ≥50%', '221', '0.48 (0.34–0.67)'],
        [zh ? '男性' : 'Male', '381', '0.60 (0.47–0.77)'],
        [zh ? '女性' : 'Female', '235', '0.65 (0.47–0.90)'],
      ],
    ),
    text('figure_title', zh ? 'PFS森林图' : 'Forest plot of PFS'),
    image('figure', sampleFigure('bars', zh ? 'PFS森林图' : 'Forest plot of PFS')),
    text(
      'conclusion',
      zh ? '各亚组均显示获益，PD-L1高表达者获益最大' : 'Every subgroup benefited, most of all high PD-L1',
    ),
    ...footnotes(lang),
  ]);
});
