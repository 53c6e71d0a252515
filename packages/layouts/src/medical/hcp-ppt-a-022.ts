import type { LayoutDeclaration, RepeatElement } from '../model';
import { box, FOOTER_CONTENT_IDS, medicalAnimation, medicalFrame, TITLE_ID } from './parts';

/** Numbered cards over the entries of text_1: `columns` per row, each w x h. */
function cards(count: number, columns: number, w: number, h: number): RepeatElement {
  return {
    kind: 'repeat',
    key: 'items',
    contentId: 'text_1',
    maxCount: count,
    origin: { x: 48, y: 96 },
    step: { dx: w + 16, dy: 0 },
    columns,
    rowStep: { dx: 0, dy: h + 12 },
    revealMs: 200,
    template: [
      { kind: 'shape', key: 'card', shape: 'roundRect', box: box(0, 0, w, h), fill: 'surface', radius: 8 },
      { kind: 'shape', key: 'mark', shape: 'rect', box: box(0, 0, w, 4), fill: 'primary' },
      {
        kind: 'itemText',
        key: 'number',
        field: 'number',
        numberFormat: 'pad2',
        box: box(14, 12, 60, 30),
        role: 'title',
        style: { fontSize: 26, colour: 'primary', weight: 'bold', lineHeight: 1.15 },
        overflow: 'clamp',
        typing: 'none',
      },
      {
        kind: 'itemText',
        key: 'text',
        field: 'text',
        box: box(14, 48, w - 28, h - 60),
        role: 'body',
        style: { fontSize: 14, minFontSize: 10, colour: 'text', lineHeight: 1.45 },
        overflow: 'shrink',
      },
    ],
  };
}

/**
 * Three or more text items as numbered cards: 3 in one row, 4 in a 2 x 2 grid, 5-6 in two rows of three
 * (picked by the entry count; entries past six are not drawn, maxItems says so to writers).
 */
export const hcpPptA022: LayoutDeclaration = {
  id: 'hcp_ppt_a_022',
  family: 'medical',
  slideType: 'roche_slide',
  description: 'Three or more text items: numbered cards (3 in a row, 2 x 2, or 2 rows of 3)',
  background: 'content',
  contentIds: [
    TITLE_ID,
    { id: 'text_1', kind: 'array', required: true, maxItems: 6, description: '3 to 6 short items' },
    ...FOOTER_CONTENT_IDS,
  ],
  elements: [...medicalFrame()],
  variants: [
    { id: 'row', countOf: 'text_1', min: 0, max: 3, elements: [cards(3, 3, 277, 356)] },
    { id: 'square', countOf: 'text_1', min: 4, max: 4, elements: [cards(4, 2, 424, 172)] },
    { id: 'grid', countOf: 'text_1', min: 5, elements: [cards(6, 3, 277, 172)] },
  ],
  animation: medicalAnimation(1200),
};
