import type { DocContext } from './context';

/**
 * Abbreviations the document defines as "long form (SF)", found with the Schwartz–Hearst rule: the short
 * form's letters appear in order in the long form, its first letter starting a word.
 */
export function findAbbreviations(ctx: DocContext): Map<string, string> {
  const found = new Map<string, string>();
  const definition = /\(([A-Za-z][A-Za-z0-9\-+/]{1,9})(?:[;,][^)]*)?\)/g;
  for (const s of ctx.sentences) {
    if (s.isReference) continue;
    definition.lastIndex = 0;
    for (let m = definition.exec(s.text); m; m = definition.exec(s.text)) {
      const short = m[1]!;
      if (!/[A-Z]/.test(short) || found.has(short) || !/^[A-Za-z]/.test(short)) continue;
      const long = longFormBefore(s.text.slice(0, m.index), short);
      if (long) found.set(short, long);
    }
  }
  return found;
}

function longFormBefore(before: string, short: string): string | null {
  const letters = short.replace(/[^A-Za-z0-9]/g, '').toLowerCase();
  if (letters.length < 2) return null;
  const words = before.trimEnd().split(/\s+/);
  const maxWords = Math.min(letters.length + 5, letters.length * 2);
  const candidate = words.slice(-maxWords).join(' ');
  // Right to left: each short-form letter must be found, the first one at the start of a word.
  let li = candidate.length - 1;
  for (let si = letters.length - 1; si >= 0; si--) {
    const c = letters[si]!;
    while (li >= 0) {
      const ch = candidate[li]!.toLowerCase();
      const wordStart = li === 0 || !/[A-Za-z0-9]/.test(candidate[li - 1]!);
      if (ch === c && (si > 0 || wordStart)) break;
      li--;
    }
    if (li < 0) return null;
    li--;
  }
  const start = candidate.lastIndexOf(' ', li + 1) + 1;
  const long = candidate
    .slice(start)
    .replace(/^[("[]+/, '')
    .trim();
  if (long.length <= short.length || /[()]/.test(long)) return null;
  return long;
}

/** "conversion of AF to SR" -> "conversion of AF (atrial fibrillation) to SR (sinus rhythm)" on first use. */
export function expandAbbreviations(text: string, glossary: Map<string, string>): string {
  const done = new Set<string>();
  return text.replace(/(?<![\w-])([A-Za-z][A-Za-z0-9\-+/]{1,9})(?![\w-])/g, (word, _w, offset: number) => {
    const long = glossary.get(word);
    if (!long || done.has(word)) return word;
    done.add(word);
    const after = text.slice(offset + word.length);
    const around = text.slice(Math.max(0, offset - long.length - 3), offset + word.length + long.length + 3);
    if (/^\s*\(/.test(after) || around.toLowerCase().includes(long.toLowerCase())) return word;
    return `${word} (${long})`;
  });
}
