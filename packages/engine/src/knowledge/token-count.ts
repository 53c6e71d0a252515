import { countTokens } from 'gpt-tokenizer';

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
