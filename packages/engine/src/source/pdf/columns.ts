import type { LineSegment } from './lines';
import { wordCount } from './words';
import type { TextRun } from './text-runs';

export type Gutter = { x0: number; x1: number };
export type ColumnSide = 'L' | 'R' | 'F';

/** Prose lines: body-sized and long. Figure labels and table cells are short and do not vote. */
export function isProseLike(seg: LineSegment, bodySize: number): boolean {
  return Math.abs(seg.size - bodySize) <= Math.max(1.2, bodySize * 0.15) && seg.text.length >= 12;
}

/**
 * Lines that can stand beside another column's lines: text of a few words, not much smaller than the body
 * (figure labels, table cells in small print) nor display type. Loose, because a page of small print (a big
 * table) makes its own body size small.
 */
function isColumnLine(seg: LineSegment, bodySize: number): boolean {
  return (
    seg.size >= 0.7 * bodySize &&
    seg.size <= 1.5 * bodySize &&
    seg.text.length >= 12 &&
    wordCount(seg.text) >= 2
  );
}

/** Columns put two or three pieces on a printed line; a table row puts more. */
function tableRows(segments: LineSegment[]): Set<LineSegment> {
  const baselines = segments.map((s) => s.baseline).sort((a, b) => a - b);
  const countBelow = (v: number) => {
    let a = 0;
    let b = baselines.length;
    while (a < b) {
      const m = (a + b) >> 1;
      if (baselines[m]! < v) a = m + 1;
      else b = m;
    }
    return a;
  };
  const rows = new Set<LineSegment>();
  for (const seg of segments) {
    const tolerance = 0.3 * seg.size;
    const onBaseline = countBelow(seg.baseline + tolerance) - countBelow(seg.baseline - tolerance + 1e-9);
    if (onBaseline - 1 >= 3) rows.add(seg);
  }
  return rows;
}

function overlapsVertically(a: LineSegment, b: LineSegment): boolean {
  return Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.3 * Math.min(a.size, b.size);
}

type GutterScore = { pairs: number; crossing: number };

/** Lines with, for each, the indices of the lines at the same height (computed once per search). */
type Pool = { lines: LineSegment[]; partners: number[][] };

function poolOf(lines: LineSegment[]): Pool {
  const sorted = [...lines].sort((a, b) => a.top - b.top);
  const partners: number[][] = sorted.map(() => []);
  for (let i = 0; i < sorted.length; i++) {
    for (let j = i + 1; j < sorted.length && sorted[j]!.top < sorted[i]!.bottom; j++) {
      if (overlapsVertically(sorted[i]!, sorted[j]!)) {
        partners[i]!.push(j);
        partners[j]!.push(i);
      }
    }
  }
  return { lines: sorted, partners };
}

/**
 * How strongly x separates two columns: the lines wholly left of x that have a line wholly right of x at the
 * same height (side by side), and the lines crossing x that interrupt such pairs (with a pair just above and
 * just below). Full-width blocks above or below the columns (title, abstract box, section notes, a wide figure)
 * do not count against it.
 */
function scoreAt(x: number, { lines, partners }: Pool): GutterScore {
  let pairsLeft = 0;
  const right = new Set<number>();
  const paired: LineSegment[] = [];
  lines.forEach((l, i) => {
    if (l.x1 > x) return;
    let found = false;
    for (const j of partners[i]!) {
      const r = lines[j]!;
      if (r.x0 < x) continue;
      found = true;
      if (!right.has(j)) paired.push(r);
      right.add(j);
    }
    if (found) {
      pairsLeft++;
      paired.push(l);
    }
  });
  if (pairsLeft === 0) return { pairs: 0, crossing: 0 };
  const bottoms = paired.map((p) => p.bottom).sort((a, b) => a - b);
  const tops = paired.map((p) => p.top).sort((a, b) => a - b);
  let crossing = 0;
  for (const s of lines) {
    if (!(s.x0 < x && s.x1 > x)) continue;
    const reach = 2 * s.size;
    const above = anyWithin(bottoms, s.top - reach, s.top + 1);
    const below = anyWithin(tops, s.bottom - 1, s.bottom + reach);
    if (above && below) crossing++;
  }
  return { pairs: Math.min(pairsLeft, right.size), crossing };
}

/** Whether a sorted list holds a value in (lo, hi]. */
function anyWithin(sorted: number[], lo: number, hi: number): boolean {
  let a = 0;
  let b = sorted.length;
  while (a < b) {
    const m = (a + b) >> 1;
    if (sorted[m]! <= lo) a = m + 1;
    else b = m;
  }
  return a < sorted.length && sorted[a]! <= hi;
}

/** Fewest side-by-side line pairs that make a column gutter. */
const MIN_PAIRS = 4;

/**
 * Finds the vertical band between two text columns within [from, to]: the x with the most side-by-side line
 * pairs and few lines crossing it where the columns stand, widened to the whole stretch of such x and snapped
 * to the column edges. The score only changes at line edges, so it is taken between consecutive edges.
 */
function bestGutter(lines: LineSegment[], from: number, to: number): (Gutter & GutterScore) | null {
  if (to - from < 4 || lines.length < 2 * MIN_PAIRS) return null;
  const pool = poolOf(lines);
  // Edges to the half point: the score is the same between them, and a page has at most ~1200 of them.
  const edges = [
    ...new Set([
      from,
      to,
      ...lines
        .flatMap((s) => [s.x0, s.x1])
        .filter((x) => x > from && x < to)
        .map((x) => Math.round(x * 2) / 2),
    ]),
  ].sort((p, q) => p - q);
  const spans: ({ lo: number; hi: number } & GutterScore)[] = [];
  for (let i = 1; i < edges.length; i++) {
    const lo = edges[i - 1]!;
    const hi = edges[i]!;
    if (hi - lo < 0.5) continue;
    spans.push({ lo, hi, ...scoreAt((lo + hi) / 2, pool) });
  }
  let best: ({ lo: number; hi: number } & GutterScore) | null = null;
  for (const span of spans) {
    if (!best || span.pairs - span.crossing > best.pairs - best.crossing) best = span;
  }
  if (!best || best.pairs < MIN_PAIRS || best.crossing * 2 > best.pairs) return null;
  const mid = (best.lo + best.hi) / 2;
  const leftEdge = Math.max(...lines.filter((s) => s.x1 <= mid).map((s) => s.x1));
  const rightEdge = Math.min(...lines.filter((s) => s.x0 >= mid).map((s) => s.x0));
  if (!Number.isFinite(leftEdge) || !Number.isFinite(rightEdge) || rightEdge - leftEdge < 4) return null;
  return { x0: leftEdge, x1: rightEdge, pairs: best.pairs, crossing: best.crossing };
}

/** Most lines of prose a page can hold (six-point type in four columns is about 600). */
const MAX_LINES = 1500;

/** Narrowest text column worth finding (points): narrower strips are margins, line numbers or labels. */
const MIN_COLUMN_WIDTH = 60;

/**
 * All column gutters of a page, left to right: the strongest first, then, inside each side of it, any further
 * gutter (three columns, or a margin column of notes beside two body columns).
 */
export function detectGutters(segments: LineSegment[], pageWidth: number, bodySize: number): Gutter[] {
  const rows = tableRows(segments);
  const lines = segments.filter((s) => isColumnLine(s, bodySize) && !rows.has(s));
  // No printed page holds that many lines of prose: a hostile or generated page is read as one column.
  if (lines.length < 2 * MIN_PAIRS || lines.length > MAX_LINES) return [];
  const found: Gutter[] = [];
  const search = (pool: LineSegment[], from: number, to: number) => {
    const g = bestGutter(pool, from + MIN_COLUMN_WIDTH, to - MIN_COLUMN_WIDTH);
    if (!g) return;
    found.push({ x0: g.x0, x1: g.x1 });
    search(
      pool.filter((s) => s.x1 <= g.x0 + 0.5),
      from,
      g.x0,
    );
    search(
      pool.filter((s) => s.x0 >= g.x1 - 0.5),
      g.x1,
      to,
    );
  };
  const left = Math.min(...lines.map((s) => s.x0));
  const right = Math.max(...lines.map((s) => s.x1));
  search(lines, Math.max(0, left), Math.min(pageWidth, right));
  return found;
}

/** The page's main gutter (the strongest one), or null for a single column. */
export function detectGutter(segments: LineSegment[], pageWidth: number, bodySize: number): Gutter | null {
  return detectGutters(segments, pageWidth, bodySize)[0] ?? null;
}

/**
 * Index of the column a segment lies in, given the gutters sorted left to right; -1 when it reaches over a
 * gutter into both columns beside it. A line that starts inside the gutter band still belongs to the right
 * column.
 */
export function columnOf(seg: { x0: number; x1: number }, gutters: Gutter[]): number {
  const slack = 2;
  let column = 0;
  for (const g of gutters) {
    if (seg.x1 <= g.x0 + slack) return column;
    if (seg.x0 < g.x0 - slack && seg.x1 > g.x1 + slack) return -1;
    if (seg.x0 < g.x0 - slack) return (seg.x0 + seg.x1) / 2 < (g.x0 + g.x1) / 2 ? column : column + 1;
    column++;
  }
  return column;
}

export function sideOf(seg: { x0: number; x1: number }, gutter: Gutter | null): ColumnSide {
  if (!gutter) return 'F';
  const column = columnOf(seg, [gutter]);
  return column < 0 ? 'F' : column === 0 ? 'L' : 'R';
}

/**
 * Gutters that recur over the document (on at least two pages and a fifth of them), most frequent first:
 * for pages too full of tables or figures to show their own, and for pages that mirror (left and right
 * pages with the margin notes on the outer side) each recurring one is tried.
 */
export function recurringGutters(pages: Gutter[][]): Gutter[] {
  const clusters: { members: Gutter[]; pages: Set<number> }[] = [];
  pages.forEach((gutters, page) => {
    for (const g of gutters) {
      const mid = (g.x0 + g.x1) / 2;
      const cluster = clusters.find((c) => c.members.some((m) => mid > m.x0 - 2 && mid < m.x1 + 2));
      if (cluster) {
        cluster.members.push(g);
        cluster.pages.add(page);
      } else clusters.push({ members: [g], pages: new Set([page]) });
    }
  });
  const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  return clusters
    .filter((c) => c.pages.size >= Math.max(2, pages.length * 0.2))
    .sort((a, b) => b.pages.size - a.pages.size)
    .map((c) => ({ x0: median(c.members.map((g) => g.x0)), x1: median(c.members.map((g) => g.x1)) }));
}

/** Whether a page's text is consistent with a given gutter: few prose lines cross it, text on both sides. */
export function gutterFits(segments: LineSegment[], gutter: Gutter, bodySize: number): boolean {
  const prose = segments.filter((s) => isProseLike(s, bodySize));
  const crossing = prose.filter((s) => sideOf(s, gutter) === 'F').length;
  const left = segments.filter((s) => sideOf(s, gutter) === 'L').length;
  const right = segments.filter((s) => sideOf(s, gutter) === 'R').length;
  return crossing <= Math.max(1, prose.length * 0.25) && left >= 3 && right >= 3;
}

/**
 * Whether a known gutter (the one most pages share) also parts this page's lines somewhere: at least
 * MIN_PAIRS lines of text break at it, with words on both sides, and no line runs across it between them.
 * Catches short stretches of two columns whose gutter is no wider than the words' spacing (a first page
 * whose columns start below a summary box).
 */
export function linesBreakAt(lines: TextRun[][], gutter: Gutter, bodySize: number): boolean {
  const mid = (gutter.x0 + gutter.x1) / 2;
  const rows: { top: number; bottom: number; broken: boolean }[] = [];
  for (const line of lines) {
    const body = line.filter((r) => r.size >= 0.7 * bodySize && r.size <= 1.5 * bodySize && r.text.trim());
    if (body.length === 0) continue;
    const top = Math.min(...body.map((r) => r.top));
    const bottom = Math.max(...body.map((r) => r.bottom));
    if (body.some((r) => r.x0 < mid && r.x1 > mid)) {
      rows.push({ top, bottom, broken: false });
      continue;
    }
    const left = body.filter((r) => r.x1 <= mid);
    const right = body.filter((r) => r.x0 >= mid);
    const words = (runs: TextRun[]) => wordCount(runs.map((r) => r.text).join(' '));
    const last = left[left.length - 1];
    const first = right[0];
    if (!last || !first || first.x0 - last.x1 < 0.3 * bodySize || words(left) < 2 || words(right) < 2)
      continue;
    rows.push({ top, bottom, broken: true });
  }
  if (rows.length > MAX_LINES) return false;
  const broken = rows.filter((r) => r.broken);
  const interrupting = rows.filter(
    (r) =>
      !r.broken &&
      broken.some((b) => b.bottom <= r.top + 1 && r.top - b.bottom < 2 * bodySize) &&
      broken.some((b) => b.top >= r.bottom - 1 && b.top - r.bottom < 2 * bodySize),
  );
  return broken.length >= MIN_PAIRS && interrupting.length * 2 <= broken.length;
}
