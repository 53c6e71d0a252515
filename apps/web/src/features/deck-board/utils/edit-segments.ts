import type { TextSegment } from '@prowrite/contracts';

/**
 * Applies a plain-text edit to styled segments (a text_arr). The changed middle (between the common prefix and
 * suffix of the old and new text) replaces the characters it covers. Replacing text keeps the style of the
 * first replaced character; pure insertion takes the style of the character before it. Untouched segments
 * keep their highlight and colour.
 */
export function editSegments(segments: TextSegment[], newText: string): TextSegment[] {
  const oldChars = [...segments.map((s) => s.text).join('')];
  const newChars = [...newText];
  let prefix = 0;
  while (prefix < oldChars.length && prefix < newChars.length && oldChars[prefix] === newChars[prefix])
    prefix++;
  let suffix = 0;
  while (
    suffix < oldChars.length - prefix &&
    suffix < newChars.length - prefix &&
    oldChars[oldChars.length - 1 - suffix] === newChars[newChars.length - 1 - suffix]
  )
    suffix++;
  const removeStart = prefix;
  const removeEnd = oldChars.length - suffix;
  const inserted = newChars.slice(prefix, newChars.length - suffix).join('');

  const ranges: { start: number; chars: string[] }[] = [];
  let at = 0;
  for (const seg of segments) {
    const chars = [...seg.text];
    ranges.push({ start: at, chars });
    at += chars.length;
  }
  const holding = (k: number) => ranges.findIndex((r) => k >= r.start && k < r.start + r.chars.length);
  const host = removeEnd > removeStart ? holding(removeStart) : prefix > 0 ? holding(prefix - 1) : 0;

  const out = segments.map((seg, i) => {
    const { start, chars } = ranges[i]!;
    const before = chars.filter((_, j) => start + j < removeStart).join('');
    const after = chars.filter((_, j) => start + j >= removeEnd).join('');
    return { ...seg, text: i === host ? before + inserted + after : before + after };
  });
  const kept = out.filter((s) => s.text !== '');
  if (kept.length > 0) return kept;
  return [{ ...(segments[0] ?? {}), text: newText }];
}
