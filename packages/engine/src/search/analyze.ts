import { stemmer } from 'stemmer';
import { ENGLISH_STOPWORDS } from './stopwords';

/** Han, Hiragana, Katakana and Hangul: scripts written without spaces between words (Korean aside). */
const CJK_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}ー々〆]+/gu;
const HAS_LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
/** ASCII words with a letter ("hba1c", "1990s") go through Porter, as in Lucene's PorterStemFilter. */
const LATIN_WORD = /^[a-z0-9]*[a-z][a-z0-9]*$/;
const POSSESSIVE = /['’]s$/;
/** Lucene's StandardTokenizer drops longer tokens; they are ids or noise, never words a user types. */
const MAX_TERM_LENGTH = 255;
/** Stemming is pure and vocabularies are small: a bounded memo makes it almost free. */
const STEM_CACHE_LIMIT = 200_000;

export interface AnalyzeOptions {
  /** BCP 47 tag of the text; English stemming and stopwords apply to 'en*' or when absent. */
  lang?: string;
}

const segmenters = new Map<string, Intl.Segmenter>();
const stemCache = new Map<string, string>();

function wordSegmenter(lang: string): Intl.Segmenter {
  let segmenter = segmenters.get(lang);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(lang, { granularity: 'word' });
    segmenters.set(lang, segmenter);
  }
  return segmenter;
}

function stem(word: string): string {
  let stemmed = stemCache.get(word);
  if (stemmed === undefined) {
    stemmed = stemmer(word);
    if (stemCache.size >= STEM_CACHE_LIMIT) stemCache.clear();
    stemCache.set(word, stemmed);
  }
  return stemmed;
}

/**
 * CJK text becomes overlapping character bigrams (a lone character stays a unigram), the scheme of Lucene's
 * CJKAnalyzer: it needs no dictionary, and a query word matches the document whatever a segmenter would have
 * cut around it in a longer sentence (decision 0027 records the comparison with dictionary segmentation).
 */
function cjkBigrams(run: string, out: string[]): void {
  const chars = Array.from(run);
  if (chars.length === 1) {
    out.push(chars[0] as string);
    return;
  }
  for (let i = 0; i + 1 < chars.length; i += 1) out.push(`${chars[i]}${chars[i + 1]}`);
}

function analyzeNonCjk(text: string, english: boolean, lang: string, out: string[]): void {
  // Intl.Segmenter implements Unicode word boundaries (UAX #29), the rule of Lucene's StandardTokenizer:
  // "3.5" and "1,000" stay one term, "IL-6" is "il" and "6", "don't" is one word.
  for (const { segment, isWordLike } of wordSegmenter(lang).segment(text)) {
    if (!isWordLike || !HAS_LETTER_OR_DIGIT.test(segment)) continue;
    let term = segment;
    if (term.length > MAX_TERM_LENGTH) continue;
    if (english) {
      term = term.replace(POSSESSIVE, '');
      if (ENGLISH_STOPWORDS.has(term)) continue;
      if (LATIN_WORD.test(term)) term = stem(term);
    }
    if (term) out.push(term);
  }
}

/**
 * Text -> index terms: NFKC, lower case, Unicode word segmentation, English possessives, stopwords and
 * Porter stems; numbers kept as terms; CJK runs as character bigrams. Documents and queries go through the
 * same function, so whatever it does to one it does to the other.
 */
export function analyze(text: string, options: AnalyzeOptions = {}): string[] {
  const lang = options.lang ?? 'en';
  const english = lang.toLowerCase().startsWith('en');
  const normalised = text.normalize('NFKC').toLowerCase();
  const terms: string[] = [];
  let last = 0;
  for (const match of normalised.matchAll(CJK_RUN)) {
    const start = match.index;
    if (start > last) analyzeNonCjk(normalised.slice(last, start), english, lang, terms);
    cjkBigrams(match[0], terms);
    last = start + match[0].length;
  }
  if (last < normalised.length) analyzeNonCjk(normalised.slice(last), english, lang, terms);
  return terms;
}

/** Term -> occurrences, the per-document statistic BM25 needs. */
export function termFrequencies(terms: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const term of terms) counts.set(term, (counts.get(term) ?? 0) + 1);
  return counts;
}
