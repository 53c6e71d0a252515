import { type LayoutSample, slide, text, toc } from '../build';

/** Covers, chapter and section openers, closing. */

export const coverSlide001Sample: LayoutSample = {
  zh: slide('cover_slide_001', 'cover', [
    text('Title', '维拉利单抗联合化疗一线治疗晚期非小细胞肺癌：ORCHID-3研究最新进展'),
    text('Subtitle', '2024年肺癌诊疗进展研讨会 · 北京'),
  ]),
  en: slide('cover_slide_001', 'cover', [
    text('Title', 'Velarimab plus chemotherapy in first-line advanced NSCLC: latest results of ORCHID-3'),
    text('Subtitle', 'Lung Cancer Update Symposium 2024 · Beijing'),
  ]),
};

export const coverSlide001AltSample: LayoutSample = {
  zh: slide('cover_slide_001_alt', 'cover', [
    text('presentation_title', 'ORCHID-3研究解读'),
    text('presentation_subtitle', '维拉利单抗一线治疗晚期非小细胞肺癌'),
    text(
      'brief_summary',
      '本报告概述ORCHID-3研究的设计、主要疗效与安全性结果，并讨论其对中国晚期非小细胞肺癌患者一线治疗选择的临床意义。',
    ),
  ]),
  en: slide('cover_slide_001_alt', 'cover', [
    text('presentation_title', 'Reading ORCHID-3'),
    text('presentation_subtitle', 'First-line velarimab in advanced NSCLC'),
    text(
      'brief_summary',
      'An overview of the ORCHID-3 design, its main efficacy and safety results, and what they mean for first-line treatment choices in advanced non-small-cell lung cancer.',
    ),
  ]),
};

export const tableOfTheContents001Sample: LayoutSample = {
  zh: slide('table_of_the_contents_001', 'table_of_the_contents', [
    text('Title', '目录'),
    toc('contents', [
      ['疾病背景', ['晚期非小细胞肺癌的治疗现状', '未被满足的临床需求']],
      ['研究设计', ['入组人群与分层因素', '给药方案']],
      ['疗效结果', ['无进展生存期', '总生存期']],
      ['安全性', ['不良事件概览']],
    ]),
  ]),
  en: slide('table_of_the_contents_001', 'table_of_the_contents', [
    text('Title', 'Contents'),
    toc('contents', [
      ['Disease background', ['Current treatment of advanced NSCLC', 'Unmet clinical needs']],
      ['Study design', ['Population and stratification', 'Dosing schedule']],
      ['Efficacy', ['Progression-free survival', 'Overall survival']],
      ['Safety', ['Overview of adverse events']],
    ]),
  ]),
};

export const chapterTitle001Sample: LayoutSample = {
  zh: slide('chapter_title_001', 'chapter_title', [
    text('chapter_number', '02'),
    text('chapter_title', '研究设计'),
    text('section_subtitle', '一项全球多中心、随机、双盲、安慰剂对照的III期研究'),
  ]),
  en: slide('chapter_title_001', 'chapter_title', [
    text('chapter_number', '02'),
    text('chapter_title', 'Study design'),
    text(
      'section_subtitle',
      'A global, multicentre, randomised, double-blind, placebo-controlled phase 3 trial',
    ),
  ]),
};

export const titleOnly001Sample: LayoutSample = {
  zh: slide('title_only_001', 'section_title', [text('Title', '安全性结果')]),
  en: slide('title_only_001', 'section_title', [text('Title', 'Safety results')]),
};

export const closingSlide001Sample: LayoutSample = {
  zh: slide('closing_slide_001', 'closing', [
    text('Title', '谢谢'),
    text('Subtitle', '欢迎提问与讨论'),
    text('Contact', 'Prowrite 客户成功团队\ncs@prowrite.local'),
  ]),
  en: slide('closing_slide_001', 'closing', [
    text('Title', 'Thank you'),
    text('Subtitle', 'Questions and discussion'),
    text('Contact', 'Prowrite Customer Success\ncs@prowrite.local'),
  ]),
};
