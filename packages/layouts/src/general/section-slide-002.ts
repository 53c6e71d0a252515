import type { LayoutDeclaration, LayoutElement } from '../model';
import { bodyStyle, box, contentFrame, FOOTER_CONTENT_IDS, generalAnimation, text } from './parts';

function column(n: 1 | 2, x: number, w = 430): LayoutElement[] {
  return [
    {
      kind: 'shape',
      key: `panel_${n}`,
      shape: 'roundRect',
      box: box(x, 100, w, 352),
      fill: 'surface',
      radius: 8,
    },
    {
      kind: 'shape',
      key: `panel_${n}_bar`,
      shape: 'rect',
      box: box(x, 100, w, 4),
      fill: n === 1 ? 'primary' : 'secondary',
    },
    text(
      `title_${n}`,
      `text_${n}_title`,
      box(x + 16, 114, w - 32, 30),
      { fontSize: 15, minFontSize: 12, colour: 'primary', weight: 'bold', valign: 'middle', lineHeight: 1.3 },
      { role: 'title' },
    ),
    text(`body_${n}`, `text_${n}`, box(x + 16, 150, w - 32, 290), bodyStyle(13)),
  ];
}

/** Two columns: two titled panels side by side (comparison, before/after, two arms). */
export const sectionSlide002: LayoutDeclaration = {
  id: 'section_slide_002',
  family: 'general',
  slideType: 'section_slide',
  description: 'Two columns: two titled panels side by side for comparisons',
  background: 'content',
  contentIds: [
    { id: 'section_title', kind: 'text', required: true, maxChars: 120 },
    { id: 'text_1_title', kind: 'text', maxChars: 60 },
    { id: 'text_1', kind: 'text', maxChars: 900 },
    { id: 'text_2_title', kind: 'text', maxChars: 60 },
    { id: 'text_2', kind: 'text', maxChars: 900 },
    ...FOOTER_CONTENT_IDS,
  ],
  elements: [...contentFrame('section_title'), ...column(1, 40), ...column(2, 490)],
  // A column without body text goes; the other takes the whole width.
  collapsible: [
    {
      id: 'no_text_1',
      whenEmpty: ['text_1'],
      members: ['panel_1', 'panel_1_bar', 'title_1', 'body_1'],
      replace: column(2, 40, 880),
    },
    {
      id: 'no_text_2',
      whenEmpty: ['text_2'],
      members: ['panel_2', 'panel_2_bar', 'title_2', 'body_2'],
      replace: column(1, 40, 880),
    },
  ],
  animation: generalAnimation(),
};
