import {
  bullets,
  footnotes,
  image,
  type LayoutSample,
  sampleFigure,
  sampleReferences,
  segments,
  slide,
  text,
} from '../build';

/** section_slide_001..007. */

export const sectionSlide001Sample: LayoutSample = {
  zh: slide(
    'section_slide_001',
    'section_slide',
    [
      text('section_title', '主要终点：无进展生存期显著延长'),
      text('section_subtitle', '意向治疗人群，独立评审委员会评估'),
      text(
        'text_1',
        '维拉利单抗联合化疗组的中位无进展生存期为8.6个月，安慰剂联合化疗组为5.1个月。\n疾病进展或死亡风险降低38%（HR 0.62，95% CI 0.51–0.75，P<0.001）。\n获益在PD-L1表达各亚组中一致。',
      ),
      image('image', sampleFigure('km', 'PFS Kaplan-Meier曲线')),
      ...footnotes('zh'),
    ],
    { reference: sampleReferences('zh') },
  ),
  en: slide(
    'section_slide_001',
    'section_slide',
    [
      text('section_title', 'Primary endpoint: progression-free survival was prolonged'),
      text('section_subtitle', 'Intention-to-treat population, blinded independent central review'),
      text(
        'text_1',
        'Median PFS was 8.6 months with velarimab plus chemotherapy and 5.1 months with placebo plus chemotherapy.\nThe risk of progression or death fell by 38% (HR 0.62, 95% CI 0.51–0.75, P<0.001).\nThe benefit was consistent across PD-L1 subgroups.',
      ),
      image('image', sampleFigure('km', 'Kaplan-Meier curve of PFS')),
      ...footnotes('en'),
    ],
    { reference: sampleReferences('en') },
  ),
};

export const sectionSlide002Sample: LayoutSample = {
  zh: slide('section_slide_002', 'section_slide', [
    text('section_title', '两种给药方案的比较'),
    text('text_1_title', '维拉利单抗 + 化疗'),
    text(
      'text_1',
      '维拉利单抗200 mg，每3周一次，静脉输注；联合卡铂和培美曲塞4个周期，随后维拉利单抗联合培美曲塞维持治疗。',
    ),
    text('text_2_title', '安慰剂 + 化疗'),
    text(
      'text_2',
      '安慰剂每3周一次；联合卡铂和培美曲塞4个周期，随后安慰剂联合培美曲塞维持治疗；疾病进展后允许交叉。',
    ),
    ...footnotes('zh'),
  ]),
  en: slide('section_slide_002', 'section_slide', [
    text('section_title', 'The two treatment schedules'),
    text('text_1_title', 'Velarimab + chemotherapy'),
    text(
      'text_1',
      'Velarimab 200 mg IV every 3 weeks with carboplatin and pemetrexed for 4 cycles, then velarimab plus pemetrexed maintenance.',
    ),
    text('text_2_title', 'Placebo + chemotherapy'),
    text(
      'text_2',
      'Placebo every 3 weeks with carboplatin and pemetrexed for 4 cycles, then placebo plus pemetrexed maintenance; crossover allowed at progression.',
    ),
    ...footnotes('en'),
  ]),
};

export const sectionSlide003Sample: LayoutSample = {
  zh: slide('section_slide_003', 'section_slide', [
    text('section_title', 'ORCHID-3研究的三项关键发现'),
    text('text_1_title', '疗效'),
    text('text_1', '无进展生存期和总生存期均获显著改善，疾病进展或死亡风险降低38%。'),
    text('text_2_title', '安全性'),
    text('text_2', '安全性特征与既往研究一致，未发现新的安全性信号。'),
    text('text_3_title', '生活质量'),
    text('text_3', '患者报告的生活质量在治疗期间保持稳定，至恶化时间延长。'),
    ...footnotes('zh'),
  ]),
  en: slide('section_slide_003', 'section_slide', [
    text('section_title', 'Three key findings of ORCHID-3'),
    text('text_1_title', 'Efficacy'),
    text('text_1', 'Both PFS and OS improved significantly; the risk of progression or death fell by 38%.'),
    text('text_2_title', 'Safety'),
    text('text_2', 'The safety profile matched earlier studies; no new safety signals emerged.'),
    text('text_3_title', 'Quality of life'),
    text(
      'text_3',
      'Patient-reported quality of life stayed stable on treatment, with a longer time to deterioration.',
    ),
    ...footnotes('en'),
  ]),
};

export const sectionSlide004Sample: LayoutSample = {
  zh: slide('section_slide_004', 'section_slide', [
    text('section_title', '研究者观点'),
    text('highlight_title', '主要研究者评论'),
    segments('highlight', [
      { text: '维拉利单抗联合化疗为晚期非小细胞肺癌患者带来了' },
      { text: '具有临床意义的生存获益', highlight: true },
      { text: '，有望成为新的一线标准治疗。' },
    ]),
    text('text_1', '—— ORCHID-3研究主要研究者，2024年世界肺癌大会'),
    ...footnotes('zh'),
  ]),
  en: slide('section_slide_004', 'section_slide', [
    text('section_title', 'Investigator perspective'),
    text('highlight_title', 'Principal investigator'),
    segments('highlight', [
      { text: 'Velarimab plus chemotherapy gives patients with advanced NSCLC ' },
      { text: 'a clinically meaningful survival benefit', highlight: true },
      { text: ' and could become a new first-line standard.' },
    ]),
    text('text_1', '— ORCHID-3 principal investigator, World Conference on Lung Cancer 2024'),
    ...footnotes('en'),
  ]),
};

export const sectionSlide005Sample: LayoutSample = {
  zh: slide('section_slide_005', 'section_slide', [
    text('section_title', '关键疗效图表'),
    image('image_1', sampleFigure('km', 'PFS')),
    image('image_2', sampleFigure('km', 'OS', '#199AEA')),
    image('image_3', sampleFigure('bars', 'ORR', '#46C28E')),
    text('text_1', '无进展生存期（ITT人群）'),
    text('text_2', '总生存期（ITT人群）'),
    text('text_3', '客观缓解率：48.3% vs 29.7%'),
    ...footnotes('zh'),
  ]),
  en: slide('section_slide_005', 'section_slide', [
    text('section_title', 'Key efficacy figures'),
    image('image_1', sampleFigure('km', 'PFS')),
    image('image_2', sampleFigure('km', 'OS', '#199AEA')),
    image('image_3', sampleFigure('bars', 'ORR', '#46C28E')),
    text('text_1', 'Progression-free survival (ITT)'),
    text('text_2', 'Overall survival (ITT)'),
    text('text_3', 'Objective response rate: 48.3% vs 29.7%'),
    ...footnotes('en'),
  ]),
};

export const sectionSlide006Sample: LayoutSample = {
  zh: slide('section_slide_006', 'section_slide', [
    text('section_title', '总生存期获益'),
    text('highlight', 'HR 0.71'),
    text('highlight_title', '死亡风险降低29%（95% CI 0.58–0.87）'),
    text('text_1_title', '解读'),
    text(
      'text_1',
      '中位总生存期分别为22.4个月和16.8个月。尽管安慰剂组有41%的患者在进展后交叉接受免疫治疗，维拉利单抗组的总生存期获益依然显著。',
    ),
    ...footnotes('zh'),
  ]),
  en: slide('section_slide_006', 'section_slide', [
    text('section_title', 'Overall survival benefit'),
    text('highlight', 'HR 0.71'),
    text('highlight_title', '29% lower risk of death (95% CI 0.58–0.87)'),
    text('text_1_title', 'What it means'),
    text(
      'text_1',
      'Median OS was 22.4 versus 16.8 months. The benefit held although 41% of patients in the placebo group crossed over to immunotherapy after progression.',
    ),
    ...footnotes('en'),
  ]),
};

export const sectionSlide007Sample: LayoutSample = {
  zh: slide('section_slide_007', 'section_slide', [
    text('section_title', '总结'),
    bullets('group_summary', [
      '维拉利单抗联合化疗显著延长无进展生存期（8.6 vs 5.1个月）',
      '总生存期获益具有统计学意义（HR 0.71）',
      '客观缓解率提高至48.3%',
      '安全性可控，未发现新的安全性信号',
    ]),
    text('Conclusion_text', '维拉利单抗联合化疗可作为晚期非鳞状非小细胞肺癌一线治疗的新选择。'),
    ...footnotes('zh'),
  ]),
  en: slide('section_slide_007', 'section_slide', [
    text('section_title', 'Summary'),
    bullets('group_summary', [
      'Velarimab plus chemotherapy prolonged PFS (8.6 vs 5.1 months)',
      'The overall survival benefit was statistically significant (HR 0.71)',
      'The objective response rate rose to 48.3%',
      'Safety was manageable with no new signals',
    ]),
    text(
      'Conclusion_text',
      'Velarimab plus chemotherapy is a new first-line option for advanced non-squamous NSCLC.',
    ),
    ...footnotes('en'),
  ]),
};
