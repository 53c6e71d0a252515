import { findFlexible } from '../text/quote';

/** Academic degrees printed after names ("Natalie A. Mordi, MRCP*"): list separators, not names. */
const DEGREES =
  'MD|PhD|MRCP|MRCPI|MBChB|ChB|MSc|BSc|MPH|MBBS|FRCP|FRCPE|FRCPC|FRCS|FACC|FAHA|FESC|FRACP|MA|MS|RN|PharmD|DPhil|MPhil|MBA|DO|BM|BCh|MB|MMed|MHS|MSCE|DrPH|ScD|DSc|BA|BS|BMedSci|MClinEpi';
/** The printed list is shortened here; the full list is elsewhere in the paper. */
const ELISION = /[⁝⋮…]|full author list|list of authors/i;

const PARTICLE = /^(?:de|da|do|dos|das|del|della|di|du|van|von|der|den|la|le|bin|al|ter|ten|y)$/;
const NAME_WORD = /^(?:\p{Lu}[\p{L}'’]*(?:-\p{L}[\p{L}'’]*)*\.?|(?:\p{Lu}\.){1,3}(?:-\p{Lu}\.)?)$/u;
/** Capitals only, three or more: an acronym or a heading ("BACKGROUND"), not a name. */
const SHOUTED = /^\p{Lu}{3,}$/u;
const NOT_NAMES =
  /^(?:abstract|background|methods?|results?|conclusions?|open|access|research|article|original|trial|study|department|university|hospital|correspondence|key|words|editorial|see|the)$/i;

/** Whether a cleaned token is a personal name as printed: 2–6 capitalised words (particles allowed). */
export function isPersonName(token: string): boolean {
  const words = token.split(/\s+/).filter(Boolean);
  if (words.length < 2 || words.length > 6) return false;
  if (words.some((w) => NOT_NAMES.test(w.replace(/\.$/, '')))) return false;
  if (!words.every((w) => (NAME_WORD.test(w) && !SHOUTED.test(w)) || PARTICLE.test(w))) return false;
  const last = words[words.length - 1]!;
  // A surname is a word, not an initial.
  return /\p{L}{2,}/u.test(last) && !/^\p{Lu}+$/u.test(last);
}

/** "Beatch and Mangal …", "Gohari et al. …", "Mordi et al": the first author's surname from a running head. */
export function firstAuthorSurname(runningLines: string[]): string | null {
  for (const line of runningLines) {
    const m = /^(\p{Lu}[\p{L}'’-]+)\s+(?:et\s+al\b|and\s+\p{Lu})/u.exec(line);
    if (m) return m[1]!;
  }
  return null;
}

export type PrintedAuthors = { names: string[]; more: boolean; start: number; end: number };

/**
 * The author list of the title page: where the running head's first author (when known) is printed with
 * given names, else the paragraph right after the title. Names as printed, marks and degrees removed;
 * `start`/`end` is the span of the page text read. Null when no name list is found there.
 */
export function authorsAfter(
  pageText: string,
  titleQuote: string,
  surname: string | null,
): PrintedAuthors | null {
  let start = -1;
  if (surname) {
    const escaped = surname.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const re = new RegExp(`(?:\\p{Lu}[\\p{L}'’.-]*\\.?\\s+){1,4}${escaped}(?![\\p{L}])`, 'gu');
    for (let m = re.exec(pageText); m; m = re.exec(pageText)) {
      // Inside the title is not the author list.
      const title = titleQuote ? findFlexible(pageText, titleQuote) : null;
      if (title && m.index >= title.start && m.index < title.end) continue;
      start = m.index;
      break;
    }
  } else if (titleQuote) {
    const title = findFlexible(pageText, titleQuote);
    if (title) start = pageText.slice(title.end).search(/\S/) + title.end;
  }
  if (start < 0) return null;
  const windowEnd = surname ? Math.min(pageText.length, start + 1500) : paragraphEnd(pageText, start);
  const parsed = parseNames(pageText.slice(start, windowEnd), surname === null);
  if (!parsed || parsed.names.length === 0) return null;
  return { names: parsed.names, more: parsed.more, start, end: start + parsed.length };
}

function paragraphEnd(text: string, from: number): number {
  const end = text.indexOf('\n\n', from);
  return end < 0 ? text.length : end;
}

/** Marks and degree runs blanked with spaces, so offsets still point into the page text. */
function blankMarks(window: string): string {
  const blank = (m: string) => ' '.repeat(m.length);
  return window
    .replace(new RegExp(`(?<=,\\s*)(?:(?:${DEGREES})\\b\\*?[\\s,]*)+`, 'g'), blank)
    .replace(/(?<=[\p{L}.])\d{1,2}(?:,\d{1,2})*[*†‡§¶#]*|(?<=[\p{L}.\d])[*†‡§¶#]+/gu, blank);
}

/** Names from the start of `window` until the first token that is not a name. */
function parseNames(
  window: string,
  strict: boolean,
): { names: string[]; more: boolean; length: number } | null {
  const names: string[] = [];
  let more = false;
  let length = 0;
  const clean = blankMarks(window);
  const separator = /\s*(?:,|;|\n|\band\b|&)\s*/g;
  let at = 0;
  while (at < clean.length) {
    separator.lastIndex = at;
    const sep = separator.exec(clean);
    const tokenEnd = sep ? sep.index : clean.length;
    const token = clean.slice(at, tokenEnd).replace(/\s+/g, ' ').trim();
    at = sep ? Math.max(sep.index + sep[0].length, at + 1) : clean.length;
    if (!token) continue;
    if (ELISION.test(token)) {
      more = true;
      break;
    }
    if (!isPersonName(token)) {
      if (strict && names.length > 0) return null;
      break;
    }
    names.push(token);
    length = tokenEnd;
  }
  if (names.length === 0) return null;
  if (ELISION.test(window.slice(length, length + 400))) more = true;
  // The quoted span ends at the last name as printed (marks included).
  const tail = /^[\d,*†‡§¶#]*/.exec(window.slice(length))?.[0] ?? '';
  return { names, more, length: length + tail.replace(/,$/, '').length };
}
