import type { ContentItem, SlideFigure } from '@prowrite/contracts';
import {
  bullets,
  footnotes,
  image,
  type Lang,
  type LayoutSample,
  sampleFigure,
  sampleReferences,
  slide,
  text,
} from '../build';

/** Samples of the figure slides hcp_ppt_a_013..018 (the fictional ORCHID-3 trial of the general samples). */

const figures = (id: string, list: SlideFigure[]): ContentItem => ({ id, type: 'image', img_arr: list });

const both = (make: (lang: Lang) => ReturnType<typeof slide>): LayoutSample => ({
  zh: make('zh'),
  en: make('en'),
});

export const hcpPptA013Sample = both((lang) => {
  const zh = lang === 'zh';
  return slide(
    'hcp_ppt_a_013',
    'roche_slide',
    [
      text('title', zh ? '主要终点：无进展生存期' : 'Primary endpoint: progression-free survival'),
      image(
        'figure',
        sampleFigure('km', zh ? 'PFS Kaplan-Meier曲线（ITT）' : 'Kaplan-Meier curve of PFS (ITT)'),
      ),
      text('key_points_title', zh ? '要点' : 'Key points'),
      bullets(
        'key_points',
        zh
          ? [
              '中位PFS：8.6个月 vs 5.1个月',
              '疾病进展或死亡风险降低38%（HR 0.62，95% CI 0.51–0.75）',
              'P<0.001，达到预设的统计学显著性',
              '获益在PD-L1各表达亚组中一致',
            ]
          : [
              'Median PFS 8.6 vs 5.1 months',
              'Risk of progression or death 38% lower (HR 0.62, 95% CI 0.51–0.75)',
              'P<0.001, meeting the prespecified significance level',
              'Benefit consistent across PD-L1 subgroups',
            ],
      ),
      text(
        'key_conclusion',
        zh
          ? '维拉利单抗联合化疗显著延长晚期非小细胞肺癌患者的无进展生存期'
          : 'Velarimab plus chemotherapy significantly prolonged PFS in advanced NSCLC',
      ),
      ...footnotes(lang),
    ],
    { reference: sampleReferences(lang).slice(0, 1) },
  );
});

export const hcpPptA014Sample = both((lang) => {
  const zh = lang === 'zh';
  return slide(
    'hcp_ppt_a_014',
    'roche_slide',
    [
      text('title', zh ? 'PFS与OS均获改善' : 'Both PFS and OS improved'),
      figures('figures', [
        sampleFigure('km', zh ? 'PFS曲线' : 'PFS curve'),
        sampleFigure('km', zh ? 'OS曲线' : 'OS curve', '#46C28E'),
      ]),
      text(
        'figure_1_title',
        zh ? '无进展生存期：HR 0.62（95% CI 0.51–0.75）' : 'PFS: HR 0.62 (95% CI 0.51–0.75)',
      ),
      text('figure_2_title', zh ? '总生存期：HR 0.71（95% CI 0.57–0.88）' : 'OS: HR 0.71 (95% CI 0.57–0.88)'),
      text(
        'main_point',
        zh
          ? '维拉利单抗联合化疗同时延长无进展生存期和总生存期'
          : 'Velarimab plus chemotherapy prolonged both progression-free and overall survival',
      ),
      ...footnotes(lang),
    ],
    { reference: sampleReferences(lang).slice(0, 2) },
  );
});

export const hcpPptA015Sample = both((lang) => {
  const zh = lang === 'zh';
  return slide(
    'hcp_ppt_a_015',
    'roche_slide',
    [
      text('title', zh ? '回顾：ORR随时间的变化' : 'Retrospective: response over time'),
      text(
        'key_points_title',
        zh
          ? '客观缓解率48.3% vs 29.7%，缓解在治疗早期出现并持续'
          : 'Objective response 48.3% vs 29.7%; responses came early and lasted',
      ),
      image('figure', sampleFigure('bars', zh ? '各评估时间点的缓解率' : 'Response rate at each assessment')),
      ...footnotes(lang),
    ],
    { reference: sampleReferences(lang).slice(0, 1) },
  );
});

const fourFigures = (zh: boolean): SlideFigure[] => [
  sampleFigure('km', zh ? 'PFS（ITT）' : 'PFS (ITT)'),
  sampleFigure('km', zh ? 'OS（ITT）' : 'OS (ITT)', '#46C28E'),
  sampleFigure('bars', zh ? '客观缓解率' : 'Objective response rate'),
  sampleFigure('bars', zh ? '缓解持续时间' : 'Duration of response', '#6A65B9'),
];

export const hcpPptA016Sample = both((lang) => {
  const zh = lang === 'zh';
  return slide(
    'hcp_ppt_a_016',
    'roche_slide',
    [
      text('title', zh ? '回顾：关键疗效终点' : 'Retrospective: key efficacy endpoints'),
      text(
        'key_points_title',
        zh ? '所有关键疗效终点均显示一致获益' : 'Every key efficacy endpoint showed a consistent benefit',
      ),
      figures('figures', fourFigures(zh).slice(0, 3)),
      ...footnotes(lang),
    ],
    { reference: sampleReferences(lang).slice(0, 1) },
  );
});

/** The a_016 sample with four figures (2 x 2 variant), for tests. */
export const hcpPptA016FourFigures = (lang: Lang) => {
  const base = hcpPptA016Sample[lang];
  return {
    ...base,
    content: base.content.map((c) =>
      c.id === 'figures' ? figures('figures', fourFigures(lang === 'zh')) : c,
    ),
  };
};

export const hcpPptA017Sample = both((lang) => {
  const zh = lang === 'zh';
  return slide(
    'hcp_ppt_a_017',
    'roche_slide',
    [
      text('title', zh ? '疗效终点汇总' : 'Efficacy endpoints at a glance'),
      text('main_point_title', zh ? 'PFS、OS与ORR' : 'PFS, OS and ORR'),
      text(
        'main_point',
        zh
          ? '中位PFS 8.6 vs 5.1个月（HR 0.62），中位OS 22.3 vs 16.9个月（HR 0.71），ORR 48.3% vs 29.7%'
          : 'Median PFS 8.6 vs 5.1 months (HR 0.62), median OS 22.3 vs 16.9 months (HR 0.71), ORR 48.3% vs 29.7%',
      ),
      figures('figures', fourFigures(zh).slice(0, 3)),
      ...footnotes(lang),
    ],
    { reference: sampleReferences(lang) },
  );
});

export const hcpPptA018Sample = both((lang) => {
  const zh = lang === 'zh';
  return slide('hcp_ppt_a_018', 'roche_slide', [
    text('title', zh ? '安全性结果' : 'Safety results'),
    text(
      'summary',
      zh
        ? '两组3级及以上治疗相关不良事件发生率相近；免疫相关不良事件多为1–2级，可管理。'
        : 'Grade 3 or higher treatment-related adverse events were similar in both arms; immune-related events were mostly grade 1–2 and manageable.',
    ),
    image('figure', sampleFigure('bars', zh ? '各级不良事件发生率' : 'Adverse events by grade', '#6D8AA2')),
    ...footnotes(lang),
  ]);
});
