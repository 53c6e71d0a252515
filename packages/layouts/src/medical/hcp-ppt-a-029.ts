import type { LayoutDeclaration } from '../model';
import { medicalTable, TABLE_SLOT } from './table-parts';
import { box, FOOTER_CONTENT_IDS, medicalAnimation, medicalFrame, panel, text, TITLE_ID } from './parts';

/** Table (877) with a criteria summary (e.g. the response or AE grading criteria) in a panel below. */
export const hcpPptA029: LayoutDeclaration = {
  id: 'hcp_ppt_a_029',
  family: 'medical',
  slideType: 'roche_slide',
  description: 'Table (877) with a criteria summary panel below; rows split',
  background: 'content',
  contentIds: [
    TITLE_ID,
    TABLE_SLOT,
    { id: 'criteria_summary', kind: 'text', maxChars: 400, description: 'Criteria the table uses' },
    ...FOOTER_CONTENT_IDS,
  ],
  elements: [
    ...medicalFrame(),
    medicalTable(42, 92, 877, 278),
    panel('criteria_panel', 42, 378, 877, 74, { fill: 'surface' }),
    { kind: 'shape', key: 'criteria_mark', shape: 'rect', box: box(42, 378, 5, 74), fill: 'primary' },
    text('criteria_summary', 'criteria_summary', box(58, 384, 849, 62), {
      fontSize: 13,
      minFontSize: 10,
      colour: 'textSecondary',
      valign: 'middle',
      lineHeight: 1.4,
    }),
  ],
  animation: medicalAnimation(1200),
};
