import type { LayoutDeclaration } from '../model';
import { iconBullets } from './bullet-parts';
import { medicalTable, TABLE_SLOT } from './table-parts';
import { FOOTER_CONTENT_IDS, medicalAnimation, medicalFrame, TITLE_ID } from './parts';

/**
 * Key-point bullets with check icons over a full-width table (870): the points lead, the table follows, so a
 * short table leaves no gap; without key points the table moves up. Only the first 2 key points are shown:
 * maxItems 2 tells writers, the repeat draws at most 2.
 */
export const hcpPptA024: LayoutDeclaration = {
  id: 'hcp_ppt_a_024',
  family: 'medical',
  slideType: 'roche_slide',
  description: 'The first 2 key points as icon bullets over a table (870); rows split',
  background: 'content',
  contentIds: [
    TITLE_ID,
    TABLE_SLOT,
    { id: 'key_points', kind: 'array', maxItems: 2, maxChars: 320, description: 'Two key points' },
    ...FOOTER_CONTENT_IDS,
  ],
  elements: [...medicalFrame()],
  // Without key points the table starts under the header instead of leaving their band empty.
  variants: [
    { id: 'table_only', countOf: 'key_points', min: 0, max: 0, elements: [medicalTable(45, 92, 870, 360)] },
    {
      id: 'with_points',
      countOf: 'key_points',
      min: 1,
      elements: [
        iconBullets('key_points', 'key_points', 48, 94, 864, 40, 2, 14),
        medicalTable(45, 178, 870, 274),
      ],
    },
  ],
  animation: medicalAnimation(1200),
};
