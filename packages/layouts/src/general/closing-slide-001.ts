import type { LayoutDeclaration, LocalText } from '../model';
import { box, generalAnimation, staticText, text } from './parts';

/** The fixed customer-success contact of the CONTACT US block. */
export const CUSTOMER_SUCCESS_CONTACT: LocalText = {
  zh: 'Prowrite 客户成功团队\ncs@prowrite.local',
  en: 'Prowrite Customer Success\ncs@prowrite.local',
};

/** Closing: a thank-you title and the fixed CONTACT US block with the customer-success contact. */
export const closingSlide001: LayoutDeclaration = {
  id: 'closing_slide_001',
  family: 'general',
  slideType: 'closing',
  description:
    'Closing: thank-you title, optional line, fixed CONTACT US block with the customer-success contact',
  background: 'closing',
  contentIds: [
    { id: 'Title', kind: 'text', maxChars: 60, description: 'Closing words; "Thank you" / 谢谢 when empty' },
    { id: 'Subtitle', kind: 'text', maxChars: 160, description: 'One closing line (hidden when empty)' },
  ],
  elements: [
    { kind: 'logo', key: 'logo', placement: 'cover' },
    text(
      'title',
      'Title',
      box(500, 110, 420, 80),
      { fontSize: 40, minFontSize: 26, colour: 'inverse', weight: 'bold', valign: 'bottom', lineHeight: 1.2 },
      { role: 'title', fallbackText: { zh: '谢谢', en: 'Thank you' } },
    ),
    text(
      'subtitle',
      'Subtitle',
      box(500, 198, 420, 50),
      { fontSize: 15, minFontSize: 12, colour: 'inverse', lineHeight: 1.4 },
      { overflow: 'clamp', hideWhenEmpty: true },
    ),
    { kind: 'shape', key: 'divider', shape: 'rect', box: box(500, 262, 64, 4), fill: 'accent' },
    staticText(
      'contact_label',
      'CONTACT US',
      box(500, 286, 420, 40),
      {
        fontSize: 26,
        colour: 'inverse',
        weight: 'bold',
        valign: 'middle',
        lineHeight: 1.3,
      },
      { role: 'title' },
    ),
    staticText('contact', CUSTOMER_SUCCESS_CONTACT, box(500, 332, 420, 48), {
      fontSize: 14,
      colour: 'inverse',
      lineHeight: 1.5,
    }),
  ],
  animation: generalAnimation({ loadedDelayMs: 800 }),
};
