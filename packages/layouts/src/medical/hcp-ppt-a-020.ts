import type { LayoutDeclaration } from '../model';
import { box, FOOTER_CONTENT_IDS, medicalAnimation, medicalFrame, text, TITLE_ID } from './parts';

/** A list of paragraphs (no bullet marks), e.g. background or discussion; overflow splits the slide. */
export const hcpPptA020: LayoutDeclaration = {
  id: 'hcp_ppt_a_020',
  family: 'medical',
  slideType: 'roche_slide',
  description: 'List of paragraphs (array, one paragraph per entry); overflow splits the slide',
  background: 'content',
  contentIds: [
    TITLE_ID,
    { id: 'subtitle_1', kind: 'text', maxChars: 120, description: 'Lead line (hidden when empty)' },
    { id: 'text_1', kind: 'array', required: true, maxItems: 10, description: 'The paragraphs, in order' },
    ...FOOTER_CONTENT_IDS,
  ],
  elements: [
    ...medicalFrame(),
    text(
      'subtitle',
      'subtitle_1',
      box(48, 92, 864, 24),
      { fontSize: 15, colour: 'primary', weight: 'bold', lineHeight: 1.3 },
      { overflow: 'clamp', hideWhenEmpty: true },
    ),
    text(
      'paragraphs',
      'text_1',
      box(48, 124, 864, 330),
      { fontSize: 14, colour: 'text', lineHeight: 1.55 },
      { overflow: 'split', bullets: false },
    ),
  ],
  animation: medicalAnimation(1000),
};
