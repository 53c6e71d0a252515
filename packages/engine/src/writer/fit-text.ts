import { measureText, truncateText } from '@prowrite/contracts';

const ELLIPSIS = '…';

/**
 * `text` cut to the layout's limit (measured as the spec counts: non-ASCII = 2), at a word boundary when one
 * is near, with an ellipsis. Whitespace runs are collapsed first; newlines (paragraphs) are kept.
 */
export function fitText(text: string, limit: number): string {
  const clean = text
    // Control characters (NUL breaks PostgreSQL JSON) are never meant to be shown.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
    .replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, ' ')
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .trim();
  if (measureText(clean) <= limit) return clean;
  const room = limit - measureText(ELLIPSIS);
  if (room <= 0) return '';
  const cut = truncateText(clean, room);
  const space = cut.search(/\s\S*$/);
  const atWord = space > cut.length * 0.7 ? cut.slice(0, space) : cut;
  return `${atWord.replace(/[\s,;:.、，；：]+$/, '')}${ELLIPSIS}`;
}

/** Whole lines that fit within `limit` together (joined with newlines); later lines are left out. */
export function fitLines(lines: string[], limit: number): string[] {
  const out: string[] = [];
  let used = 0;
  for (const line of lines) {
    const width = measureText(line) + (out.length > 0 ? 1 : 0);
    if (used + width > limit) break;
    out.push(line);
    used += width;
  }
  return out;
}
