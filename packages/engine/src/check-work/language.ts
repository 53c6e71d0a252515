import type { OutLang } from '../writer/labels';
import { withoutProperNames } from './proper-names';

/**
 * A source sentence kept in its language and visibly marked as such (原文：“…”, Original: "…"), or source
 * wording in Chinese quotation marks with no Chinese inside (a name or phrase quoted as printed).
 */
const MARKED_QUOTE = /(?:原文[^“"]{0,6}[“"][^”"]*[”"])|(?:Original: "[^"]*")|(?:“[^”\p{Script=Han}]*”)/gu;
const HAN = /\p{Script=Han}/gu;
const LATIN = /[A-Za-z]/g;

/** The text without its marked source quotes. */
export function withoutMarkedQuotes(text: string): string {
  return text.replace(MARKED_QUOTE, ' ');
}

/**
 * Letters of the output language and of the other script, outside marked quotes. In Chinese output, codes,
 * acronyms, trade names and unit symbols are no language (proper-names.ts), and in a table cell drug INNs
 * too, unless `allLatin` counts every Latin letter as English.
 */
export function letterCounts(
  text: string,
  lang: OutLang,
  options: { allLatin?: boolean; tableCell?: boolean } = {},
): { own: number; other: number } {
  const t = withoutMarkedQuotes(text);
  const han = t.match(HAN)?.length ?? 0;
  const named =
    lang === 'zh-cn' && !options.allLatin ? withoutProperNames(t, { drugNames: options.tableCell }) : t;
  const latin = named.match(LATIN)?.length ?? 0;
  return lang === 'zh-cn' ? { own: han, other: latin } : { own: latin, other: han };
}

const FUNCTION_WORDS = /\b(?:the|of|and|with|was|were|is|are|in|to|for|from|by|at|than|that|this|on|or)\b/i;

/**
 * English sentences left in Chinese text outside marked quotes: runs of five or more Latin words holding a
 * function word ("the", "was", "with" …). Names, drug names and trial acronyms are shorter or carry none.
 */
export function englishSentences(text: string): string[] {
  const t = withoutMarkedQuotes(text);
  const runs = t.match(/[A-Za-z][A-Za-z0-9'’\-–]*(?:[\s,;:()/]+[A-Za-z0-9][A-Za-z0-9'’\-–]*){4,}/g) ?? [];
  return runs.filter((r) => FUNCTION_WORDS.test(r) && (r.match(/[A-Za-z]{2,}/g)?.length ?? 0) >= 5);
}

/** Letters (Han and Latin) inside marked source quotes and in all of the text. */
export function quotedLetters(text: string): { quoted: number; all: number } {
  const letters = (t: string) => (t.match(HAN)?.length ?? 0) + (t.match(LATIN)?.length ?? 0);
  const all = letters(text);
  return { quoted: all - letters(withoutMarkedQuotes(text)), all };
}
