/**
 * A panel states each phrase once: two source sentences rendered to one Chinese phrase ("既往未接受过治疗"),
 * or one line that another line of the panel already says in full, are shown once, the first (or fuller)
 * line kept in its place.
 */
export function distinctLines<T extends { text: string }>(lines: T[]): T[] {
  // Compared by whole words or clauses: case, spaces and punctuation aside, padded so "A 1" is not in "A 12".
  const key = (t: string) => {
    const words = t
      .toLowerCase()
      .replace(/[\s\p{P}]+/gu, ' ')
      .trim();
    return words ? ` ${words} ` : '';
  };
  const kept: T[] = [];
  for (const line of lines) {
    const k = key(line.text);
    if (!k) continue;
    if (kept.some((o) => key(o.text).includes(k))) continue;
    // A fuller line replaces a shorter one it repeats, in the shorter one's place.
    const shorter = kept.findIndex((o) => k.includes(key(o.text)));
    if (shorter >= 0) {
      kept[shorter] = line;
      continue;
    }
    kept.push(line);
  }
  return kept;
}
