import { countTokens } from 'gpt-tokenizer';

const cache = new Map<string, number>();
const CACHE_LIMIT = 100_000;
const CACHEABLE_CHARS = 64;
const wordSegmenter = new Intl.Segmenter('en', { granularity: 'word' });

/** Tokens of a short piece of text (a word, a sentence), memoised: the same words recur across a corpus. */
export function tokenCount(text: string): number {
  // Only short pieces recur; caching paragraphs would only hold memory.
  if (text.length > CACHEABLE_CHARS) return countTokens(text);
  let n = cache.get(text);
  if (n === undefined) {
    n = countTokens(text);
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(text, n);
  }
  return n;
}

/**
 * Text cut at word boundaries (UAX #29, so CJK text falls into words too) with each piece's token count.
 * Summing per-word counts is what BPE does up to the rare merge across a word boundary.
 */
export function wordPieces(text: string): { text: string; tokens: number }[] {
  const pieces: { text: string; tokens: number }[] = [];
  for (const { segment } of wordSegmenter.segment(text)) {
    pieces.push({ text: segment, tokens: /\S/.test(segment) ? tokenCount(segment) : 0 });
  }
  return pieces;
}
