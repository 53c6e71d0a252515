/**
 * Numbers inside slide text, so each can be clicked and traced to its source: integers and decimals (with `.`,
 * `,` or the middle dot), percentages, ratios (`2:1`) and counts or p-values with their label (`N=217`,
 * `p<0.001`). Digits glued to Latin letters (registry ids such as NCT04123456)
 * and names such as HELIOS-2 are not numbers; digits after CJK text are (`共217例`), and so are ranges (`18-75`).
 */
export const NUMBER_PATTERN =
  /(?<![A-Za-z0-9_.,·])(?<![A-Za-z]-)(?:[NnPp]\s*[=<>≤≥]\s*)?\d+(?:[.,·]\d+)*(?:\s*:\s*\d+(?:[.,·]\d+)*)?%?/g;

export interface TextPiece {
  text: string;
  number: boolean;
}

/** Splits text into number and non-number pieces, in order; joining the pieces gives the text back. */
export function splitNumbers(text: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  let at = 0;
  for (const match of text.matchAll(NUMBER_PATTERN)) {
    const start = match.index;
    if (start > at) pieces.push({ text: text.slice(at, start), number: false });
    pieces.push({ text: match[0], number: true });
    at = start + match[0].length;
  }
  if (at < text.length) pieces.push({ text: text.slice(at), number: false });
  return pieces;
}

/** The numbers of a text, as shown. */
export function numbersIn(text: string): string[] {
  return splitNumbers(text)
    .filter((p) => p.number)
    .map((p) => p.text);
}
