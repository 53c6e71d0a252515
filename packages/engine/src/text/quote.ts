import type { Span } from './sentences';

export const MAX_QUOTE = 300;

/**
 * The part of a sentence to quote for a value at [matchStart, matchEnd): the whole sentence when it is short,
 * else the clauses around the value, cut at clause marks or word boundaries. Always a span of `text`.
 */
export function clipQuote(
  text: string,
  sentence: Span,
  matchStart: number,
  matchEnd: number,
  max = MAX_QUOTE,
): Span {
  if (sentence.end - sentence.start <= max) return sentence;
  const ms = Math.max(sentence.start, Math.min(matchStart, sentence.end));
  const me = Math.min(sentence.end, Math.max(matchEnd, ms));
  if (me - ms >= max) return trimSpan(text, { start: ms, end: ms + max });
  const boundaries = clauseBoundaries(text, sentence);
  let start = ms;
  let end = me;
  // Widen to whole clauses while they fit, alternating left and right.
  for (let grew = true; grew; ) {
    grew = false;
    const left = [...boundaries].reverse().find((b) => b < start);
    if (left !== undefined && end - left <= max) {
      start = left;
      grew = true;
    }
    const right = boundaries.find((b) => b > end);
    if (right !== undefined && right - start <= max) {
      end = right;
      grew = true;
    }
  }
  // Fill what room is left word by word.
  while (end < sentence.end && end - start < max) {
    const next = nextWordEnd(text, end, sentence.end);
    if (next - start > max) break;
    end = next;
  }
  while (start > sentence.start && end - start < max) {
    const prev = prevWordStart(text, start, sentence.start);
    if (end - prev > max) break;
    start = prev;
  }
  return trimSpan(text, { start, end });
}

/** Offsets where a clause may start or end: sentence edges and just after , ; : ( or before ). */
function clauseBoundaries(text: string, sentence: Span): number[] {
  const out = [sentence.start];
  for (let i = sentence.start; i < sentence.end; i++) {
    const c = text[i]!;
    if (c === ',' || c === ';' || c === ':') out.push(i + 1);
    else if (c === '(' || c === '[') out.push(i);
    else if (c === ')' || c === ']') out.push(i + 1);
  }
  out.push(sentence.end);
  return [...new Set(out)].sort((a, b) => a - b);
}

function nextWordEnd(text: string, from: number, limit: number): number {
  let i = from;
  while (i < limit && /\s/.test(text[i]!)) i++;
  while (i < limit && !/\s/.test(text[i]!)) i++;
  return i;
}

function prevWordStart(text: string, from: number, limit: number): number {
  let i = from;
  while (i > limit && /\s/.test(text[i - 1]!)) i--;
  while (i > limit && !/\s/.test(text[i - 1]!)) i--;
  return i;
}

function trimSpan(text: string, span: Span): Span {
  let { start, end } = span;
  while (start < end && /[\s,;:]/.test(text[start]!)) start++;
  while (end > start && /[\s,;]/.test(text[end - 1]!)) end--;
  return { start, end };
}

/** Where `phrase` occurs in `text` when whitespace may differ (line breaks in PDF text); null if nowhere. */
export function findFlexible(text: string, phrase: string, from = 0): Span | null {
  // Long phrases are probed by their start: a quote needs no more, and huge patterns overflow the regex engine.
  const words = phrase.trim().slice(0, 600).split(/\s+/).filter(Boolean);
  if (words.length === 0) return null;
  const re = new RegExp(words.map(escapeRegExp).join('\\s*'), 'g');
  re.lastIndex = from;
  const m = re.exec(text);
  return m ? { start: m.index, end: m.index + m[0].length } : null;
}

export function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const WORD_CHAR = /[\p{L}\p{N}]/u;

/**
 * A span widened to whole words, or narrowed where widening would pass `max`: a quote never starts or ends
 * inside a word ("d to the control arm", "the contr"), so it reads as a phrase of the source.
 */
export function wholeWords(text: string, span: Span, max = MAX_QUOTE + 40): Span {
  let { start, end } = span;
  const inWord = (i: number) =>
    i > 0 && i < text.length && WORD_CHAR.test(text[i - 1]!) && WORD_CHAR.test(text[i]!);
  if (inWord(start)) {
    let s = start;
    while (inWord(s)) s--;
    if (end - s <= max) start = s;
    else while (start < end && WORD_CHAR.test(text[start]!)) start++;
  }
  if (inWord(end)) {
    let e = end;
    while (inWord(e)) e++;
    if (e - start <= max) end = e;
    else while (end > start && WORD_CHAR.test(text[end - 1]!)) end--;
  }
  return trimSpan(text, { start, end });
}
