import type { ContentIdDeclaration, LayoutElement } from '../model';
import { box, panel, text } from './parts';

/** Comparison slides type every text at the description/comparison speed (100 ms per character). */
const typing = { typing: 'description' } as const;

/**
 * An option card (1 = arm A colour, 2 = arm B colour). `band`: the name in a coloured bar at the top, room
 * below for values; `centred`: a coloured top stripe and the name centred in the card.
 */
export function optionCard(
  n: 1 | 2,
  x: number,
  y: number,
  w: number,
  h: number,
  mode: 'band' | 'centred' = 'band',
): LayoutElement[] {
  const colour = n === 1 ? 'armA' : 'armB';
  const band = mode === 'band';
  return [
    panel(`option${n}_panel`, x, y, w, h),
    { kind: 'shape', key: `option${n}_bar`, shape: 'rect', box: box(x, y, w, band ? 50 : 8), fill: colour },
    text(
      `option${n}`,
      `option${n}`,
      band ? box(x + 14, y + 4, w - 28, 42) : box(x + 20, y + 24, w - 40, h - 40),
      {
        fontSize: 15,
        minFontSize: 11,
        colour: band ? 'inverse' : colour,
        weight: 'bold',
        align: 'center',
        valign: 'middle',
        lineHeight: 1.3,
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
