import type { TextRun } from './text-runs';
import { groupLines, toSegment } from './lines';
import { normaliseText } from '../../text/normalise';

type Cell = { text: string; x0: number; x1: number };
type Row = { cells: Cell[]; top: number; bottom: number; size: number; wide: boolean };

export type TableGrid = {
  rows: string[][];
  /** Long single-cell lines after the last row: the table's notes ("Values are mean ± SD ..."). */
  notes: string[];
};

/** Gap (in ems) that separates two cells on one row; words inside a cell are closer. */
const CELL_GAP_EM = 0.6;

/**
 * Rebuilds rows and cells from the runs under a table caption: rows by baseline, columns from the
 * x-ranges that no (or almost no) row covers. Wrapped labels ("... during the / index procedure") and
 * wrapped header lines are merged back into the row above.
 */
export function buildTableGrid(runs: TextRun[], extent: { x0: number; x1: number }): TableGrid {
  const rows = groupRows(runs);
  if (rows.length === 0) return { rows: [], notes: [] };
  const width = extent.x1 - extent.x0;
  const notes = splitNotes(rows, width);
  const multi = rows.filter((r) => r.cells.length > 1);
  const columns = findColumns(multi.length >= 3 ? multi : rows.filter((r) => !r.wide));
  const grid = rows.map((row) => placeCells(row, columns));
  return {
    rows: mergeWrappedRows(grid).filter((r) => r.some((c) => c.length > 0)),
    notes: mergeNotes(notes),
  };
}

/**
 * Notes under a table: the single-cell lines after its last multi-cell row, when one of them is long or
 * they are set smaller than the rows. Removes them from rows.
 */
function splitNotes(rows: Row[], width: number): string[] {
  let last = rows.length - 1;
  while (last >= 0 && rows[last]!.cells.length === 1) last--;
  const tail = rows.slice(last + 1);
  if (tail.length === 0 || last < 0) return [];
  const rowSize = rows[last]!.size;
  const long = tail.some(
    (r) => r.cells[0]!.text.length >= 40 || r.cells[0]!.x1 - r.cells[0]!.x0 > 0.6 * width,
  );
  const smaller = tail[0]!.size < rowSize - 0.3;
  if (!long && !smaller) return [];
  rows.splice(last + 1);
  return mergeNotes(tail.map((r) => r.cells[0]!.text));
}

function groupRows(runs: TextRun[]): Row[] {
  // The same line grouping as the page text, so superscripts ("m2", "‡") stay on their row.
  const lines = groupLines(runs);
  return lines.map((line) => {
    line.sort((a, b) => a.x0 - b.x0);
    const cells: TextRun[][] = [];
    let current: TextRun[] = [];
    for (const run of line) {
      const prev = current[current.length - 1];
      if (prev && run.x0 - prev.x1 > CELL_GAP_EM * Math.max(run.size, prev.size)) {
        cells.push(current);
        current = [];
      }
      current.push(run);
    }
    if (current.length > 0) cells.push(current);
    const segs = cells.map(toSegment);
    const top = Math.min(...segs.map((s) => s.top));
    const bottom = Math.max(...segs.map((s) => s.bottom));
    const size = segs[0]?.size ?? 0;
    return {
      cells: segs.map((s) => ({ text: s.text, x0: s.x0, x1: s.x1 })),
      top,
      bottom,
      size,
      wide: segs.length === 1 && segs[0]!.text.length > 60,
    };
  });
}

/** Column bands: x-intervals covered by cells, separated by gaps that at most a tenth of rows bridge. */
function findColumns(rows: Row[]): { x0: number; x1: number }[] {
  const cells = rows.flatMap((r) => r.cells);
  if (cells.length === 0) return [];
  const lo = Math.floor(Math.min(...cells.map((c) => c.x0)));
  const hi = Math.ceil(Math.max(...cells.map((c) => c.x1)));
  const cover = new Array<number>(hi - lo + 1).fill(0);
  for (const c of cells) for (let x = Math.floor(c.x0); x < Math.ceil(c.x1); x++) cover[x - lo]!++;
  const allowed = Math.max(0, Math.floor(rows.length * 0.1));
  const columns: { x0: number; x1: number }[] = [];
  let start: number | null = null;
  for (let i = 0; i < cover.length; i++) {
    const filled = cover[i]! > allowed;
    if (filled && start === null) start = i;
    if (!filled && start !== null) {
      columns.push({ x0: lo + start, x1: lo + i });
      start = null;
    }
  }
  if (start !== null) columns.push({ x0: lo + start, x1: hi });
  return columns.length > 0 ? columns : [{ x0: lo, x1: hi }];
}

function placeCells(row: Row, columns: { x0: number; x1: number }[]): string[] {
  const out = columns.map(() => '');
  for (const cell of row.cells) {
    let index = columns.findIndex((col) => cell.x0 < col.x1 && cell.x1 > col.x0);
    if (index < 0) {
      // In a gap: the nearest column to the left, else the first.
      index = Math.max(
        0,
        columns.findLastIndex((col) => col.x1 <= cell.x0),
      );
    }
    out[index] = out[index] ? `${out[index]} ${cell.text}` : cell.text;
  }
  return out;
}

/** Joins a label's wrapped second line, and a header's "(n=212)" line, into the row above. */
function mergeWrappedRows(rows: string[][]): string[][] {
  const out: string[][] = [];
  for (const row of rows) {
    const prev = out[out.length - 1];
    const filled = row.map((c, i) => (c ? i : -1)).filter((i) => i >= 0);
    if (prev && filled.length > 0 && isContinuation(row, prev, filled)) {
      for (const i of filled) prev[i] = prev[i] ? joinWrapped(prev[i]!, row[i]!) : row[i]!;
      continue;
    }
    out.push([...row]);
  }
  return out;
}

/** A row that only carries the wrapped ends of the cells above: lowercase or bracketed starts. */
function isContinuation(row: string[], prev: string[], filled: number[]): boolean {
  const wraps = (text: string) => /^[\p{Ll}([]/u.test(text);
  const first = row[0] ?? '';
  if (first && (!wraps(first) || !prev[0])) return false;
  const others = filled.filter((i) => i > 0);
  if (!first && others.length === 0) return false;
  return others.every((i) => wraps(row[i]!) && prev[i] !== '');
}

function joinWrapped(head: string, tail: string): string {
  return normaliseText(`${head}\n${tail}`).replace(/\s*\n\s*/g, ' ');
}

/** Note lines wrap: a line that does not start like a new note joins the one before. */
function mergeNotes(lines: string[]): string[] {
  const out: string[] = [];
  for (const line of lines) {
    const startsNew = /^([a-z*†‡§¶#]\s|[A-Z]|\*|†|‡|§|¶)/.test(line);
    if (out.length > 0 && !startsNew) out[out.length - 1] = `${out[out.length - 1]} ${line}`;
    else out.push(line);
  }
  return out;
}
