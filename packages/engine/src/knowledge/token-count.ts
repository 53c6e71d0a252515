import { countTokens, isWithinTokenLimit } from 'gpt-tokenizer';

const cache = new Map<string, number>();
const CACHE_LIMIT = 100_000;
const CACHEABLE_CHARS = 64;

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
 * Tokens of `text` when at most `limit`, otherwise `limit + 1`: encoding stops once past the limit, so a
 * paragraph of megabytes costs what its first `limit` tokens cost (counting it whole blocked the event loop
 * and took hundreds of MB). Use where only "fits or not" and the count of what fits matter.
 */
export function tokenCountUpTo(text: string, limit: number): number {
  if (text.length <= CACHEABLE_CHARS) return Math.min(tokenCount(text), limit + 1);
  const within = isWithinTokenLimit(text, limit);
  return within === false ? limit + 1 : within;
}
