import type { SourcePage } from './source-index';

export type QuoteMatch = { fileId: string; page: number; text: string; score: number };

const MIN_RECALL = 0.5;

/** Words and numbers, lower-cased; CJK runs as overlapping character pairs (they have no spaces). */
export function quoteTokens(text: string): string[] {
  const out: string[] = [];
  for (const [word] of text
    .toLowerCase()
    .replace(/[·⋅∙]/g, '.')
    .matchAll(/[\p{L}\p{N}]+(?:\.\d+)?/gu)) {
    if (/\p{Script=Han}/u.test(word)) {
      const chars = [...word];
      if (chars.length === 1) out.push(word);
      for (let i = 0; i + 1 < chars.length; i++) out.push(chars[i]! + chars[i + 1]!);
    } else out.push(word);
  }
  return out;
}

/** Sentences of a page (and lines, which tables and headings end with), whitespace collapsed. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?。！？；;])\s+|\n+/)
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter((s) => s.length >= 3);
}

const collapse = (s: string) => s.replace(/\s+/g, ' ').trim();

/**
 * The passage of the sources that best matches `query`: the query itself where a page contains it verbatim
 * (whitespace and case aside), else the sentence sharing the most of its words and numbers. Null when no
 * sentence shares at least half of them.
 */
export function findQuote(pages: SourcePage[], query: string): QuoteMatch | null {
  const wanted = collapse(query);
  const lowered = wanted.toLowerCase();
  for (const page of pages) {
    const text = collapse(page.text);
    const at = text.toLowerCase().indexOf(lowered);
    // Lower-casing can change a string's length in rare scripts; then the offsets are not trusted.
    if (at >= 0 && text.toLowerCase().length === text.length) {
      return { fileId: page.fileId, page: page.page, text: text.slice(at, at + wanted.length), score: 2 };
    }
  }
  const queryTokens = new Set(quoteTokens(wanted));
  if (queryTokens.size === 0) return null;
  let best: QuoteMatch | null = null;
  let bestPrecision = 0;
  for (const page of pages) {
    for (const sentence of sentencesOf(page.text)) {
      const tokens = new Set(quoteTokens(sentence));
      let shared = 0;
      for (const t of queryTokens) if (tokens.has(t)) shared++;
      const recall = shared / queryTokens.size;
      const precision = tokens.size > 0 ? shared / tokens.size : 0;
      if (recall < MIN_RECALL || (queryTokens.size > 1 && shared < 2)) continue;
      if (!best || recall > best.score || (recall === best.score && precision > bestPrecision)) {
        best = { fileId: page.fileId, page: page.page, text: sentence, score: recall };
        bestPrecision = precision;
      }
    }
  }
  return best;
}
