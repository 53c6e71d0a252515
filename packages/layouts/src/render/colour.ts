import type { ColourRef, Theme, ThemeColourToken } from '../model';

const HEX6 = /^#[0-9a-fA-F]{6}$/;
const HEX3 = /^#[0-9a-fA-F]{3}$/;
const RGB = /^rgb\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*\)$/i;

export function isHexColour(value: string): boolean {
  return HEX6.test(value);
}

/** A declaration colour (theme token or #RRGGBB) as #RRGGBB. */
export function resolveColour(ref: ColourRef, theme: Theme): string {
  if (ref.startsWith('#')) return ref.toUpperCase();
  return theme.colours[ref as ThemeColourToken];
}

/**
 * A colour written into content by a writer or an LLM (text_arr `color`): only #RGB, #RRGGBB and rgb()
 * pass, normalised to #RRGGBB, so nothing else ever reaches a style attribute or a PPTX run.
 */
export function sanitiseContentColour(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const v = value.trim();
  if (HEX6.test(v)) return v.toUpperCase();
  if (HEX3.test(v)) {
    const [r, g, b] = v.slice(1);
    return `#${r}${r}${g}${g}${b}${b}`.toUpperCase();
  }
  const m = RGB.exec(v);
  if (m) {
    const parts = m.slice(1, 4).map(Number);
    if (parts.every((n) => n <= 255))
      return `#${parts.map((n) => n.toString(16).padStart(2, '0')).join('')}`.toUpperCase();
  }
  return undefined;
}
