/**
 * One normal form for every text the engine reads, so that extraction rules, provenance quotes and the
 * deck check all compare like with like. Idempotent: normaliseText(normaliseText(s)) === normaliseText(s).
 */

import type { HyphenEvidence } from './hyphen-evidence';

const LIGATURES: Record<string, string> = {
  '\uFB00': 'ff',
  '\uFB01': 'fi',
  '\uFB02': 'fl',
  '\uFB03': 'ffi',
  '\uFB04': 'ffl',
  '\uFB05': 'st',
  '\uFB06': 'st',
};

/** First halves of compounds that keep their hyphen when a line breaks after it ("double-\nblind"). */
const COMPOUND_HEADS = new Set([
  'all',
  'anti',
  'co',
  'cross',
  'dose',
  'double',
  'end',
  'event',
  'first',
  'follow',
  'high',
  'intention',
  'long',
  'low',
  'multi',
  'non',
  'open',
  'parallel',
  'placebo',
  'post',
  'pre',
  'quadruple',
  'second',
  'self',
  'short',
  'single',
  'third',
  'time',
  'treatment',
  'triple',
  'well',
]);

// Spaces that are not the ASCII space: NBSP, en/em spaces, thin and hair spaces, narrow NBSP, ideographic.
const ODD_SPACES = /[\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000]/g;
// Invisible characters PDF text layers and web copies carry: zero-width, BOM, soft hyphen, word joiner.
const INVISIBLE = /[\u200B-\u200D\u2060\uFEFF\u00AD]/g;
// C0 controls but tab, line feed and carriage return, and DEL.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;
// Dashes and the minus sign.
const DASHES = '\u2010\u2011\u2012\u2013\u2014\u2015\u2212\uFE58\uFE63\uFF0D';

/**
 * `evidence`: how the rest of the document spells words split at line ends (PDF pages); without it, a
 * split hyphen is judged by the two halves alone.
 */
export function normaliseText(input: string, evidence?: HyphenEvidence): string {
  let s = input.replace(/\r\n?/g, '\n');
  s = s.replace(/[\uFB00-\uFB06]/g, (c) => LIGATURES[c] ?? c);
  s = s.replace(INVISIBLE, '');
  // Control characters are glyphs a PDF font could not map ("Aged \x15 65" for "≥"): they carry no text.
  s = s.replace(CONTROL_CHARACTERS, ' ');
  // Digit groups split by a thin space or NBSP ("1 063") are one number; the ordinary space stays as is.
  s = s.replace(/(\d)[\u00A0\u2009\u202F](?=\d{3}(?!\d))/g, '$1');
  s = s.replace(ODD_SPACES, ' ');
  s = s.replace(/[\u2018\u2019\u201A\u201B\u2032]/g, "'").replace(/[\u201C\u201D\u201E\u201F\u2033]/g, '"');
  // Middle dot, dot operator and bullet operator between digits are decimal points (The Lancet's style).
  s = s.replace(/(\d)[\u00B7\u22C5\u2219](?=\d)/g, '$1.');
  // A range between numbers uses the en dash, whichever dash or minus the source used.
  s = s.replace(new RegExp(`(\\d%?) ?[${DASHES}] ?(?=\\d)`, 'g'), '$1\u2013');
  // Any other minus sign sticks to its number ("− 0.88" -> "-0.88"); Unicode hyphens become '-'.
  s = s.replace(/[\u2212\uFE63\uFF0D] ?(?=\d)/g, '-');
  s = s.replace(/[\u2212\uFE63\uFF0D\u2010\u2011]/g, '-');
  s = removeThousandsSeparators(s);
  s = readDecimalCommas(s);
  // Some journal fonts map "=" to the glyph "¼": "n ¼ 762", "P ¼ 0.01" between a short label and a number.
  s = s.replace(/(\b[A-Za-z][A-Za-z0-9]{0,3}|\))\s+\u00BC\s+(?=[-\u2013]?\.?\d)/g, '$1 = ');
  // The same fonts print "<" as "," and ">" as ".": "P , 0.01" (a comma never stands apart after a P).
  s = s.replace(/\b([Pp])\s+,\s+(?=0?\.\d)/g, '$1 < ').replace(/\b([Pp])\s+\.\s+(?=0?\.\d)/g, '$1 > ');
  s = joinHyphenatedLineEnds(s, evidence);
  s = s.replace(/[ \t\f\v]+/g, ' ');
  s = s.replace(/ *\n */g, '\n');
  s = s.replace(/\n{3,}/g, '\n\n');
  return s.trim();
}

/** "1,063" -> "1063" when it is clearly one number: groups of exactly three digits, not a decimal list. */
function removeThousandsSeparators(s: string): string {
  return s.replace(
    /(?<![\d.,])([1-9]\d{0,2})((?:,\d{3})+)(?![\d]|[.,]\d)/g,
    (_m, head: string, groups: string) => {
      return head + groups.replace(/,/g, '');
    },
  );
}

// "6,16" with one or two digits after the comma, not part of a list ("1,2,3") or a longer digit group.
const COMMA_DECIMAL = '(?<![\\d.,])(\\d+),(\\d{1,2})(?![\\d]|,\\d)';
// A dash set apart on both sides is a sign: "and – 6,16" ("CI -3,12" may be a range and stays).
const SPACED_SIGN = new RegExp(`(?<=^|[\\s([=:;])[-\u2013] ${COMMA_DECIMAL}`, 'g');
// A spread or percentage after it, or a spread sign before it: "6,16 ± 25", "12,5 %", "± 1,1".
const BY_SPREAD = new RegExp(
  `(?<=(?:±|\\+\\/-)\\s?)${COMMA_DECIMAL}|${COMMA_DECIMAL}(?=\\s*(?:±|\\+\\/-|%))`,
  'g',
);

/**
 * A decimal comma (European style) becomes a decimal point where the context proves it: a sign before it
 * ("– 6,16" is −6.16), a spread or percent after it or "±" before it ("6,16 ± 25", "12,5 %"). "1,234" (thousands) and
 * "6, 16" or "1,2,3" (lists) are left alone: read as two numbers, "6,16" would show a wrong "16".
 */
function readDecimalCommas(s: string): string {
  return s
    .replace(SPACED_SIGN, (_m, whole: string, fraction: string) => `-${whole}.${fraction}`)
    .replace(BY_SPREAD, (_m, ...g: (string | undefined)[]) => `${g[0] ?? g[2]}.${g[1] ?? g[3]}`);
}

/**
 * A hyphen at a line end. It is real, kept with the line joined, when the continuation starts with a
 * capital or a digit ("anti-" + "VEGF", "COVID-" + "19"), or the fragment before has a digit, a capital
 * after its first letter or is one letter ("NT-" + "proBNP", "3-" + "year", "IL-" + "6", "β-" + "blocker").
 * Otherwise the document decides where it can: the joined word printed elsewhere makes the hyphen soft
 * ("random-" + "ized" beside "randomized"), the hyphenated compound printed elsewhere makes it real
 * ("least-" + "squares" beside "least-squares"). Without such evidence a hyphen after the head of a common
 * compound ("double-" + "blind") or between two halves that are each a word the document prints on its own
 * ("least", "squares") is real; two lower-case fragments of one word are joined.
 */
function joinHyphenatedLineEnds(s: string, evidence: HyphenEvidence | undefined): string {
  // Find the breaks first and look back for the word (a pattern starting at the word is slow on long pages).
  return s.replace(/-[ \t]*\n[ \t]*(?=[\p{L}\p{N}])/gu, (m: string, offset: number) => {
    let start = offset;
    while (start > 0 && WORD_CHAR.test(s.charAt(start - 1))) start--;
    if (start === offset) return m;
    let end = offset + m.length;
    while (end < s.length && WORD_CHAR.test(s.charAt(end))) end++;
    const head = s.slice(start, offset);
    const tail = s.slice(offset + m.length, end);
    return isRealHyphen(head, tail, evidence) ? '-' : '';
  });
}

const WORD_CHAR = /[\p{L}\p{N}]/u;

function isRealHyphen(head: string, tail: string, evidence: HyphenEvidence | undefined): boolean {
  if (!/^\p{Ll}/u.test(tail)) return true;
  if (/\p{N}/u.test(head)) return true;
  if (/^\p{L}\p{Lu}/u.test(head) || /\p{Lu}\p{Lu}/u.test(head)) return true;
  if ([...head].length === 1) return true;
  const h = head.toLowerCase();
  const t = tail.toLowerCase();
  if (evidence?.words.has(h + t)) return false;
  if (evidence?.compounds.has(`${h}-${t}`)) return true;
  if (COMPOUND_HEADS.has(h)) return true;
  // Typesetting leaves at least two letters on the line and carries three: shorter halves are fragments.
  return !!evidence && h.length >= 3 && t.length >= 3 && evidence.words.has(h) && evidence.words.has(t);
}

/** Collapse every run of whitespace to one space: for comparing phrases across line breaks. */
export function squashSpaces(s: string): string {
  return s.replace(/\s+/g, ' ').trim();
}
