import type { LayoutDeclaration } from '../model';
import { box, medicalAnimation, staticText, text } from './parts';

/** The fixed closing words, shown in both languages as the spec gives them. */
export const THANK_YOU = 'Thank you';

/** Closing: the words "Thank you", an accent rule and the closing slogan; logo when set. */
export const hcpPptA009: LayoutDeclaration = {
  id: 'hcp_ppt_a_009',
  family: 'medical',
  slideType: 'closing',
  description: 'Closing: fixed "Thank you" and the closing slogan on the closing artwork',
  background: 'closing',
  contentIds: [
    {
      id: 'closing_slogan',
      kind: 'text',
      maxChars: 120,
      description: 'One closing line (hidden when empty)',
    },
  ],
  elements: [
    { kind: 'logo', key: 'logo', placement: 'cover', box: box(64, 40, 160, 48) },
    staticText(
      'thank_you',
      THANK_YOU,
      box(64, 170, 560, 70),
      { fontSize: 40, colour: 'inverse', weight: 'bold', valign: 'bottom', lineHeight: 1.2 },
      { role: 'title', typing: 'slowTitle' },
    ),
    { kind: 'shape', key: 'rule', shape: 'rect', box: box(64, 252, 72, 5), fill: 'accent' },
    text(
      'slogan',
      'closing_slogan',
      box(64, 272, 560, 100),
      { fontSize: 30, minFontSize: 15, colour: 'inverse', lineHeight: 1.3 },
      { role: 'title', hideWhenEmpty: true },
    ),
  ],
  animation: medicalAnimation(1000),
};
