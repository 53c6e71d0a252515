import type { LayoutDeclaration, LayoutElement } from '../model';
import { comparisonTyping, OPTION_IDS, optionCard } from './comparison-parts';
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
  textIds,
} from './parts';

/** The option's value (large) and its two conditions under it. */
function valueAndConditions(n: 1 | 2, x: number): LayoutElement[] {
  return [
    text(
      `value${n}`,
      `value${n}`,
      box(x + 14, 160, 372, 50),
      {
        fontSize: 30,
        minFontSize: 15,
        colour: n === 1 ? 'armA' : 'armB',
        weight: 'bold',
        align: 'center',
        valign: 'middle',
        lineHeight: 1.2,
      },
      { ...comparisonTyping, role: 'title', overflow: 'shrink' },
    ),
    ...[1, 2].map((c) =>
      text(
        `condition${n}_${c}`,
        `condition${n}_${c}`,
        box(x + 14, 214 + (c - 1) * 34, 372, 32),
        {
          fontSize: 12,
          minFontSize: 10,
          colour: 'textSecondary',
          align: 'center',
          valign: 'middle',
          lineHeight: 1.25,
        },
        { ...comparisonTyping, overflow: 'shrink' },
      ),
    ),
  ];
}

/**
 * Comparison with two values: each option card carries its value and two conditions (condition1_1,
 * condition1_2 | condition2_1, condition2_2); the metric label sits between the cards ("vs"); key points
 * below.
 */
export const hcpPptA008: LayoutDeclaration = {
  id: 'hcp_ppt_a_008',
  family: 'medical',
  slideType: 'comparison',
  description: 'Two options with a value and two conditions each, metric between them, key points below',
  background: 'content',
  contentIds: [
    TITLE_ID,
    ...OPTION_IDS,
    {
      id: 'comparison_metric',
      kind: 'text',
      maxChars: 60,
      description: 'What the values measure, e.g. median PFS',
    },
    { id: 'value1', kind: 'text', required: true, maxChars: 30 },
    { id: 'value2', kind: 'text', required: true, maxChars: 30 },
    ...textIds(
      ['condition1_1', 'condition1_2', 'condition2_1', 'condition2_2'],
      80,
      'Condition of the value',
    ),
    { id: 'key_points', kind: 'array', maxItems: 3, maxChars: 400, description: 'Key-point bullets' },
    ...FOOTER_CONTENT_IDS,
  ],
  elements: [
    ...medicalFrame('title'),
    ...optionCard(1, 48, 96, 400, 190),
    ...valueAndConditions(1, 48),
    ...optionCard(2, 512, 96, 400, 190),
    ...valueAndConditions(2, 512),
    { kind: 'shape', key: 'vs_circle', shape: 'ellipse', box: box(456, 164, 48, 48), fill: 'accent' },
    staticText('vs', 'vs', box(456, 164, 48, 48), {
      fontSize: 15,
      colour: 'inverse',
      weight: 'bold',
      align: 'center',
      valign: 'middle',
      lineHeight: 1.2,
    }),
    text(
      'metric',
      'comparison_metric',
      box(48, 292, 864, 24),
      { fontSize: 13, colour: 'muted', align: 'center', valign: 'middle', lineHeight: 1.3 },
      { ...comparisonTyping, overflow: 'clamp' },
    ),
    panel('key_panel', 48, 322, 864, 134, { stroke: 'primary', strokeWidth: 1 }),
    staticText(
      'key_label',
      { zh: '要点', en: 'Key points' },
      box(64, 328, 200, 26),
      panelHeading('primary', 14),
    ),
    text(
      'key_points',
      'key_points',
      box(64, 356, 832, 94),
      { fontSize: 13, minFontSize: 10, colour: 'text', lineHeight: 1.4 },
      comparisonTyping,
    ),
  ],
  animation: medicalAnimation(1500),
};
