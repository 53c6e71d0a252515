import type { LayoutDeclaration } from '../model';
import { iconBullets, statementBand } from './bullet-parts';
import { medicalTable, TABLE_SLOT } from './table-parts';
import { FOOTER_CONTENT_IDS, medicalAnimation, medicalFrame, TITLE_ID } from './parts';

/**
 * Table (866) with a conclusion band and two bullets below. Only the first 2 key points are shown
 * (maxItems 2 for writers; the repeat draws at most 2).
 */
export const hcpPptA027: LayoutDeclaration = {
  id: 'hcp_ppt_a_027',
  family: 'medical',
  slideType: 'roche_slide',
  description: 'Table (866) with a conclusion band and the first 2 key points; rows split',
  background: 'content',
  contentIds: [
    TITLE_ID,
    TABLE_SLOT,
    { id: 'conclusion', kind: 'text', maxChars: 200, description: 'What the table shows, one sentence' },
    { id: 'key_points', kind: 'array', maxItems: 2, maxChars: 320, description: 'Two supporting points' },
    ...FOOTER_CONTENT_IDS,
  ],
  elements: [
    ...medicalFrame(),
    medicalTable(47, 92, 866, 238),
    ...statementBand('conclusion', 'conclusion', 48, 338, 864, 44, 14),
    iconBullets('key_points', 'key_points', 48, 390, 864, 32, 2, 13),
  ],
  animation: medicalAnimation(1200),
};
