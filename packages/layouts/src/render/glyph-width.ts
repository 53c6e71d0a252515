/**
 * Deterministic glyph widths in half-em units, shared by the browser board and the PPTX writer.
 * Non-ASCII (CJK) counts 2 (a full em: CJK glyphs are square). Latin uses a few width classes, calibrated in
 * Chromium against the render fallback (Noto Sans CJK SC; Arial is narrower), so estimated lines are not
 * shorter than drawn ones: narrow glyphs 0.6, capitals 1.3, m/w 1.5, the rest 1, all x1.1, bold x1.08.
 */
export const EM_PER_UNIT = 0.5;

const NARROW = new Set([..."iljtfrI.,;:'!| "]);
const WIDE = new Set([...'mwMW']);
const LATIN_SCALE = 1.1;
const BOLD_SCALE = 1.08;

export function glyphUnits(ch: string, bold = false): number {
  const code = ch.codePointAt(0)!;
  if (code > 128) return 2;
  let units = 1;
  if (NARROW.has(ch)) units = 0.6;
  else if (WIDE.has(ch)) units = 1.5;
  else if (ch >= 'A' && ch <= 'Z') units = 1.3;
  return units * LATIN_SCALE * (bold ? BOLD_SCALE : 1);
}

/** Spec units (measureText): non-ASCII 2, others 1. Used for character limits such as 60-character rows. */
export function specUnits(ch: string): number {
  return ch.codePointAt(0)! > 128 ? 2 : 1;
}

export function textUnits(text: string, bold = false): number {
  let units = 0;
  for (const ch of text) units += glyphUnits(ch, bold);
  return units;
}

/** Estimated width in px of one line of text. */
export function textWidthPx(text: string, fontSize: number, bold = false): number {
  return textUnits(text, bold) * fontSize * EM_PER_UNIT;
}
