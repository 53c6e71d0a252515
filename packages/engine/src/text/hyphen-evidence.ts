/**
 * How a document itself spells the words it hyphenates at line ends. Typesetting splits a word where it
 * likes ("random-" + "ized"), while a real compound keeps its hyphen ("least-" + "squares"); the rest of
 * the same document usually settles which is which, because the word or compound recurs mid-line.
 */
export type HyphenEvidence = {
  /** Lower-case words seen whole inside a line (not at a line's edge, where a split word's halves sit). */
  words: ReadonlySet<string>;
  /** Lower-case hyphenated compounds seen inside a line ("least-squares", "nt-probnp"). */
  compounds: ReadonlySet<string>;
};

const LIGATURES: Record<string, string> = {
  '\uFB00': 'ff',
  '\uFB01': 'fi',
  '\uFB02': 'fl',
  '\uFB03': 'ffi',
  '\uFB04': 'ffl',
};
// A word, or words joined by hyphens; Unicode hyphens are made ASCII first.
const TOKEN = /[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu;

/** The evidence of printed lines (each line as printed, in any order). */
export function collectHyphenEvidence(lines: Iterable<string>): HyphenEvidence {
  const words = new Set<string>();
  const compounds = new Set<string>();
  for (const raw of lines) {
    const line = raw
      .replace(/[\uFB00-\uFB04]/g, (c) => LIGATURES[c] ?? c)
      .replace(/\u00AD/g, '')
      .replace(/[\u2010\u2011]/g, '-')
      .toLowerCase();
    const tokens = [...line.matchAll(TOKEN)];
    tokens.forEach((m, i) => {
      // A line's first token may be the tail of a split word, its last one (before a hyphen) the head.
      if (i === 0 && m.index === line.search(/\S/)) return;
      if (i === tokens.length - 1 && /^-\s*$/.test(line.slice(m.index + m[0].length))) return;
      const token = m[0];
      if (token.includes('-')) {
        compounds.add(token);
        // "least-squares-adjusted" also attests "least-squares" and "squares-adjusted".
        const parts = token.split('-');
        for (let k = 0; k + 1 < parts.length; k++) compounds.add(`${parts[k]}-${parts[k + 1]}`);
      } else words.add(token);
    });
  }
  return { words, compounds };
}
