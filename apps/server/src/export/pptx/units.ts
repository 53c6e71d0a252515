/** The layouts' design space is 960 x 540 px; the PPTX page is 10 x 5.625 in (96 px per inch). */
export const PX_PER_INCH = 96;
export const SLIDE_W_IN = 10;
export const SLIDE_H_IN = 5.625;

/** px -> inches, rounded to the EMU grid pptxgenjs writes anyway (914400 EMU per inch). */
export const inch = (px: number): number => Math.round((px / PX_PER_INCH) * 914400) / 914400;

/** px -> points (72 pt per inch): font sizes, line spacing, margins, stroke widths. */
export const pt = (px: number): number => Math.round(px * 0.75 * 100) / 100;

/** `#RRGGBB` (or `#RGB`) -> `RRGGBB` as pptxgenjs wants it; anything else falls back. */
export function hex(colour: string | undefined, fallback = '000000'): string {
  const m = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i.exec(colour?.trim() ?? '');
  if (!m?.[1]) return fallback;
  const h = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
  return h.toUpperCase();
}

// XML 1.0 allows tab, LF and CR below U+0020; every other control character, U+FFFE/U+FFFF and lone
// surrogates make the part unreadable, so they are dropped before the text reaches pptxgenjs.
const INVALID_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Text safe for an XML part (pptxgenjs escapes & < > " ' itself). */
export function xmlSafe(text: string): string {
  return text.replace(INVALID_XML, '');
}

/** Text for one drawn line: no line breaks of its own (the resolver already broke lines). */
export function lineSafe(text: string): string {
  return xmlSafe(text).replace(/[\r\n]+/g, ' ');
}
