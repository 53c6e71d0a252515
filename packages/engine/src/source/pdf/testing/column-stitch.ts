import type { LineSegment } from '../lines';
import type { LaidOutBlock } from '../parse-pdf';
import type { TextRun } from '../text-runs';

/** A place where one assembled block joins text from two columns that stand side by side. */
export type ColumnStitch = { page: number; reason: 'side-by-side lines' | 'gap inside a line'; text: string };

/** Extent of a line from its runs' positions (not the layout's own column guess). */
function extent(line: LineSegment): { x0: number; x1: number; top: number; bottom: number } {
  const runs = line.runs.filter((r) => r.text.trim());
  const use = runs.length > 0 ? runs : line.runs;
  return {
    x0: Math.min(...use.map((r) => r.x0)),
    x1: Math.max(...use.map((r) => r.x1)),
    top: line.top,
    bottom: line.bottom,
  };
}

/**
 * Reading moves between horizontally disjoint lines in two legal ways only: up to the top of a column to the
 * right (the next column), or down and to the left (the next band below a full-width break). Any other move
 * between disjoint lines reads across columns that stand side by side.
 */
function jumpIsStitch(a: LineSegment, b: LineSegment, pageRuns: TextRun[]): boolean {
  if (!isProse(a.text) || !isProse(b.text)) return false;
  const ea = extent(a);
  const eb = extent(b);
  const slack = 1.5;
  const rightward = eb.x0 >= ea.x1 - slack;
  const leftward = eb.x1 <= ea.x0 + slack;
  if (!rightward && !leftward) return false;
  const above = eb.bottom <= ea.top + slack;
  const below = eb.top >= ea.bottom - slack;
  if (rightward && above) return false;
  if (leftward && below) return false;
  // Pieces of one justified line are disjoint too, but the lines above and below cover the space between them.
  const [l, r] = rightward ? [ea, eb] : [eb, ea];
  const size = Math.max(a.size, b.size);
  return isChannel(l.x1, r.x0, Math.min(ea.top, eb.top), Math.max(ea.bottom, eb.bottom), size, pageRuns, [
    ...a.runs,
    ...b.runs,
  ]);
}

/** Running prose, not a table cell, label or marker: at least four words. */
function isProse(text: string): boolean {
  return (text.match(/\p{L}{2,}/gu) ?? []).length >= 4;
}

function words(text: string): number {
  return (text.match(/\p{L}{2,}/gu) ?? []).length;
}

/**
 * A whitespace channel: no run of the page covers [from, to] within three line heights above and below, text
 * lies above and below, and a column edge lines it.
 */
function isChannel(
  from: number,
  to: number,
  top: number,
  bottom: number,
  size: number,
  pageRuns: TextRun[],
  own: TextRun[],
): boolean {
  const y0 = top - 3 * size;
  const y1 = bottom + 3 * size;
  const others = pageRuns.filter((r) => !own.includes(r) && r.text.trim() && !r.rotated);
  const covered = others.some((r) => r.bottom > y0 && r.top < y1 && r.x0 < to - 0.5 && r.x1 > from + 0.5);
  const near = others.filter((r) => r.bottom > y0 && r.top < y1);
  const textAbove = near.some((r) => r.bottom <= top + 0.5);
  const textBelow = near.some((r) => r.top >= bottom - 0.5);
  // A gutter has a column edge beside it: other lines end where the gap starts or start where it ends.
  const edge = near.some((r) => Math.abs(r.x1 - from) <= 3 || Math.abs(r.x0 - to) <= 3);
  return !covered && textAbove && textBelow && edge;
}

/**
 * A gap inside one printed line that lines a whitespace channel: no other run of the page covers the gap's
 * x range for three line heights above and below. That is a column gutter, not a word space.
 */
function gutterGapInside(line: LineSegment, pageRuns: TextRun[]): boolean {
  const runs = line.runs.filter((r) => r.text.trim()).sort((x, y) => x.x0 - y.x0);
  for (let i = 1; i < runs.length; i++) {
    const gapFrom = runs[i - 1]!.x1;
    const gapTo = runs[i]!.x0;
    const size = Math.max(runs[i]!.size, runs[i - 1]!.size);
    if (gapTo - gapFrom < 0.5 * size) continue;
    // A list number or footnote mark set apart from its text is not a column.
    const before = runs
      .slice(0, i)
      .map((r) => r.text)
      .join(' ');
    const after = runs
      .slice(i)
      .map((r) => r.text)
      .join(' ');
    if (words(before) < 2 || words(after) < 2) continue;
    if (isChannel(gapFrom, gapTo, line.top, line.bottom, size, pageRuns, line.runs)) return true;
  }
  return false;
}

/** Every column stitch in a parsed PDF's text blocks (captions, headings, paragraphs and list items). */
export function findColumnStitches(blocks: LaidOutBlock[], pageRuns: Map<number, TextRun[]>): ColumnStitch[] {
  const stitches: ColumnStitch[] = [];
  for (const block of blocks) {
    const runs = pageRuns.get(block.page) ?? [];
    const text = block.lines.map((l) => l.text).join(' / ');
    for (let i = 1; i < block.lines.length; i++) {
      if (jumpIsStitch(block.lines[i - 1]!, block.lines[i]!, runs)) {
        stitches.push({ page: block.page, reason: 'side-by-side lines', text });
        break;
      }
    }
    for (const line of block.lines) {
      if (gutterGapInside(line, runs)) {
        stitches.push({ page: block.page, reason: 'gap inside a line', text: line.text });
        break;
      }
    }
  }
  return stitches;
}
