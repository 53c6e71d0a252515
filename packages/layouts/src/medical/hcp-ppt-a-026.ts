import type { LayoutDeclaration } from '../model';
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

/** Table (548) at the left, an explanatory text (optional heading) in a panel at the right; rows split. */
export const hcpPptA026: LayoutDeclaration = {
  id: 'hcp_ppt_a_026',
  family: 'medical',
  slideType: 'roche_slide',
  description: 'Table (548) with a text panel at the right; rows split',
  background: 'content',
  contentIds: [
    TITLE_ID,
    TABLE_SLOT,
    { id: 'subtitle_1', kind: 'text', maxChars: 60, description: 'Heading of the text panel' },
    { id: 'text_1', kind: 'text', required: true, maxChars: 500, description: 'What the table shows' },
    ...FOOTER_CONTENT_IDS,
  ],
  elements: [
    ...medicalFrame(),
    medicalTable(48, 92, 548, 360),
    panel('text_panel', 616, 92, 296, 360, { fill: 'surface' }),
    text('text_heading', 'subtitle_1', box(632, 104, 264, 28), panelHeading(), {
      overflow: 'clamp',
      hideWhenEmpty: true,
    }),
    text('text_1', 'text_1', box(632, 140, 264, 300), {
      fontSize: 14,
      minFontSize: 10,
      colour: 'text',
      lineHeight: 1.5,
    }),
  ],
  animation: medicalAnimation(1200),
};
