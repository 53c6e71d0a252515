import type { LayoutDeclaration } from '../model';
import { box, FOOTER_CONTENT_IDS, medicalAnimation, medicalFrame, TITLE_ID } from './parts';

/**
 * Title plus title-and-body pairs: each text_group entry is a pair (group_title = the pair's title, its
 * texts = the body), laid out as up to four cards on a 2 x 2 grid.
 */
export const hcpPptA037: LayoutDeclaration = {
  id: 'hcp_ppt_a_037',
  family: 'medical',
  slideType: 'roche_slide',
  description: 'Title and up to four title-and-body pairs as cards (2 x 2)',
  background: 'content',
  contentIds: [
    TITLE_ID,
    {
      id: 'text_group',
      kind: 'text_group',
      required: true,
      maxItems: 4,
      description: 'Pairs: group_title (pair title) + list (body paragraphs)',
    },
    ...FOOTER_CONTENT_IDS,
  ],
  elements: [
    ...medicalFrame('title'),
    {
      kind: 'repeat',
      key: 'pairs',
      contentId: 'text_group',
      maxCount: 4,
      origin: { x: 48, y: 96 },
      step: { dx: 440, dy: 0 },
      columns: 2,
      rowStep: { dx: 0, dy: 184 },
      revealMs: 200,
      template: [
        {
          kind: 'shape',
          key: 'card',
          shape: 'roundRect',
          box: box(0, 0, 424, 172),
          fill: 'surface',
          radius: 8,
        },
        { kind: 'shape', key: 'card_bar', shape: 'rect', box: box(0, 0, 6, 172), fill: 'primary' },
        {
          kind: 'itemText',
          key: 'title',
          field: 'title',
          box: box(20, 10, 392, 44),
          role: 'body',
          style: {
            fontSize: 15,
            minFontSize: 12,
            colour: 'primary',
            weight: 'bold',
            valign: 'middle',
            lineHeight: 1.3,
          },
          overflow: 'shrink',
          typing: 'title',
        },
        {
          kind: 'itemText',
          key: 'body',
          field: 'text',
          box: box(20, 58, 392, 106),
          role: 'body',
          style: { fontSize: 13, minFontSize: 10, colour: 'text', lineHeight: 1.4 },
          overflow: 'shrink',
        },
      ],
    },
  ],
  animation: medicalAnimation(1200),
};
