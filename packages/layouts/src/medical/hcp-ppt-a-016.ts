import type { LayoutDeclaration, RepeatElement } from '../model';
import { captionStyle, figureIds, keyPointHeader } from './figure-parts';
import { box, FOOTER_CONTENT_IDS, medicalAnimation, medicalFrame, TITLE_ID } from './parts';

/** Figures with their key_info captions on a grid: `columns` per row, cells w x h (caption below). */
function figureGrid(count: number, columns: number, w: number, h: number, rowStep: number): RepeatElement {
  return {
    kind: 'repeat',
    key: 'figures',
    contentId: 'figures',
    maxCount: count,
    origin: { x: 48, y: 148 },
    step: { dx: w + 16, dy: 0 },
    columns,
    rowStep: { dx: 0, dy: rowStep },
    template: [
      {
        kind: 'shape',
        key: 'frame',
        shape: 'roundRect',
        box: box(0, 0, w, h),
        stroke: 'line',
        strokeWidth: 1,
      },
      { kind: 'itemImage', key: 'image', box: box(4, 4, w - 8, h - 8), fit: 'contain' },
      {
        kind: 'itemText',
        key: 'caption',
        field: 'caption',
        box: box(0, h + 2, w, 24),
        role: 'body',
        style: { ...captionStyle(), fontSize: 12 },
        overflow: 'shrink',
        hideWhenEmpty: true,
      },
    ],
  };
}

/**
 * Retrospective slide with several figures under a key-point header: 2 side by side, 3 in a row, or 4 in
 * a 2 x 2 grid (picked by the figure count); each figure shows its key_info caption.
 */
export const hcpPptA016: LayoutDeclaration = {
  id: 'hcp_ppt_a_016',
  family: 'medical',
  slideType: 'roche_slide',
  description: 'Retrospective figures: key-point header and 2, 3 or 4 captioned figures',
  background: 'content',
  contentIds: [
    TITLE_ID,
    { id: 'key_points_title', kind: 'text', required: true, maxChars: 160, description: 'The key point' },
    figureIds('figures', 4, '2 to 4 figures; key_info is the caption'),
    ...FOOTER_CONTENT_IDS,
  ],
  elements: [...medicalFrame(), ...keyPointHeader()],
  variants: [
    { id: 'two', countOf: 'figures', min: 0, max: 2, elements: [figureGrid(2, 2, 424, 278, 0)] },
    { id: 'three', countOf: 'figures', min: 3, max: 3, elements: [figureGrid(3, 3, 277, 278, 0)] },
    { id: 'four', countOf: 'figures', min: 4, elements: [figureGrid(4, 2, 424, 124, 154)] },
  ],
  animation: medicalAnimation(1200),
};
