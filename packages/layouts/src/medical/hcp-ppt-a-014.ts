import type { LayoutDeclaration } from '../model';
import { statementBand } from './bullet-parts';
import { captionStyle, figureFrame, figureIds } from './figure-parts';
import { box, FOOTER_CONTENT_IDS, medicalAnimation, medicalFrame, text, TITLE_ID } from './parts';

/** Two figures side by side, each under its title (figure_1_title / figure_2_title), and the main point. */
export const hcpPptA014: LayoutDeclaration = {
  id: 'hcp_ppt_a_014',
  family: 'medical',
  slideType: 'roche_slide',
  description: 'Two figures side by side with captions and a main point',
  background: 'content',
  contentIds: [
    TITLE_ID,
    figureIds('figures', 2, 'Two figures, left then right'),
    { id: 'figure_1_title', kind: 'text', maxChars: 90, description: 'Key info of the left figure' },
    { id: 'figure_2_title', kind: 'text', maxChars: 90, description: 'Key info of the right figure' },
    { id: 'main_point', kind: 'text', maxChars: 200, description: 'What the two figures show together' },
    ...FOOTER_CONTENT_IDS,
  ],
  elements: [
    ...medicalFrame(),
    text('figure_1_title', 'figure_1_title', box(48, 94, 420, 40), captionStyle(), { overflow: 'shrink' }),
    text('figure_2_title', 'figure_2_title', box(492, 94, 420, 40), captionStyle(), { overflow: 'shrink' }),
    ...figureFrame('figure_1', 'figures', 48, 138, 420, 256, 0),
    ...figureFrame('figure_2', 'figures', 492, 138, 420, 256, 1),
    ...statementBand('main_point', 'main_point', 48, 402, 864, 54),
  ],
  animation: medicalAnimation(1200),
};
