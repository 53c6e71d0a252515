import type { LayoutDeclaration, LayoutElement } from '../model';
import {
  bodyStyle,
  box,
  contentFrame,
  FOOTER_CONTENT_IDS,
  generalAnimation,
  staticText,
  text,
} from './parts';

function card(n: 1 | 2 | 3): LayoutElement[] {
  const x = 40 + (n - 1) * 300;
  return [
    {
      kind: 'shape',
      key: `card_${n}`,
      shape: 'roundRect',
      box: box(x, 100, 280, 352),
      fill: 'surface',
      radius: 10,
    },
    { kind: 'shape', key: `card_${n}_bar`, shape: 'rect', box: box(x, 100, 280, 4), fill: 'accent' },
    staticText(
      `card_${n}_number`,
      `0${n}`,
      box(x + 16, 114, 80, 40),
      {
        fontSize: 26,
        colour: 'primary',
        weight: 'bold',
        lineHeight: 1.3,
      },
      { role: 'title' },
    ),
    text(
      `title_${n}`,
      `text_${n}_title`,
      box(x + 16, 158, 248, 50),
      { fontSize: 15, minFontSize: 12, colour: 'title', weight: 'bold', lineHeight: 1.3 },
      { role: 'title' },
    ),
    text(`body_${n}`, `text_${n}`, box(x + 16, 214, 248, 226), bodyStyle(13, 'textSecondary')),
  ];
}

/** Three highlights: three numbered cards, each with a short title and text (key messages, pillars). */
export const sectionSlide003: LayoutDeclaration = {
  id: 'section_slide_003',
  family: 'general',
  slideType: 'section_slide',
  description: 'Three highlights: three numbered cards with title and text',
  background: 'content',
  contentIds: [
    { id: 'section_title', kind: 'text', required: true, maxChars: 120 },
    ...[1, 2, 3].flatMap((n) => [
      { id: `text_${n}_title`, kind: 'text' as const, maxChars: 60 },
      { id: `text_${n}`, kind: 'text' as const, maxChars: 500 },
    ]),
    ...FOOTER_CONTENT_IDS,
  ],
  elements: [...contentFrame('section_title'), ...card(1), ...card(2), ...card(3)],
  animation: generalAnimation(),
};
