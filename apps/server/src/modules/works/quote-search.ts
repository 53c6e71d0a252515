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

export type Passage = { fileId: string; page: number; text: string };

/** Sentences shorter than this are headings, labels or table cells, not passages to quote. */
const MIN_PASSAGE_CHARS = 20;

/**
 * Passages (sentences) of the sources for the query, best first: those containing it verbatim, then those
 * sharing most of its words and numbers (at least half); each passage once.
 */
export function searchPassages(pages: SourcePage[], query: string, limit = 20): Passage[] {
  const lowered = collapse(query).toLowerCase();
  const queryTokens = new Set(quoteTokens(query));
  if (queryTokens.size === 0) return [];
  const scored: (Passage & { score: number; precision: number })[] = [];
  const seen = new Set<string>();
  for (const page of pages) {
    for (const sentence of sentencesOf(page.text)) {
      if (sentence.length < MIN_PASSAGE_CHARS || seen.has(sentence)) continue;
      const tokens = new Set(quoteTokens(sentence));
      let shared = 0;
      for (const t of queryTokens) if (tokens.has(t)) shared++;
      const verbatim = sentence.toLowerCase().includes(lowered);
      const recall = shared / queryTokens.size;
      if (!verbatim && recall < MIN_RECALL) continue;
      seen.add(sentence);
      const precision = tokens.size > 0 ? shared / tokens.size : 0;
      scored.push({
        fileId: page.fileId,
        page: page.page,
        text: sentence,
        score: verbatim ? 2 : recall,
        precision,
      });
    }
  }
  scored.sort((a, b) => b.score - a.score || b.precision - a.precision);
  return scored.slice(0, limit).map(({ fileId, page, text }) => ({ fileId, page, text }));
}
