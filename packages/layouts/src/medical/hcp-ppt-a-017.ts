import type { LayoutDeclaration, RepeatElement } from '../model';
import { captionStyle, figureIds } from './figure-parts';
import { box, FOOTER_CONTENT_IDS, medicalAnimation, medicalFrame, panel, text, TITLE_ID } from './parts';

/** One row of captioned figures, `count` across. */
function figureRow(count: number, w: number): RepeatElement {
  return {
    kind: 'repeat',
    key: 'figures',
    contentId: 'figures',
    maxCount: count,
    origin: { x: 48, y: 186 },
    step: { dx: w + 16, dy: 0 },
    template: [
      {
        kind: 'itemText',
        key: 'caption',
        field: 'caption',
        box: box(0, 0, w, 34),
        role: 'body',
        style: captionStyle(),
        overflow: 'shrink',
      },
      {
        kind: 'shape',
        key: 'frame',
        shape: 'roundRect',
        box: box(0, 38, w, 228),
        stroke: 'line',
        strokeWidth: 1,
      },
      { kind: 'itemImage', key: 'image', box: box(4, 42, w - 8, 220), fit: 'contain' },
    ],
  };
}

/** Endpoints across several figures: the main point (title and sentence) on top, 2 or 3 figures below. */
export const hcpPptA017: LayoutDeclaration = {
  id: 'hcp_ppt_a_017',
  family: 'medical',
  slideType: 'roche_slide',
  description: 'Multi-figure endpoints: main point title and main point over 2-3 captioned figures',
  background: 'content',
  contentIds: [
    TITLE_ID,
    { id: 'main_point_title', kind: 'text', maxChars: 80, description: 'Endpoint name, e.g. PFS and OS' },
    {
      id: 'main_point',
      kind: 'text',
      required: true,
      maxChars: 240,
      description: 'The result in one sentence',
    },
    figureIds('figures', 3, 'One figure per endpoint; key_info is its caption'),
    ...FOOTER_CONTENT_IDS,
  ],
  elements: [
    ...medicalFrame(),
    panel('main_point_panel', 48, 92, 864, 84, { fill: 'surface' }),
    text(
      'main_point_title',
      'main_point_title',
      box(64, 98, 832, 24),
      { fontSize: 15, colour: 'primary', weight: 'bold', valign: 'middle', lineHeight: 1.3 },
      { overflow: 'clamp', hideWhenEmpty: true },
    ),
    text('main_point', 'main_point', box(64, 124, 832, 46), {
      fontSize: 14,
      minFontSize: 10,
      colour: 'text',
      lineHeight: 1.35,
    }),
  ],
  variants: [
    { id: 'two', countOf: 'figures', min: 0, max: 2, elements: [figureRow(2, 424)] },
    { id: 'three', countOf: 'figures', min: 3, elements: [figureRow(3, 277)] },
  ],
  animation: medicalAnimation(1200),
};
