import type { LayoutDeclaration } from '../model';
import { statementBand } from './bullet-parts';
import { captionStyle, figureFrame, figureIds } from './figure-parts';
import { medicalTable, TABLE_SLOT } from './table-parts';
import { box, FOOTER_CONTENT_IDS, medicalAnimation, medicalFrame, text, TITLE_ID } from './parts';

/** Table (430) at the left; at the right the figure title, the figure and the conclusion below it. */
export const hcpPptA030: LayoutDeclaration = {
  id: 'hcp_ppt_a_030',
  family: 'medical',
  slideType: 'roche_slide',
  description: 'Table (430) left, figure right with figure title and conclusion; rows split',
  background: 'content',
  contentIds: [
    TITLE_ID,
    TABLE_SLOT,
    { id: 'figure_title', kind: 'text', maxChars: 90, description: 'Title of the figure' },
    figureIds('figure', 1, 'The figure'),
    { id: 'conclusion', kind: 'text', maxChars: 160, description: 'What table and figure show together' },
    ...FOOTER_CONTENT_IDS,
  ],
  elements: [
    ...medicalFrame(),
    medicalTable(48, 92, 430, 360),
    text('figure_title', 'figure_title', box(498, 92, 414, 30), captionStyle(), { overflow: 'shrink' }),
    ...figureFrame('figure', 'figure', 498, 126, 414, 254),
    ...statementBand('conclusion', 'conclusion', 498, 388, 414, 64, 14),
  ],
  animation: medicalAnimation(1200),
};
