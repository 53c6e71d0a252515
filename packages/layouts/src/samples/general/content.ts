import { footnotes, groups, type LayoutSample, sampleReferences, slide, table, text } from '../build';

/** Grouped text, table, two-part title with body. */

export const slideContent001Sample: LayoutSample = {
  zh: slide(
    'slide_content_001',
    'slide_content',
    [
      text('slide_title', '主要入选与排除标准'),
      groups('text_group', [
        [
          '入选标准',
          [
            '年龄≥18岁，经组织学或细胞学确诊的IIIB–IV期非鳞状非小细胞肺癌',
            '既往未接受过针对晚期疾病的全身治疗',
            'ECOG体能状态评分0–1分，至少有一个可测量病灶（RECIST 1.1）',
          ],
        ],
        [
          '排除标准',
          ['存在EGFR敏感突变或ALK重排', '未经治疗的活动性脑转移', '需要全身治疗的活动性自身免疫性疾病'],
        ],
      ]),
      ...footnotes('zh'),
    ],
    { reference: sampleReferences('zh').slice(0, 1) },
  ),
  en: slide(
    'slide_content_001',
    'slide_content',
    [
      text('slide_title', 'Key inclusion and exclusion criteria'),
      groups('text_group', [
        [
          'Inclusion criteria',
          [
            'Age 18 years or older with histologically or cytologically confirmed stage IIIB–IV non-squamous NSCLC',
            'No previous systemic therapy for advanced disease',
            'ECOG performance status 0–1 and at least one measurable lesion (RECIST 1.1)',
          ],
        ],
        [
          'Exclusion criteria',
          [
            'Sensitising EGFR mutation or ALK rearrangement',
            'Untreated active brain metastases',
            'Active autoimmune disease needing systemic treatment',
          ],
        ],
      ]),
      ...footnotes('en'),
    ],
    { reference: sampleReferences('en').slice(0, 1) },
  ),
};

export const slideTable001Sample: LayoutSample = {
  zh: slide('slide_table_001', 'slide_table', [
    text('slide_title', '基线特征'),
    table(
      'table',
      ['特征', '维拉利单抗 + 化疗（n=410）', '安慰剂 + 化疗（n=206）'],
      [
        ['中位年龄（范围），岁', '64（34–84）', '63（36–82）'],
        ['男性，n（%）', '254（62.0）', '127（61.7）'],
        ['ECOG 0，n（%）', '176（42.9）', '90（43.7）'],
        [{ value: 'PD-L1 TPS', col_span: 3 }],
        ['  <1%', '127（31.0）', '63（30.6）'],
        ['  1–49%', '135（32.9）', '70（34.0）'],
        ['  ≥50%', '148（36.1）', '73（35.4）'],
        ['吸烟史，n（%）', '361（88.0）', '182（88.3）'],
      ],
    ),
    ...footnotes('zh'),
  ]),
  en: slide('slide_table_001', 'slide_table', [
    text('slide_title', 'Baseline characteristics'),
    table(
      'table',
      ['Characteristic', 'Velarimab + chemo (n=410)', 'Placebo + chemo (n=206)'],
      [
        ['Median age (range), years', '64 (34–84)', '63 (36–82)'],
        ['Male, n (%)', '254 (62.0)', '127 (61.7)'],
        ['ECOG 0, n (%)', '176 (42.9)', '90 (43.7)'],
        [{ value: 'PD-L1 tumour proportion score', col_span: 3 }],
        ['  <1%', '127 (31.0)', '63 (30.6)'],
        ['  1–49%', '135 (32.9)', '70 (34.0)'],
        ['  ≥50%', '148 (36.1)', '73 (35.4)'],
        ['Former or current smoker, n (%)', '361 (88.0)', '182 (88.3)'],
      ],
    ),
    ...footnotes('en'),
  ]),
};

export const titleBody001Sample: LayoutSample = {
  zh: slide('title_body_001', 'title_body', [
    text('title', '研究背景'),
    text('subtitle', '晚期非小细胞肺癌一线治疗仍存在未满足的需求'),
    text(
      'text_1',
      '肺癌是全球癌症死亡的首要原因，其中约85%为非小细胞肺癌。\n对于无驱动基因突变的晚期患者，含铂化疗联合免疫检查点抑制剂已成为一线标准治疗，但仍有相当比例的患者未能从中获益。\nORCHID-3研究旨在评估维拉利单抗联合化疗在这一人群中的疗效与安全性。',
    ),
    ...footnotes('zh'),
  ]),
  en: slide('title_body_001', 'title_body', [
    text('title', 'Background'),
    text('subtitle', 'First-line treatment of advanced NSCLC still leaves needs unmet'),
    text(
      'text_1',
      'Lung cancer is the leading cause of cancer death worldwide; about 85% of cases are non-small-cell lung cancer.\nFor advanced disease without driver mutations, platinum chemotherapy with an immune checkpoint inhibitor is the first-line standard, yet many patients do not benefit.\nORCHID-3 assessed the efficacy and safety of velarimab plus chemotherapy in this population.',
    ),
    ...footnotes('en'),
  ]),
};
