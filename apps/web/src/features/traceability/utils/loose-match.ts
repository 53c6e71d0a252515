/**
 * Finding a quote in source text the way a reader would: case, runs of white space, the middle-dot decimal
 * point, dash variants and ligatures (as PDF text layers print them) do not matter. Offsets refer to the
 * original text so the match can be marked in place.
 */

export type TextRange = { start: number; end: number };

export type MatchOptions = {
  /** Ignore white space entirely (PDF text items often lose or add spaces between runs). */
  ignoreSpaces?: boolean;
};

const DASHES = /[\u2010-\u2015\u2212]/;
const DECIMAL_DOTS = /[·⋅∙]/;

function foldChar(ch: string): string {
  if (DECIMAL_DOTS.test(ch)) return '.';
  if (DASHES.test(ch)) return '-';
  return ch.normalize('NFKC').toLowerCase();
}

type Folded = { text: string; map: number[] };

/** The folded text with, for every folded character, the index of the original character it came from. */
function fold(text: string, options: MatchOptions): Folded {
  let out = '';
  const map: number[] = [];
  let pendingSpace = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (/\s/.test(ch)) {
      pendingSpace = !options.ignoreSpaces;
      continue;
    }
    if (pendingSpace && out.length > 0) {
      out += ' ';
      map.push(i - 1);
    }
    pendingSpace = false;
    for (const part of foldChar(ch)) {
      out += part;
      map.push(i);
    }
  }
  return { text: out, map };
}

/** Where `needle` first occurs in `haystack` (loosely), or null. An empty or blank needle never matches. */
export function findLoose(haystack: string, needle: string, options: MatchOptions = {}): TextRange | null {
  const wanted = fold(needle, options).text;
  if (!wanted) return null;
  const folded = fold(haystack, options);
  const at = folded.text.indexOf(wanted);
  if (at < 0) return null;
  return { start: folded.map[at]!, end: folded.map[at + wanted.length - 1]! + 1 };
}

/** Every non-overlapping loose occurrence of `needle`. */
export function findAllLoose(haystack: string, needle: string, options: MatchOptions = {}): TextRange[] {
  const wanted = fold(needle, options).text;
  if (!wanted) return [];
  const folded = fold(haystack, options);
  const out: TextRange[] = [];
  let from = 0;
  for (;;) {
    const at = folded.text.indexOf(wanted, from);
    if (at < 0) return out;
    out.push({ start: folded.map[at]!, end: folded.map[at + wanted.length - 1]! + 1 });
    from = at + wanted.length;
  }
}

/**
 * Where a number shown on a slide occurs as a whole number in the text: "21" does not match inside "210"
 * or "2.21". The first occurrence inside `within` is preferred when given.
 */
export function findNumber(text: string, numberText: string, within?: TextRange | null): TextRange | null {
  const all = findAllLoose(text, numberText, { ignoreSpaces: true }).filter(
    (r) => !isDigitish(text[r.start - 1], text[r.start - 2]) && !isDigitish(text[r.end], text[r.end + 1]),
  );
  if (within) {
    const inside = all.find((r) => r.start >= within.start && r.end <= within.end);
    if (inside) return inside;
  }
  return all[0] ?? null;
}

/** A digit, or a decimal point / thousands separator followed (or preceded) by a digit. */
function isDigitish(ch: string | undefined, next: string | undefined): boolean {
  if (ch === undefined) return false;
  if (/\d/.test(ch)) return true;
  return /[.,·]/.test(ch) && next !== undefined && /\d/.test(next);
}

export type MarkKind = 'quote' | 'number';
export type Segment = { text: string; mark: MarkKind | null };

/**
 * Cuts `text` into plain and marked segments. The number range wins over the quote range where they
 * overlap; ranges outside the text are ignored.
 */
export function segmentText(text: string, quote: TextRange | null, number: TextRange | null): Segment[] {
  const kindAt = (i: number): MarkKind | null => {
    if (number && i >= number.start && i < number.end) return 'number';
    if (quote && i >= quote.start && i < quote.end) return 'quote';
    return null;
  };
  const cuts = new Set([0, text.length]);
  for (const r of [quote, number]) {
    if (!r) continue;
    cuts.add(Math.max(0, Math.min(text.length, r.start)));
    cuts.add(Math.max(0, Math.min(text.length, r.end)));
  }
  const points = [...cuts].sort((a, b) => a - b);
  const out: Segment[] = [];
  for (let i = 0; i + 1 < points.length; i++) {
    const [from, to] = [points[i]!, points[i + 1]!];
    if (from === to) continue;
    out.push({ text: text.slice(from, to), mark: kindAt(from) });
  }
  return out;
}

/** Text items (e.g. of a PDF page) joined with single spaces, with each item's start offset in the join. */
export function joinItems(items: string[]): { text: string; starts: number[] } {
  const starts: number[] = [];
  let text = '';
  for (const item of items) {
    if (text) text += ' ';
    starts.push(text.length);
    text += item;
  }
  return { text, starts };
}

export type ItemSpan = { item: number; from: number; to: number };

/** The parts of each item that a range of the joined text covers (char offsets within each item). */
export function spansOfRange(items: string[], starts: number[], range: TextRange): ItemSpan[] {
  const out: ItemSpan[] = [];
  items.forEach((item, index) => {
    const start = starts[index]!;
    const end = start + item.length;
    const from = Math.max(range.start, start);
    const to = Math.min(range.end, end);
    if (to > from) out.push({ item: index, from: from - start, to: to - start });
  });
  return out;
}
