import type { TextRun } from './text-runs';

/** Letters in a row that, found again later on the page, start a repeat. */
const GRAM = 24;
/** Fewest letters repeated in one stretch that make a second copy of the text (about three printed lines). */
const MIN_REPEAT = 160;
/** Share of a run's letters inside a repeat that makes the run part of the second copy. */
const RUN_COVERED = 0.8;
/** Earlier places of a gram tried as the source of a copy (phrases recur in any text). */
const MAX_SOURCES = 16;
/** Share of the smaller box's height and width a copy shares with its source when drawn over it. */
const OVERLAP = 0.5;

/**
 * Drops a second copy of a page's text: some PDFs draw their text layer twice (a revised layer over the
 * first, or bold made by overprinting), often wrapped or hyphenated differently and a little offset, so the
 * two copies interleave line by line. A copy is a long stretch of the page's letters (spaces, hyphens and
 * ligature splits ignored) that repeats an earlier stretch in the content stream letter for letter; its runs are
 * dropped and the first copy kept. Short repeats (a caption or a table label printed twice) and repeats drawn
 * elsewhere on the page (table rows alike) stay.
 */
export function dropRepeatedText(runs: TextRun[]): TextRun[] {
  const codes: number[] = [];
  const owner: number[] = [];
  runs.forEach((run, i) => {
    const text = run.text.toLowerCase();
    for (let k = 0; k < text.length; k++) {
      const c = text.charCodeAt(k);
      if (!isLetterOrDigit(c, text[k]!)) continue;
      codes.push(c);
      owner.push(i);
    }
  });
  const count = codes.length;
  if (count < 2 * MIN_REPEAT) return runs;
  const hashes = gramHashes(codes);
  const repeated = new Uint8Array(count);
  // Earlier starts of each gram (by hash); a copy is the longest letter-by-letter match from one of them.
  const seen = new Map<number, number[]>();
  for (let p = 0; p + GRAM <= count; ) {
    const earlier = seen.get(hashes[p]!);
    let best = 0;
    let bestSource = 0;
    if (earlier) {
      for (let e = Math.max(0, earlier.length - MAX_SOURCES); e < earlier.length; e++) {
        const q = earlier[e]!;
        // Letters before both agree: this match is the tail of one already tried one letter earlier.
        if (p > 0 && q > 0 && codes[q - 1] === codes[p - 1]) continue;
        let length = 0;
        while (p + length < count && q + length < p && codes[q + length] === codes[p + length]) length++;
        if (length > best) {
          best = length;
          bestSource = q;
        }
      }
    }
    if (best >= MIN_REPEAT && drawnOver(runs, owner, bestSource, p, best)) {
      repeated.fill(1, p, p + best);
      p += best;
      continue;
    }
    if (earlier) earlier.push(p);
    else seen.set(hashes[p]!, [p]);
    p++;
  }
  const inRun = new Uint32Array(runs.length);
  const total = new Uint32Array(runs.length);
  owner.forEach((r, p) => {
    total[r]!++;
    if (repeated[p]) inRun[r]!++;
  });
  const dropped = runs.map((_, i) => total[i]! > 0 && inRun[i]! >= RUN_COVERED * total[i]!);
  // Runs without letters (punctuation between pieces of a copied line) go with their neighbours.
  return runs.filter((_, i) => {
    if (total[i]! > 0) return !dropped[i];
    return !(dropped[i - 1] && dropped[i + 1]);
  });
}

/**
 * Whether a copy is drawn over its source: the boxes of the two stretches share most of their height and
 * width. Text repeated elsewhere on the page (table rows that read alike, a title printed again in a box)
 * stands apart and is kept.
 */
function drawnOver(runs: TextRun[], owner: number[], source: number, copy: number, length: number): boolean {
  const box = (from: number) => {
    const own = new Set(owner.slice(from, from + length));
    const rs = [...own].map((i) => runs[i]!);
    return {
      x0: Math.min(...rs.map((r) => r.x0)),
      x1: Math.max(...rs.map((r) => r.x1)),
      top: Math.min(...rs.map((r) => r.top)),
      bottom: Math.max(...rs.map((r) => r.bottom)),
    };
  };
  const a = box(source);
  const b = box(copy);
  const shared = (lo1: number, hi1: number, lo2: number, hi2: number) =>
    Math.min(hi1, hi2) - Math.max(lo1, lo2) >= OVERLAP * Math.min(hi1 - lo1, hi2 - lo2);
  return shared(a.top, a.bottom, b.top, b.bottom) && shared(a.x0, a.x1, b.x0, b.x1);
}

function isLetterOrDigit(code: number, ch: string): boolean {
  if (code < 128) return (code >= 48 && code <= 57) || (code >= 97 && code <= 122);
  return /[\p{L}\p{N}]/u.test(ch);
}

/** A rolling hash of every GRAM-letter window (equal windows hash alike; matches are then checked letter by letter). */
function gramHashes(codes: number[]): Uint32Array {
  const base = 257;
  let top = 1;
  for (let k = 1; k < GRAM; k++) top = Math.imul(top, base) >>> 0;
  const out = new Uint32Array(Math.max(0, codes.length - GRAM + 1));
  let h = 0;
  for (let k = 0; k < codes.length; k++) {
    if (k >= GRAM) h = (h - Math.imul(codes[k - GRAM]!, top)) >>> 0;
    h = (Math.imul(h, base) + codes[k]!) >>> 0;
    if (k >= GRAM - 1) out[k - GRAM + 1] = h;
  }
  return out;
}
