import type { LayoutDeclaration } from '../model';
import { captionStyle, figureIds } from './figure-parts';
import { medicalTable, TABLE_SLOT } from './table-parts';
import { box, FOOTER_CONTENT_IDS, medicalAnimation, medicalFrame, TITLE_ID } from './parts';

/** Table (440) at the left, one figure with its key_info caption at the right; rows split. */
export const hcpPptA025: LayoutDeclaration = {
  id: 'hcp_ppt_a_025',
  family: 'medical',
  slideType: 'roche_slide',
  description: 'Table (440) with a captioned figure at the right; rows split',
  background: 'content',
  contentIds: [
    TITLE_ID,
    TABLE_SLOT,
    figureIds('figure', 1, 'The figure; key_info is its caption'),
    ...FOOTER_CONTENT_IDS,
  ],
  elements: [
    ...medicalFrame(),
    medicalTable(48, 92, 440, 360),
    {
      kind: 'repeat',
      key: 'figure',
      contentId: 'figure',
      maxCount: 1,
      origin: { x: 508, y: 92 },
      step: { dx: 0, dy: 0 },
      template: [
        {
          kind: 'shape',
          key: 'frame',
          shape: 'roundRect',
          box: box(0, 0, 404, 318),
          stroke: 'line',
          strokeWidth: 1,
        },
        { kind: 'itemImage', key: 'image', box: box(6, 6, 392, 306), fit: 'contain' },
        {
          kind: 'itemText',
          key: 'caption',
          field: 'caption',
          box: box(0, 324, 404, 36),
          role: 'body',
          style: captionStyle(),
          overflow: 'shrink',
          hideWhenEmpty: true,
        },
      ],
    },
  ],
  animation: medicalAnimation(1200),
};
