import {
  type ContentItem,
  type Reference,
  type Slide,
  type SlideFigure,
  type SlideInput,
  slideSchema,
  type TableCell,
  type TextSegment,
} from '@prowrite/contracts';
import { svgDataUrl } from '../themes/artwork';

/** Small builders for sample slides: the gallery and the visual tests reuse the samples. */

export type Lang = 'zh' | 'en';

export interface LayoutSample {
  zh: Slide;
  en: Slide;
}

export const text = (id: string, value: string): ContentItem => ({ id, type: 'text', text: value });
export const segments = (id: string, parts: TextSegment[]): ContentItem => ({
  id,
  type: 'highlight',
  text_arr: parts,
});
export const bullets = (id: string, list: string[]): ContentItem => ({ id, type: 'array', list });
export const groups = (id: string, entries: [string, string[]][]): ContentItem => ({
  id,
  type: 'text_group',
  long_text: entries.map(([group_title, list]) => ({ group_title, list })),
});
export const table = (id: string, headers: TableCell[], rows: TableCell[][]): ContentItem => ({
  id,
  type: 'table',
  json: { headers, rows },
});
export const image = (id: string, figure: SlideFigure): ContentItem => ({
  id,
  type: 'image',
  img_arr: [figure],
});
export const toc = (id: string, items: [string, string[]][]): ContentItem => ({
  id,
  type: 'list',
  list: items.map(([title, sections], i) => ({
    id: `c${i + 1}`,
    chapter_num: i + 1,
    text: title,
    section_titles: sections.map((s, j) => ({ id: `c${i + 1}s${j + 1}`, text: s })),
  })),
});

export function slide(
  slideId: string,
  type: string,
  content: ContentItem[],
  extra: Partial<SlideInput> = {},
): Slide {
  return slideSchema.parse({ slide_num: 1, slide_id: slideId, type, content, ...extra });
}

export function sampleReferences(lang: Lang): Reference[] {
  const titles =
    lang === 'zh'
      ? [
          '一项评估维拉利单抗联合化疗一线治疗晚期非小细胞肺癌的随机、双盲、III期研究',
          '维拉利单抗治疗相关不良事件的长期安全性汇总分析',
          '中国晚期非小细胞肺癌患者免疫治疗真实世界研究',
        ]
      : [
          'Velarimab plus chemotherapy versus placebo plus chemotherapy in advanced non-small-cell lung cancer (ORCHID-3): a randomised, double-blind, phase 3 trial',
          'Long-term safety of velarimab: pooled analysis of immune-related adverse events',
          'Real-world outcomes of first-line immunotherapy in advanced NSCLC',
        ];
  return titles.map((article_title, i) => ({
    article_idx: i,
    article_title,
    id: i === 0 ? 'file-sample-1' : '',
    sha1: '',
    type: 'pdf',
    article_url: i === 0 ? '' : `https://example.org/articles/${i + 1}`,
  }));
}

/** An original sample chart (Kaplan-Meier-like steps or bars) as an SVG figure with known size. */
export function sampleFigure(kind: 'km' | 'bars', caption: string, colour = '#2A5A9B'): SlideFigure {
  const body =
    kind === 'km'
      ? [
          `<polyline fill="none" stroke="${colour}" stroke-width="4" points="60,40 140,40 140,90 240,90 240,150 340,150 340,190 460,190 460,220 600,220"/>`,
          '<polyline fill="none" stroke="#FFB253" stroke-width="4" points="60,40 120,40 120,120 200,120 200,200 300,200 300,260 420,260 420,300 600,300"/>',
        ].join('')
      : [60, 150, 240, 330, 420, 510]
          .map(
            (x, i) =>
              `<rect x="${x}" y="${340 - (i + 2) * 38}" width="60" height="${(i + 2) * 38}" fill="${colour}"/>`,
          )
          .join('');
  const svg = [
    '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400" viewBox="0 0 640 400">',
    '<rect width="640" height="400" fill="#FFFFFF"/>',
    '<line x1="60" y1="340" x2="620" y2="340" stroke="#3D3D3D" stroke-width="2"/>',
    '<line x1="60" y1="20" x2="60" y2="340" stroke="#3D3D3D" stroke-width="2"/>',
    body,
    '</svg>',
  ].join('');
  return { image_info: { url: svgDataUrl(svg), key_info: caption, width: 640, height: 400, ratio: 1.6 } };
}

export const footnotes = (lang: Lang): ContentItem[] =>
  lang === 'zh'
    ? [
        text(
          'footnote_left',
          'HR：风险比；CI：置信区间；PFS：无进展生存期；OS：总生存期。数据截止日期：2024年3月1日。',
        ),
        text('footnote_right', 'PW-ONC-2024-017'),
      ]
    : [
        text(
          'footnote_left',
          'HR, hazard ratio; CI, confidence interval; PFS, progression-free survival; OS, overall survival. Data cut-off: 1 March 2024.',
        ),
        text('footnote_right', 'PW-ONC-2024-017'),
      ];
