import type { LayoutDeclaration } from '../model';
import { box, generalAnimation, staticText, text } from './parts';

/**
 * Closing: a thank-you title and, when the team has set one, the CONTACT US block with the team's closing
 * contact (the `Contact` content, filled from the team setting; no placeholder address is ever shown).
 */
export const closingSlide001: LayoutDeclaration = {
  id: 'closing_slide_001',
  family: 'general',
  slideType: 'closing',
  description:
    "Closing: thank-you title, optional line, CONTACT US block with the team's contact (hidden when unset)",
  background: 'closing',
  contentIds: [
    { id: 'Title', kind: 'text', maxChars: 60, description: 'Closing words; "Thank you" / 谢谢 when empty' },
    { id: 'Subtitle', kind: 'text', maxChars: 160, description: 'One closing line (hidden when empty)' },
    {
      id: 'Contact',
      kind: 'text',
      maxChars: 200,
      description: "The team's closing contact (admin console); the CONTACT US block is hidden when empty",
    },
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
    {
      kind: 'shape',
      key: 'divider',
      shape: 'rect',
      box: box(500, 262, 64, 4),
      fill: 'accent',
      showWhen: 'Contact',
    },
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
      { role: 'title', showWhen: 'Contact' },
    ),
    text(
      'contact',
      'Contact',
      box(500, 332, 420, 48),
      { fontSize: 14, colour: 'inverse', lineHeight: 1.5 },
      { role: 'label', overflow: 'clamp', typing: 'none', hideWhenEmpty: true },
    ),
  ],
  animation: generalAnimation({ loadedDelayMs: 800 }),
};
