import type { LayoutDeclaration } from '../model';
import { bodyStyle, box, contentLogo, FOOTER_CONTENT_IDS, footer, generalAnimation, text } from './parts';

/** Two-part title (a coloured lead part and a second part) over a body text. */
export const titleBody001: LayoutDeclaration = {
  id: 'title_body_001',
  family: 'general',
  slideType: 'title_body',
  description: 'Two-part title (lead part in the primary colour, second part below) with a body text',
  background: 'content',
  contentIds: [
    { id: 'title', kind: 'text', required: true, maxChars: 80, description: 'First part of the title' },
    { id: 'subtitle', kind: 'text', maxChars: 120, description: 'Second part of the title' },
    { id: 'text_1', kind: 'text', maxChars: 1400, description: 'Body text' },
    ...FOOTER_CONTENT_IDS,
  ],
  elements: [
    text(
      'title',
      'title',
      box(40, 22, 740, 40),
      { fontSize: 26, minFontSize: 18, colour: 'primary', weight: 'bold', valign: 'middle', lineHeight: 1.3 },
      { role: 'title' },
    ),
    text(
      'subtitle',
      'subtitle',
      box(40, 64, 820, 40),
      { fontSize: 26, minFontSize: 15, colour: 'title', valign: 'middle', lineHeight: 1.3 },
      { role: 'title', hideWhenEmpty: true },
    ),
    { kind: 'shape', key: 'accent', shape: 'rect', box: box(40, 112, 48, 4), fill: 'accent' },
    text('body', 'text_1', box(40, 128, 880, 326), bodyStyle(15)),
    contentLogo(),
    ...footer(),
  ],
  animation: generalAnimation(),
};
