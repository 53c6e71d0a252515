/** Text width as the spec counts it: a character with a code above 128 counts as 2, others as 1. */
export function measureText(text: string): number {
  let width = 0;
  for (const ch of text) width += ch.codePointAt(0)! > 128 ? 2 : 1;
  return width;
}

/** Cuts `text` so that its measured width does not exceed `limit`. */
export function truncateText(text: string, limit: number): string {
  let width = 0;
  let out = '';
  for (const ch of text) {
    const w = ch.codePointAt(0)! > 128 ? 2 : 1;
    if (width + w > limit) break;
    width += w;
    out += ch;
  }
  return out;
}
