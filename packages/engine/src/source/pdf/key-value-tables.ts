import type { PlacedSegment } from './layout-types';
import type { LineSegment } from './lines';

/** Fewest rows that make a label | value table (two could be any two short lines beside prose). */
const MIN_ROWS = 3;

/** Longest label cell line: a label names a field in a few words, it does not run on like prose. */
const MAX_LABEL_CHARS = 40;
const MAX_LABEL_WORDS = 6;

/** How far (pt) cell lines may stray from their column's common left edge. */
const ALIGN = 2;

type Row = { label: LineSegment[]; value: LineSegment[] };

/** A label cell line: a few words naming a field (a cell of figures, "53" or "36 (97%)", names nothing). */
const isLabelLine = (s: LineSegment) => {
  const text = s.text.trim();
  return (
    /\p{L}{2,}/u.test(text) && text.length <= MAX_LABEL_CHARS && text.split(/\s+/).length <= MAX_LABEL_WORDS
  );
};

const sameBaseline = (a: LineSegment, b: LineSegment) =>
  Math.abs(a.baseline - b.baseline) <= 0.3 * Math.min(a.size, b.size);

/**
 * Two-column label | value tables printed without ruling a table grid (a protocol synopsis: "Primary endpoint |
 * Change in …"), each as its lines in reading order: row by row, a label's lines then its value's. Found as rows
 * whose left cell is a short label starting at one x and whose right cell starts at another common x on the
 * label's baseline, at least MIN_ROWS of them in a run with nothing else in the label band between them. Read
 * column by column, each label would be followed by the next label instead of its value. Two columns of prose
 * never qualify: their left lines are long and fill the label band.
 */
export function findKeyValueTables(segments: PlacedSegment[]): LineSegment[][] {
  const lines = [...segments].sort((a, b) => a.top - b.top || a.x0 - b.x0);
  const pairs: { label: LineSegment; value: LineSegment }[] = [];
  for (const label of lines) {
    // A label starts a cell, so it starts as a name does; a line of prose in a narrow column mostly goes on
    // from the line above in lower case.
    if (!isLabelLine(label) || /^\p{Ll}/u.test(label.text.trim())) continue;
    // The cell to its right on the same baseline: the nearest line starting clearly after the label ends.
    let value: PlacedSegment | null = null;
    for (const other of lines) {
      if (other === label || !sameBaseline(label, other) || other.x0 < label.x1 + 0.5 * label.size) continue;
      if (!value || other.x0 < value.x0) value = other;
    }
    // A further cell on the row in the value's own column makes a table of three columns or more (a data
    // table: label | arm 1 | arm 2), not a label | value table; a line across a gutter is the next column's text.
    if (!value) continue;
    const further = lines.some(
      (o) => o !== value && sameBaseline(o, value) && o.x0 >= value.x1 && o.column === value.column,
    );
    if (!further) pairs.push({ label, value });
  }
  const used = new Set<LineSegment>();
  const tables: LineSegment[][] = [];
  for (const seed of pairs) {
    if (used.has(seed.label)) continue;
    const column = pairs.filter(
      (p) =>
        !used.has(p.label) &&
        Math.abs(p.label.x0 - seed.label.x0) <= ALIGN &&
        Math.abs(p.value.x0 - seed.value.x0) <= ALIGN,
    );
    for (const run of contiguousRuns(column, lines)) {
      if (run.length < MIN_ROWS) continue;
      const members = [...new Set(run.flatMap((r) => [...r.label, ...r.value]))];
      for (const m of members) used.add(m);
      tables.push(members);
    }
  }
  return tables;
}

/**
 * Splits label | value pairs of one alignment (top to bottom) into runs of adjacent rows, each with the lines
 * of its cells: below a label or value, the lines starting at the same x that follow at line spacing before the
 * next row. A run ends where the gap to the next row is wider than a row's own spacing allows, or where a line
 * in the label band is neither a label nor part of one (a heading, a paragraph between two tables).
 */
function contiguousRuns(pairs: { label: LineSegment; value: LineSegment }[], lines: LineSegment[]): Row[][] {
  const sorted = [...pairs].sort((a, b) => a.label.top - b.label.top);
  const runs: Row[][] = [];
  let current: Row[] = [];
  sorted.forEach((pair, i) => {
    const nextTop = sorted[i + 1]?.label.top ?? Number.POSITIVE_INFINITY;
    const row: Row = {
      label: cellLines(pair.label, lines, nextTop, (s) => s.x1 < pair.value.x0),
      value: cellLines(pair.value, lines, nextTop, () => true),
    };
    if (!row.label.every(isLabelLine)) {
      if (current.length > 0) runs.push(current);
      current = [];
      return;
    }
    const previous = current[current.length - 1];
    if (previous && !adjacent(previous, row, lines)) {
      runs.push(current);
      current = [];
    }
    current.push(row);
  });
  if (current.length > 0) runs.push(current);
  return runs;
}

/** A cell's lines: its first line, then the lines starting at its x that follow at line spacing. */
function cellLines(
  first: LineSegment,
  lines: LineSegment[],
  before: number,
  fits: (s: LineSegment) => boolean,
): LineSegment[] {
  const cell = [first];
  for (const s of lines) {
    const last = cell[cell.length - 1]!;
    if (s.top <= last.top || s.top >= before - 0.3 * s.size) continue;
    if (Math.abs(s.x0 - first.x0) > ALIGN || !fits(s)) continue;
    if (s.top - last.bottom > 1.0 * last.size) break;
    cell.push(s);
  }
  return cell;
}

/** Whether a row follows the previous one directly: a small gap, and nothing else in the label band between. */
function adjacent(previous: Row, row: Row, lines: LineSegment[]): boolean {
  const end = Math.max(...[...previous.label, ...previous.value].map((s) => s.bottom));
  const start = row.label[0]!;
  if (start.top - end > 2 * start.size) return false;
  const bandLeft = Math.min(previous.label[0]!.x0, start.x0) - ALIGN;
  const bandRight = row.value[0]!.x0 - ALIGN;
  const cells = new Set([...previous.label, ...previous.value, ...row.label, ...row.value]);
  return !lines.some(
    (s) =>
      !cells.has(s) &&
      s.top > previous.label[0]!.top &&
      s.top < start.top &&
      s.x0 >= bandLeft &&
      s.x0 < bandRight,
  );
}
