import { image, type LayoutSample, sampleFigure, slide, text } from '../build';

/** Medical covers, section titles and closing. */

const coverZh = [
  text('presentation_title', 'ORCHID-3研究：维拉利单抗联合化疗一线治疗晚期非小细胞肺癌'),
  text('presentation_subtitle', '2024年胸部肿瘤学术年会 · 上海'),
  text(
    'brief_summary',
    '本报告介绍ORCHID-3研究的设计、无进展生存期与总生存期结果及安全性，并探讨其对一线治疗选择的意义。',
  ),
];
const coverEn = [
  text('presentation_title', 'ORCHID-3: first-line velarimab plus chemotherapy in advanced NSCLC'),
  text('presentation_subtitle', 'Thoracic Oncology Congress 2024 · Shanghai'),
  text(
    'brief_summary',
    'Design, progression-free and overall survival, and safety of ORCHID-3, and what they mean for first-line treatment choices.',
  ),
];

export const hcpPptA001Sample: LayoutSample = {
  zh: slide('hcp_ppt_a_001', 'cover', coverZh),
  en: slide('hcp_ppt_a_001', 'cover', coverEn),
};

export const hcpPptA004Sample: LayoutSample = {
  zh: slide('hcp_ppt_a_004', 'cover', coverZh),
  en: slide('hcp_ppt_a_004', 'cover', coverEn),
};

export const hcpPptA002Sample: LayoutSample = {
  zh: slide('hcp_ppt_a_002', 'section_title', [
    text('title', '疗效结果'),
    text('summary', '维拉利单抗联合化疗显著延长无进展生存期和总生存期，各预设亚组获益一致。'),
  ]),
  en: slide('hcp_ppt_a_002', 'section_title', [
    text('title', 'Efficacy results'),
    text(
      'summary',
      'Velarimab plus chemotherapy prolonged progression-free and overall survival, with consistent benefit across prespecified subgroups.',
    ),
  ]),
};

export const hcpPptA003Sample: LayoutSample = {
  zh: slide('hcp_ppt_a_003', 'section_title', [
    text('title', '安全性结果'),
    image('figure', sampleFigure('bars', '安全性概览', '#4CA6B2')),
  ]),
  en: slide('hcp_ppt_a_003', 'section_title', [
    text('title', 'Safety results'),
    image('figure', sampleFigure('bars', 'Safety overview', '#4CA6B2')),
  ]),
};

export const hcpPptA009Sample: LayoutSample = {
  zh: slide('hcp_ppt_a_009', 'closing', [text('closing_slogan', '以证据为本，助力每一位患者')]),
  en: slide('hcp_ppt_a_009', 'closing', [text('closing_slogan', 'Evidence first, for every patient')]),
};
