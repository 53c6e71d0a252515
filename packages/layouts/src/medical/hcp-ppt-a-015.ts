import type { LayoutDeclaration } from '../model';
import { figureFrame, figureIds, keyPointHeader } from './figure-parts';
import { FOOTER_CONTENT_IDS, medicalAnimation, medicalFrame, TITLE_ID } from './parts';

/** Retrospective figure slide: the key point in a band under the header, one large figure below it. */
export const hcpPptA015: LayoutDeclaration = {
  id: 'hcp_ppt_a_015',
  family: 'medical',
  slideType: 'roche_slide',
  description: 'Retrospective figure: key-point header band and one large figure',
  background: 'content',
  contentIds: [
    TITLE_ID,
    { id: 'key_points_title', kind: 'text', required: true, maxChars: 160, description: 'The key point' },
    figureIds('figure', 1, 'The figure, drawn as large as its ratio allows'),
    ...FOOTER_CONTENT_IDS,
  ],
  elements: [...medicalFrame(), ...keyPointHeader(), ...figureFrame('figure', 'figure', 48, 148, 864, 308)],
  animation: medicalAnimation(1000),
};
