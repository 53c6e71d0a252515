import type { ContentIdDeclaration, LayoutElement } from '../model';
import { box, panel, text } from './parts';

/** Comparison slides type every text at the description/comparison speed (spec: 100 ms per character). */
const typing = { typing: 'description' } as const;

/** An option card: the coloured name bar over a light panel (A = primary, B = secondary). */
export function optionCard(n: 1 | 2, x: number, y: number, w: number, h: number): LayoutElement[] {
  return [
    panel(`option${n}_panel`, x, y, w, h),
    {
      kind: 'shape',
      key: `option${n}_bar`,
      shape: 'rect',
      box: box(x, y, w, 50),
      fill: n === 1 ? 'armA' : 'armB',
    },
    text(
      `option${n}`,
      `option${n}`,
      box(x + 14, y + 4, w - 28, 42),
      {
        fontSize: 15,
        minFontSize: 11,
        colour: 'inverse',
        weight: 'bold',
        align: 'center',
        valign: 'middle',
        lineHeight: 1.25,
      },
      { ...typing, overflow: 'shrink' },
    ),
  ];
}

export const OPTION_IDS: ContentIdDeclaration[] = [
  { id: 'option1', kind: 'text', required: true, maxChars: 60, description: 'First option (arm or regimen)' },
  { id: 'option2', kind: 'text', required: true, maxChars: 60, description: 'Second option' },
];

export { typing as comparisonTyping };
