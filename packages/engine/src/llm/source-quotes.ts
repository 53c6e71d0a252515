import type { Provenance } from '@prowrite/contracts';
import type { SourceDocument, SourcePage } from '../source/source-document';

/**
 * Finding a model's "verbatim" quote in the source. Models retype quotes: spaces and line breaks change,
 * typographic dashes, quotes and middle dots become ASCII, case drifts. Both sides are folded the same way
 * for comparison, and the quote kept is always the page's own text, so provenance stays exact.
 */

/** A folded text with, for each of its characters, the span of the original text it came from. */
type FoldedText = { text: string; starts: number[]; ends: number[] };

/** Longest quote accepted: a longer one would "support" any number on the page. */
export const MAX_PROPOSED_QUOTE_CHARS = 400;
const MIN_QUOTE_CHARS = 4;

const DASH = /[\u2010-\u2015\u2212\uFE58\uFE63\uFF0D]/;
const SINGLE_QUOTE = /[\u2018\u2019\u201A\u201B\u2032]/;
const DOUBLE_QUOTE = /[\u201C\u201D\u201E\u201F\u2033]/;
const DECIMAL_DOT = /[\u00B7\u22C5\u2219]/;
const INVISIBLE = /[\u200B-\u200D\u2060\uFEFF\u00AD]/;

function foldChar(char: string): string {
  if (INVISIBLE.test(char)) return '';
  if (DASH.test(char)) return '-';
  if (SINGLE_QUOTE.test(char)) return "'";
  if (DOUBLE_QUOTE.test(char)) return '"';
  if (DECIMAL_DOT.test(char)) return '.';
  if (char === '\u2236') return ':';
  return char.normalize('NFKC').toLowerCase();
}

export function foldText(source: string): FoldedText {
  const folded: FoldedText = { text: '', starts: [], ends: [] };
  let index = 0;
  for (const char of source) {
    const end = index + char.length;
    if (/\s/.test(char)) {
      if (folded.text.length > 0 && !folded.text.endsWith(' ')) push(folded, ' ', index, end);
    } else {
      for (const out of foldChar(char)) push(folded, out, index, end);
    }
    index = end;
  }
  while (folded.text.endsWith(' ')) {
    folded.text = folded.text.slice(0, -1);
    folded.starts.pop();
    folded.ends.pop();
  }
  return folded;
}

function push(folded: FoldedText, char: string, start: number, end: number) {
  folded.text += char;
  folded.starts.push(start);
  folded.ends.push(end);
}

const foldedPages = new WeakMap<SourcePage, FoldedText>();

function foldedPage(page: SourcePage): FoldedText {
  let folded = foldedPages.get(page);
  if (!folded) {
    folded = foldText(page.text);
    foldedPages.set(page, folded);
  }
  return folded;
}

/** The page's own text matching `quote`, or null. */
export function findOnPage(page: SourcePage, quote: string): string | null {
  const needle = foldText(quote).text;
  if (needle.length < MIN_QUOTE_CHARS) return null;
  return sliceOf(page.text, foldedPage(page), needle);
}

/** The part of `text` that matches `phrase` once both are folded, in the text's own characters, or null. */
export function printedIn(text: string, phrase: string): string | null {
  const needle = foldText(phrase).text;
  return needle ? sliceOf(text, foldText(text), needle) : null;
}

function sliceOf(text: string, folded: FoldedText, needle: string): string | null {
  const at = folded.text.indexOf(needle);
  if (at < 0) return null;
  return text.slice(folded.starts[at], folded.ends[at + needle.length - 1]);
}

export type LocatedQuote =
  | { ok: true; source: Provenance; corrected: boolean }
  | { ok: false; reason: string };

/**
 * Where the quote really is: on the page the model named, else on the first page that has it (the page is
 * then corrected). Fails when the quote is empty, too long, or nowhere in the document.
 */
export function locateQuote(doc: SourceDocument, quote: string, page: number): LocatedQuote {
  const trimmed = quote.trim();
  if (foldText(trimmed).text.length < MIN_QUOTE_CHARS)
    return { ok: false, reason: 'quote is empty or too short' };
  if (trimmed.length > MAX_PROPOSED_QUOTE_CHARS) {
    return { ok: false, reason: `quote is longer than ${MAX_PROPOSED_QUOTE_CHARS} characters` };
  }
  const named = doc.pages.find((p) => p.number === page);
  const onNamed = named ? findOnPage(named, trimmed) : null;
  if (named && onNamed !== null) {
    return {
      ok: true,
      source: { file_id: doc.fileId, page: named.number, quote: onNamed },
      corrected: false,
    };
  }
  for (const candidate of doc.pages) {
    if (candidate === named) continue;
    const found = findOnPage(candidate, trimmed);
    if (found !== null) {
      return {
        ok: true,
        source: { file_id: doc.fileId, page: candidate.number, quote: found },
        corrected: true,
      };
    }
  }
  return { ok: false, reason: 'quote not found in the source' };
}

/**
 * Every number printed in a text, as values: "1·37" and "1.37" are 1.37, "1,063" is 1063 (and 1 and 63,
 * in case the comma separated a list), ".82" is 0.82, the digits of "NCT00989001" are 989001.
 */
export function numbersIn(text: string): number[] {
  const plain = text.replace(/[\u00B7\u22C5\u2219]/g, '.');
  const found = new Set<number>();
  for (const match of plain.matchAll(/\d{1,3}(?:[,\u00A0\u2009\u202F]\d{3})+(?:\.\d+)?/g)) {
    found.add(Number(match[0].replace(/[^\d.]/g, '')));
  }
  for (const match of plain.matchAll(/\d*\.\d+|\d+/g)) found.add(Number(match[0]));
  return [...found].filter(Number.isFinite);
}

/** The numbers of `values` that the quote does not print; empty when all are there. */
export function missingNumbers(values: readonly number[], quote: string): number[] {
  const printed = new Set(numbersIn(quote));
  return values.filter((value) => !printed.has(value));
}

/** True when the folded `phrase` appears in the folded `text` (case, spaces and dashes ignored). */
export function mentions(text: string, phrase: string): boolean {
  const needle = foldText(phrase).text;
  return needle.length > 0 && foldText(text).text.includes(needle);
}
