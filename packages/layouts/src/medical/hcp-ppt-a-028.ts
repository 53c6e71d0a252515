import type { LayoutDeclaration } from '../model';
import { iconBullets } from './bullet-parts';
import { medicalTable, TABLE_SLOT } from './table-parts';
import {
  box,
  FOOTER_CONTENT_IDS,
  medicalAnimation,
  medicalFrame,
  panel,
  panelHeading,
  text,
  TITLE_ID,
} from './parts';

/** Table (571) at the left, key points with check icons (up to 5, heading optional) at the right. */
export const hcpPptA028: LayoutDeclaration = {
  id: 'hcp_ppt_a_028',
  family: 'medical',
  slideType: 'roche_slide',
  description: 'Table (571) with key points (icons) on the right; rows split',
  background: 'content',
  contentIds: [
    TITLE_ID,
    TABLE_SLOT,
    { id: 'key_points_title', kind: 'text', maxChars: 40, description: 'Heading of the key points' },
    { id: 'key_points', kind: 'array', required: true, maxItems: 5, maxChars: 600 },
    ...FOOTER_CONTENT_IDS,
  ],
  elements: [
    ...medicalFrame(),
    medicalTable(48, 92, 571, 360),
    panel('points_panel', 635, 92, 277, 360, { fill: 'surface' }),
    text('key_points_title', 'key_points_title', box(649, 102, 249, 28), panelHeading(), {
      overflow: 'clamp',
      hideWhenEmpty: true,
    }),
    iconBullets('key_points', 'key_points', 649, 138, 249, 62, 5, 13),
  ],
  animation: medicalAnimation(1200),
};
