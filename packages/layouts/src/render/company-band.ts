import type { ResolvedShape, Theme } from '../model';

/** The company element: a small brand band at the top-left edge, accent then secondary (visible on every background). */
export const COMPANY_BAND_BOX = { x: 0, y: 0, w: 200, h: 8 } as const;

/**
 * Drawn last (on top) when the deck's extra company element flag is on; a render option rather than part
 * of any layout, so every layout in every theme gets the same band and decks without the flag are untouched.
 */
export function companyBand(theme: Theme): ResolvedShape[] {
  return [
    {
      kind: 'shape',
      key: 'company_band',
      shape: 'rect',
      box: { ...COMPANY_BAND_BOX },
      fill: theme.colours.accent,
      strokeWidth: 0,
      radius: 0,
      opacity: 1,
      revealDelayMs: 0,
    },
    {
      kind: 'shape',
      key: 'company_band_accent',
      shape: 'rect',
      box: { x: COMPANY_BAND_BOX.w, y: 0, w: 40, h: COMPANY_BAND_BOX.h },
      fill: theme.colours.secondary,
      strokeWidth: 0,
      radius: 0,
      opacity: 1,
      revealDelayMs: 0,
    },
  ];
}
