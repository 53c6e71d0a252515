import type { LayoutDeclaration } from '../model';
import {
  box,
  FOOTER_CONTENT_IDS,
  medicalAnimation,
  medicalFrame,
  panel,
  panelHeading,
  staticText,
  text,
  TITLE_ID,
} from './parts';

/**
 * Key points with supplement points and a key conclusion: the key-point bullets (under their title) in the
 * main panel, supplement points beside them, the conclusion in a coloured banner under both.
 */
export const hcpPptA006: LayoutDeclaration = {
  id: 'hcp_ppt_a_006',
  family: 'medical',
  slideType: 'roche_slide',
  description: 'Key points (title + bullets), supplement points, key conclusion banner',
  background: 'content',
  contentIds: [
    TITLE_ID,
    { id: 'key_points_title', kind: 'text', maxChars: 60 },
    {
      id: 'key_points',
      kind: 'array',
      required: true,
      maxItems: 5,
      maxChars: 700,
      description: 'Key-point bullets',
    },
    { id: 'supplement_points', kind: 'array', maxItems: 4, maxChars: 400, description: 'Supporting detail' },
    { id: 'key_conclusion', kind: 'text', maxChars: 200, description: 'One-sentence conclusion' },
    ...FOOTER_CONTENT_IDS,
  ],
  elements: [
    ...medicalFrame('title'),
    panel('key_panel', 48, 96, 540, 270),
    text('key_points_title', 'key_points_title', box(64, 104, 508, 28), panelHeading('primary', 15), {
      overflow: 'clamp',
      fallbackText: { zh: '要点', en: 'Key points' },
    }),
    text('key_points', 'key_points', box(64, 136, 508, 222), {
      fontSize: 14,
      minFontSize: 10,
      colour: 'text',
      lineHeight: 1.45,
    }),
    panel('supplement_panel', 604, 96, 308, 270, { stroke: 'line', strokeWidth: 1 }),
    staticText(
      'supplement_label',
      { zh: '补充说明', en: 'Supplementary' },
      box(620, 104, 276, 28),
      panelHeading('secondary', 15),
    ),
    text('supplement_points', 'supplement_points', box(620, 136, 276, 222), {
      fontSize: 13,
      minFontSize: 10,
      colour: 'textSecondary',
      lineHeight: 1.4,
    }),
    text(
      'conclusion',
      'key_conclusion',
      box(48, 378, 864, 76),
      {
        fontSize: 15,
        minFontSize: 11,
        colour: 'inverse',
        weight: 'bold',
        valign: 'middle',
        lineHeight: 1.35,
      },
      { fill: 'primary', padding: 12, hideWhenEmpty: true },
    ),
  ],
  animation: medicalAnimation(1200),
};
