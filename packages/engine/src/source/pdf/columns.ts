import type { LineSegment } from './lines';

export type Gutter = { x0: number; x1: number };
export type ColumnSide = 'L' | 'R' | 'F';

/** Prose lines: body-sized and long. Figure labels and table cells are short and do not vote. */
export function isProseLike(seg: LineSegment, bodySize: number): boolean {
  return Math.abs(seg.size - bodySize) <= Math.max(1.2, bodySize * 0.15) && seg.text.length >= 12;
}

/**
 * Finds the vertical band between two text columns on a page from where prose lines start and end:
 * the x near the middle crossed by the fewest prose lines, with clearly more lines wholly on each side
 * than crossing it. Full-width blocks (title, abstract box) cross it and are kept in order later.
 */
export function detectGutter(segments: LineSegment[], pageWidth: number, bodySize: number): Gutter | null {
  const prose = segments.filter((s) => isProseLike(s, bodySize));
  if (prose.length < 8) return null;
  const from = Math.floor(pageWidth * 0.3);
  const to = Math.ceil(pageWidth * 0.7);
  let best: { x: number; crossing: number; balance: number } | null = null;
  const crossingAt: number[] = [];
  for (let x = from; x <= to; x++) {
    let crossing = 0;
    let left = 0;
    let right = 0;
    for (const s of prose) {
      if (s.x1 <= x) left++;
      else if (s.x0 >= x) right++;
      else crossing++;
    }
    crossingAt.push(crossing);
    const balance = Math.min(left, right);
    if (!best || crossing < best.crossing || (crossing === best.crossing && balance > best.balance)) {
      best = { x, crossing, balance };
    }
  }
  if (!best || best.balance < 4 || best.crossing >= best.balance) return null;
  // Widen to the whole run of x with the same, minimal crossing count.
  let lo = best.x;
  let hi = best.x;
  while (lo - 1 >= from && crossingAt[lo - 1 - from] === best.crossing) lo--;
  while (hi + 1 <= to && crossingAt[hi + 1 - from] === best.crossing) hi++;
  // Snap to the actual column edges around that run.
  const mid = (lo + hi) / 2;
  const leftEdge = Math.max(...prose.filter((s) => s.x1 <= mid).map((s) => s.x1));
  const rightEdge = Math.min(...prose.filter((s) => s.x0 >= mid).map((s) => s.x0));
  if (!Number.isFinite(leftEdge) || !Number.isFinite(rightEdge) || rightEdge - leftEdge < 4) return null;
  return { x0: leftEdge, x1: rightEdge };
}

export function sideOf(seg: { x0: number; x1: number }, gutter: Gutter | null): ColumnSide {
  if (!gutter) return 'F';
  const slack = 2;
  if (seg.x1 <= gutter.x0 + slack) return 'L';
  if (seg.x0 >= gutter.x1 - slack) return 'R';
  return 'F';
}

/** The gutter most pages share, for pages too full of tables or figures to show their own. */
export function commonGutter(gutters: (Gutter | null)[]): Gutter | null {
  const found = gutters.filter((g): g is Gutter => g !== null);
  if (found.length === 0 || found.length < gutters.length * 0.3) return null;
  const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  return { x0: median(found.map((g) => g.x0)), x1: median(found.map((g) => g.x1)) };
}

/** Whether a page's text is consistent with a given gutter: few prose lines cross it, text on both sides. */
export function gutterFits(segments: LineSegment[], gutter: Gutter, bodySize: number): boolean {
  const prose = segments.filter((s) => isProseLike(s, bodySize));
  const crossing = prose.filter((s) => sideOf(s, gutter) === 'F').length;
  const left = segments.filter((s) => sideOf(s, gutter) === 'L').length;
  const right = segments.filter((s) => sideOf(s, gutter) === 'R').length;
  return crossing <= Math.max(1, prose.length * 0.25) && left >= 3 && right >= 3;
}
