import type { LayoutDeclaration } from '../model';
import { iconBullets, medicalTable, TABLE_SLOT } from './parts-b';
import { FOOTER_CONTENT_IDS, medicalAnimation, medicalFrame, TITLE_ID } from './parts';

/**
 * Full-width table (870) with key-point bullets with check icons below it. Only the first 2 key points are
 * shown (spec: some table slides show the first 2): maxItems 2 tells writers, the repeat draws at most 2.
 */
export const hcpPptA024: LayoutDeclaration = {
  id: 'hcp_ppt_a_024',
  family: 'medical',
  slideType: 'roche_slide',
  description: 'Table (870) with the first 2 key points as icon bullets below; rows split',
  background: 'content',
  contentIds: [
    TITLE_ID,
    TABLE_SLOT,
    { id: 'key_points', kind: 'array', maxItems: 2, maxChars: 320, description: 'Two key points' },
    ...FOOTER_CONTENT_IDS,
  ],
  elements: [
    ...medicalFrame(),
    medicalTable(45, 92, 870, 270),
    iconBullets('key_points', 'key_points', 48, 370, 864, 42, 2, 14),
  ],
  animation: medicalAnimation(1200),
};
