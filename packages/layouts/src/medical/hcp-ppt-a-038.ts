import type { LayoutDeclaration } from '../model';
import { box, FOOTER_CONTENT_IDS, medicalAnimation, medicalFrame, text, TITLE_ID } from './parts';

/** Title plus a brief summary: one statement in a large quote-like panel. */
export const hcpPptA038: LayoutDeclaration = {
  id: 'hcp_ppt_a_038',
  family: 'medical',
  slideType: 'roche_slide',
  description: 'Title and a brief summary in a large panel',
  background: 'content',
  contentIds: [
    TITLE_ID,
    { id: 'summary', kind: 'text', required: true, maxChars: 600, description: 'Brief summary paragraph' },
    ...FOOTER_CONTENT_IDS,
  ],
  elements: [
    ...medicalFrame('title'),
    {
      kind: 'shape',
      key: 'panel',
      shape: 'roundRect',
      box: box(48, 110, 864, 330),
      fill: 'surface',
      radius: 12,
    },
    { kind: 'shape', key: 'panel_bar', shape: 'rect', box: box(48, 110, 8, 330), fill: 'primary' },
    text(
      'summary',
      'summary',
      box(92, 140, 790, 270),
      { fontSize: 15, minFontSize: 11, colour: 'text', valign: 'middle', lineHeight: 1.6 },
      { overflow: 'shrink' },
    ),
  ],
  animation: medicalAnimation(1000),
};
