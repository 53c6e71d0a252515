import type { LayoutDeclaration } from '../model';
import { iconBullets, statementBand } from './bullet-parts';
import { figureFrame, figureIds } from './figure-parts';
import {
  FOOTER_CONTENT_IDS,
  medicalAnimation,
  medicalFrame,
  panelHeading,
  text,
  TITLE_ID,
  box,
} from './parts';

/** One figure on the left, key points with check icons on the right, the key conclusion in a band below. */
export const hcpPptA013: LayoutDeclaration = {
  id: 'hcp_ppt_a_013',
  family: 'medical',
  slideType: 'roche_slide',
  description: 'Figure with key points (icons) and a key conclusion band',
  background: 'content',
  contentIds: [
    TITLE_ID,
    figureIds('figure', 1, 'The figure (image_info with url, key_info, width, height, ratio)'),
    { id: 'key_points_title', kind: 'text', maxChars: 60, description: 'Heading over the key points' },
    { id: 'key_points', kind: 'array', required: true, maxItems: 5, maxChars: 600 },
    { id: 'key_conclusion', kind: 'text', maxChars: 200, description: 'One-sentence conclusion' },
    ...FOOTER_CONTENT_IDS,
  ],
  elements: [
    ...medicalFrame(),
    ...figureFrame('figure', 'figure', 48, 96, 500, 296),
    text('key_points_title', 'key_points_title', box(572, 96, 340, 28), panelHeading(), {
      overflow: 'clamp',
      hideWhenEmpty: true,
    }),
    iconBullets('key_points', 'key_points', 572, 132, 340, 52, 5, 14),
    ...statementBand('key_conclusion', 'key_conclusion', 48, 402, 864, 54),
  ],
  animation: medicalAnimation(1200),
};
