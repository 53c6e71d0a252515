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

/**
 * Glyphs the classes underestimate, at their advance in the render fallback (Noto Sans CJK, em): a "45.7%"
 * is drawn 5 px wider at 15 px than the default class says, which ran a results line past its box.
 */
const MEASURED_EM: Readonly<Record<string, number>> = {
  '%': 0.921,
  '@': 0.946,
  '&': 0.68,
  m: 0.926,
  W: 0.878,
};

/**
 * LibreOffice puts about a quarter em between Asian and non-Asian characters ("为45.7%（129例" has six such
 * places; PowerPoint and Chromium add none). Lines are measured with it so they fit in every viewer.
 */
export const SCRIPT_GAP_UNITS = 0.5;

/**
 * A CJK glyph in LibreOffice: its advance is not exactly one em but the font size rounded in its own units,
 * up to 0.83 % wider (10 px), so a pure-CJK line that fills its box exactly wraps its last character there.
 * Measured on LibreOffice renders of exact-fill boxes at 8-47 px (decision 0075); PowerPoint and Chromium
 * draw one em, a line as much shorter than its box.
 */
export const CJK_UNITS = 2.018;

/** CJK ideographs, kana, hangul and full-width forms. */
export function isCjk(ch: string): boolean {
  const cp = ch.codePointAt(0)!;
  return (
    (cp >= 0x2e80 && cp <= 0x9fff) ||
    (cp >= 0xac00 && cp <= 0xd7af) ||
    (cp >= 0xf900 && cp <= 0xfaff) ||
    (cp >= 0xfe30 && cp <= 0xfe4f) ||
    (cp >= 0xff00 && cp <= 0xffef) ||
    cp >= 0x20000
  );
}

/** The gap drawn before `ch` when it follows `prev` across the Asian / non-Asian boundary (spaces: none). */
export function scriptGapUnits(prev: string | undefined, ch: string): number {
  if (prev === undefined || prev === ' ' || ch === ' ') return 0;
  return isCjk(prev) !== isCjk(ch) ? SCRIPT_GAP_UNITS : 0;
}

export function glyphUnits(ch: string, bold = false): number {
  const code = ch.codePointAt(0)!;
  if (code > 128) return isCjk(ch) ? CJK_UNITS : 2;
  const measured = MEASURED_EM[ch];
  if (measured !== undefined) return (measured / EM_PER_UNIT) * (bold ? BOLD_SCALE : 1);
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
  let prev: string | undefined;
  for (const ch of text) {
    units += glyphUnits(ch, bold) + scriptGapUnits(prev, ch);
    prev = ch;
  }
  return units;
}

/** Estimated width in px of one line of text. */
export function textWidthPx(text: string, fontSize: number, bold = false): number {
  return textUnits(text, bold) * fontSize * EM_PER_UNIT;
}
