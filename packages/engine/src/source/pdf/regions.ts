import type { Box } from '../source-document';
import { type ColumnSide, isProseLike } from './columns';
import { wordCount } from './words';
import {
  boxOf,
  type DocumentStyle,
  type FigureUnit,
  type PageFrame,
  type PlacedSegment,
  type TableUnit,
} from './layout-types';

const TABLE_LABEL =
  /^((?:Supplementary\s+|Extended\s+Data\s+)?(?:Table|TABLE)\s+(?:\d+[A-Za-z]?|[IVX]+))(?=$|[\s.:|])/;
const FIGURE_LABEL =
  /^((?:Supplementary\s+|Extended\s+Data\s+)?(?:Figure|FIGURE|Fig\.?|FIG\.?)\s*\d+[A-Za-z]?)(?=$|[\s.:|])/;

/** Smallest picture area (points) worth cropping. */
const MIN_FIGURE_HEIGHT = 36;

type CaptionKind = 'table' | 'figure';

export function captionLabel(text: string): { kind: CaptionKind; label: string } | null {
  const table = text.match(TABLE_LABEL);
  if (table) return { kind: 'table', label: table[1]!.replace(/\s+/g, ' ') };
  const figure = text.match(FIGURE_LABEL);
  if (figure) return { kind: 'figure', label: figure[1]!.replace(/\s+/g, ' ') };
  return null;
}

/** Segments on the same printed line and the same side: table rows have several, prose one. */
function rowMates(seg: PlacedSegment, segs: PlacedSegment[]): PlacedSegment[] {
  return segs.filter(
    (o) => o !== seg && o.side === seg.side && Math.abs(o.baseline - seg.baseline) < 0.5 * seg.size,
  );
}

/** Vertical space between a segment and the nearest text above it that overlaps it horizontally. */
function gapAbove(seg: PlacedSegment, segs: PlacedSegment[]): number {
  let gap = Number.POSITIVE_INFINITY;
  for (const o of segs) {
    if (o === seg || o.bottom > seg.top + 1 || o.x1 < seg.x0 || o.x0 > seg.x1) continue;
    gap = Math.min(gap, seg.top - o.bottom);
  }
  return gap;
}

/**
 * A caption starts a block ("Table 2 | Baseline ...", "Fig. 1 CONSORT diagram"); a sentence that merely
 * begins with "Table 2." inside a paragraph is set in the body font right under the previous line.
 */
export function isCaptionStart(seg: PlacedSegment, segs: PlacedSegment[], style: DocumentStyle): boolean {
  if (!captionLabel(seg.text)) return false;
  const firstFont = seg.runs[0]?.font ?? seg.font;
  if (firstFont !== style.bodyFont || seg.font !== style.bodyFont) return true;
  if (Math.abs(seg.size - style.bodySize) > 0.4) return true;
  return gapAbove(seg, segs) > 1.0 * seg.size;
}

function columnExtent(side: ColumnSide, frame: PageFrame): [number, number] {
  if (side === 'L' && frame.gutter) return [frame.left, frame.gutter.x0];
  if (side === 'R' && frame.gutter) return [frame.gutter.x1, frame.right];
  return [frame.left, frame.right];
}

function centreInside(seg: PlacedSegment, [x0, x1]: [number, number]): boolean {
  const c = (seg.x0 + seg.x1) / 2;
  return c >= x0 - 1 && c <= x1 + 1;
}

/** A line of running prose in the body font: where a table or figure area ends. */
function isBodyProse(
  seg: PlacedSegment,
  segs: PlacedSegment[],
  frame: PageFrame,
  style: DocumentStyle,
  minChars: number,
  acrossColumns = false,
): boolean {
  if (!isProseLike(seg, style.bodySize) || seg.font !== style.bodyFont || seg.text.length < minChars)
    return false;
  const [x0, x1] = columnExtent(seg.side, frame);
  if (seg.x1 - seg.x0 < 0.55 * (x1 - x0)) return false;
  // Inside a full-width table, a cell in the other column is still on the same row.
  const mates = segs.filter((o) => o !== seg && Math.abs(o.baseline - seg.baseline) < 0.5 * seg.size);
  return acrossColumns ? mates.length === 0 : mates.every((m) => m.side !== seg.side);
}

/** The caption's lines: the label line and the lines that continue it in the same size, tightly spaced. */
function collectCaption(
  start: PlacedSegment,
  segs: PlacedSegment[],
  style: DocumentStyle,
  stopAtRows: boolean,
  maxRight = Number.POSITIVE_INFINITY,
): PlacedSegment[] {
  // Label and title may be printed apart on the caption's first line ("Table 1.   Baseline ...").
  const sameLine = segs
    .filter(
      (o) => o !== start && o.side === start.side && Math.abs(o.baseline - start.baseline) < 0.3 * start.size,
    )
    .filter((o) => o.x0 > start.x1 && o.x0 - start.x1 < 6 * start.size)
    .sort((a, b) => a.x0 - b.x0);
  const lines = [start, ...sameLine];
  let last = start;
  for (;;) {
    const next = segs
      .filter(
        (o) =>
          !lines.includes(o) &&
          o.side === start.side &&
          o.top > last.top + 0.5 &&
          o.x1 > start.x0 &&
          o.x0 < start.x1 + start.size * 2 &&
          o.x0 >= start.x0 - 3,
      )
      .sort((a, b) => a.top - b.top)[0];
    if (!next || next.top - last.bottom > 0.9 * start.size) break;
    if (Math.abs(next.size - start.size) > 0.6 || isCaptionStart(next, segs, style)) break;
    if (next.x1 >= maxRight) break;
    if (stopAtRows && maxRight === Number.POSITIVE_INFINITY && rowMates(next, segs).length > 0) break;
    lines.push(next);
    last = next;
  }
  return lines;
}

/** Finds "Table N" captions and the aligned rows below each, up to where prose resumes. */
export function findTables(
  segs: PlacedSegment[],
  frame: PageFrame,
  style: DocumentStyle,
  taken: Set<PlacedSegment>,
): TableUnit[] {
  const tables: TableUnit[] = [];
  const starts = segs
    .filter((s) => captionLabel(s.text)?.kind === 'table' && isCaptionStart(s, segs, style))
    .sort((a, b) => a.top - b.top);
  for (const start of starts) {
    if (taken.has(start)) continue;
    const first = collectCaption(start, segs, style, true);
    // A caption set in a margin column beside its table: it runs on past the table's first rows.
    const beside = besideCaption(start, first, segs);
    const caption = beside === null ? first : collectCaption(start, segs, style, true, beside.left);
    const captionBottom = Math.max(...caption.map((s) => s.bottom));
    const bodyTop = beside?.top ?? captionBottom;
    const side = tableSide(start, caption, segs, frame, style, captionBottom);
    const extent = columnExtent(side, frame);
    const body: PlacedSegment[] = [];
    let lastBottom = bodyTop;
    const below = segs
      .filter((s) => !taken.has(s) && !caption.includes(s) && s.top >= bodyTop - 1 && centreInside(s, extent))
      .sort((a, b) => a.top - b.top || a.x0 - b.x0);
    const anchors = new Map<number, number>();
    for (const seg of below) {
      if (seg.top - lastBottom > 2.5 * style.bodySize) break;
      if (isCaptionStart(seg, segs, style)) break;
      if (isBodyProse(seg, segs, frame, style, 40, side === 'F')) break;
      if (side === 'F' && rowOf(seg, below).some((m) => isColumnProse(m, frame, style, anchors))) break;
      if (isLargerLoneLine(seg, body, below)) break;
      body.push(seg);
      noteAnchors(seg, below, anchors);
      lastBottom = Math.max(lastBottom, seg.bottom);
    }
    for (const s of [...caption, ...body]) taken.add(s);
    tables.push({
      kind: 'table',
      side,
      label: captionLabel(start.text)!.label,
      caption,
      body,
      box: boxOf([...caption, ...body]),
    });
  }
  return tables;
}

/**
 * A table whose caption sits in a margin column at its left (Springer's side captions): a row of two or more
 * cells printed to the right of the caption, beside its lines. Returns the left edge of those cells (the
 * caption's lines stay left of it) and the row's top (where the table's body starts); null for a caption
 * printed above its table. Cells may lie in the page's other text column; one line of prose there (a single
 * piece on its line, or longer than a cell) is no row.
 */
function besideCaption(
  start: PlacedSegment,
  caption: PlacedSegment[],
  segs: PlacedSegment[],
): { left: number; top: number } | null {
  const right = Math.max(...caption.map((s) => s.x1));
  const bottom = Math.max(...caption.map((s) => s.bottom));
  const cells = segs.filter(
    (o) =>
      !caption.includes(o) &&
      o.text.length <= 40 &&
      o.top < bottom - 1 &&
      o.bottom > start.top &&
      o.x0 > right + start.size,
  );
  const row = cells.find(
    (c) => cells.filter((o) => Math.abs(o.baseline - c.baseline) < 0.5 * c.size).length >= 2,
  );
  if (!row) return null;
  return { left: Math.min(...cells.map((c) => c.x0)), top: Math.min(...cells.map((c) => c.top)) };
}

/** The segments printed on the same line as `seg` (itself included), across the page. */
function rowOf(seg: PlacedSegment, segs: PlacedSegment[]): PlacedSegment[] {
  return segs.filter((o) => o === seg || Math.abs(o.baseline - seg.baseline) < 0.5 * seg.size);
}

/** Records the left edges of a table row's cells (a row has two or more), counted once per row. */
function noteAnchors(seg: PlacedSegment, segs: PlacedSegment[], anchors: Map<number, number>): void {
  const row = rowOf(seg, segs);
  if (row.length < 2 || row.some((o) => o.x0 < seg.x0)) return;
  for (const cell of row) {
    // Cells of one column start within a couple of points of each other.
    const x = [...anchors.keys()].find((a) => Math.abs(a - cell.x0) < 2) ?? cell.x0;
    anchors.set(x, (anchors.get(x) ?? 0) + 1);
  }
}

/**
 * A line alone on its row in type larger than the table's cells is a heading or the body text resuming
 * ("3.2 Outcomes" under a table set in small type): cells of one table share their type size.
 */
function isLargerLoneLine(seg: PlacedSegment, body: PlacedSegment[], below: PlacedSegment[]): boolean {
  if (body.length < 4 || rowOf(seg, below).length > 1) return false;
  const sizes = body.map((s) => s.size).sort((a, b) => a - b);
  const cellSize = sizes[Math.floor(sizes.length / 2)]!;
  return seg.size >= cellSize + 1;
}

/** Running words in the body type: a sentence's piece, not a cell's label or figure. */
function isBodyWords(seg: PlacedSegment, style: DocumentStyle): boolean {
  return (
    isProseLike(seg, style.bodySize) &&
    seg.font === style.bodyFont &&
    seg.text.length >= 20 &&
    wordCount(seg.text) >= 3
  );
}

/**
 * Under a table as wide as the page, prose set in columns resumes: a line of body words that fills one of
 * the page's text columns from gutter to gutter (a cell is as wide as its text, never justified to a page
 * column), or that runs across the left edge of a table column seen in two rows above it (a cell stays
 * inside its column; a page column's lines need not respect the table's columns).
 */
function isColumnProse(
  seg: PlacedSegment,
  frame: PageFrame,
  style: DocumentStyle,
  anchors: Map<number, number>,
): boolean {
  if (!isBodyWords(seg, style)) return false;
  const em = seg.size;
  const crosses = [...anchors].some(([x, rows]) => rows >= 2 && x > seg.x0 + em && x < seg.x1 - em);
  if (crosses) return true;
  const edges = [frame.left, ...frame.gutters.flatMap((g) => [g.x0, g.x1]), frame.right];
  for (let i = 0; i + 1 < edges.length; i += 2) {
    const [x0, x1] = [edges[i]!, edges[i + 1]!];
    if (frame.gutters.length > 0 && Math.abs(seg.x0 - x0) < 2 && Math.abs(seg.x1 - x1) < 2) return true;
  }
  return false;
}

/** A caption in one column heads a full-width table when the lines under it reach into the other column. */
function tableSide(
  start: PlacedSegment,
  caption: PlacedSegment[],
  segs: PlacedSegment[],
  frame: PageFrame,
  style: DocumentStyle,
  captionBottom: number,
): ColumnSide {
  if (caption.some((s) => s.side === 'F') || !frame.gutter) return 'F';
  const near = segs.filter(
    (s) => !caption.includes(s) && s.top >= captionBottom - 1 && s.top <= captionBottom + 4 * style.bodySize,
  );
  const other = near.filter((s) => s.side !== start.side);
  if (other.length === 0) return start.side;
  // Two tables side by side, each under its own caption.
  const otherCaption = segs.some(
    (s) =>
      s.side !== start.side &&
      s.side !== 'F' &&
      Math.abs(s.top - start.top) < 40 &&
      isCaptionStart(s, segs, style),
  );
  if (otherCaption) return start.side;
  const otherIsProse = other.some((s) => isBodyProse(s, segs, frame, style, 25));
  return otherIsProse ? start.side : 'F';
}

/** Finds "Fig. N" captions and estimates each picture's box: the area above free of body text. */
export function findFigures(
  segs: PlacedSegment[],
  frame: PageFrame,
  style: DocumentStyle,
  taken: Set<PlacedSegment>,
  tableBoxes: Box[],
): FigureUnit[] {
  const figures: FigureUnit[] = [];
  const starts = segs
    .filter((s) => captionLabel(s.text)?.kind === 'figure' && isCaptionStart(s, segs, style))
    .sort((a, b) => a.top - b.top);
  for (const start of starts) {
    if (taken.has(start)) continue;
    const caption = collectCaption(start, segs, style, false);
    for (const s of caption) taken.add(s);
    let side: ColumnSide = caption.some((s) => s.side === 'F') ? 'F' : start.side;
    const capTop = start.top;
    let top = areaTopAbove(capTop, columnExtent(side, frame), segs, frame, style, taken, tableBoxes);
    if (side !== 'F' && frame.gutter) {
      const otherSide: ColumnSide = side === 'L' ? 'R' : 'L';
      const otherTop = areaTopAbove(
        capTop,
        columnExtent(otherSide, frame),
        segs,
        frame,
        style,
        taken,
        tableBoxes,
      );
      const otherHasCaption = starts.some(
        (s) => s !== start && s.side === otherSide && Math.abs(s.top - capTop) < 40,
      );
      // The picture spans both columns when the other column is free of prose over the same height.
      if (
        !otherHasCaption &&
        capTop - otherTop >= MIN_FIGURE_HEIGHT &&
        otherTop <= top + 2 * style.bodySize
      ) {
        side = 'F';
        top = Math.max(top, otherTop);
        caption.push(...continuationInOtherColumn(start, otherSide, segs, style, taken));
      }
    }
    const extent = columnExtent(side, frame);
    let box: Box | null = null;
    if (capTop - top >= MIN_FIGURE_HEIGHT) {
      box = { x: extent[0], y: top + 1, width: extent[1] - extent[0], height: capTop - top - 2 };
    } else {
      box = areaBelow(caption, extent, segs, frame, style, taken);
    }
    const labels = box ? segs.filter((s) => !taken.has(s) && !caption.includes(s) && insideBox(s, box)) : [];
    for (const s of labels) taken.add(s);
    figures.push({ kind: 'figure', side, label: captionLabel(start.text)!.label, caption, box, labels });
  }
  return figures;
}

function insideBox(seg: PlacedSegment, box: Box): boolean {
  const cx = (seg.x0 + seg.x1) / 2;
  const cy = (seg.top + seg.bottom) / 2;
  return cx >= box.x && cx <= box.x + box.width && cy >= box.y && cy <= box.y + box.height;
}

/** The y where the picture above a caption starts: below the nearest prose, caption or table above. */
function areaTopAbove(
  capTop: number,
  extent: [number, number],
  segs: PlacedSegment[],
  frame: PageFrame,
  style: DocumentStyle,
  taken: Set<PlacedSegment>,
  tableBoxes: Box[],
): number {
  // The text frame may start at the caption itself (a picture at the top of the page): use the margin.
  let top = Math.min(frame.top, frame.height * 0.06) - 2;
  for (const box of tableBoxes) {
    const bottom = box.y + box.height;
    if (bottom <= capTop && box.x < extent[1] && box.x + box.width > extent[0]) top = Math.max(top, bottom);
  }
  const above = segs
    .filter((s) => s.bottom <= capTop + 1 && s.bottom > top && centreInside(s, extent))
    .sort((a, b) => b.bottom - a.bottom);
  for (const seg of above) {
    if (taken.has(seg) || isBodyProse(seg, segs, frame, style, 30) || isCaptionStart(seg, segs, style)) {
      return Math.max(top, seg.bottom);
    }
  }
  return top;
}

/** Some journals print the caption above the picture: the area below it, down to the next prose. */
function areaBelow(
  caption: PlacedSegment[],
  extent: [number, number],
  segs: PlacedSegment[],
  frame: PageFrame,
  style: DocumentStyle,
  taken: Set<PlacedSegment>,
): Box | null {
  const capBottom = Math.max(...caption.map((s) => s.bottom));
  let bottom = Math.max(frame.bottom, frame.height * 0.94) + 2;
  const below = segs
    .filter((s) => s.top >= capBottom - 1 && !caption.includes(s) && centreInside(s, extent))
    .sort((a, b) => a.top - b.top);
  for (const seg of below) {
    if (taken.has(seg) || isBodyProse(seg, segs, frame, style, 30) || isCaptionStart(seg, segs, style)) {
      bottom = seg.top;
      break;
    }
  }
  if (bottom - capBottom < MIN_FIGURE_HEIGHT) return null;
  return { x: extent[0], y: capBottom + 1, width: extent[1] - extent[0], height: bottom - capBottom - 2 };
}

/** A wide figure's legend may run on at the top of the other column, in the caption's size. */
function continuationInOtherColumn(
  start: PlacedSegment,
  otherSide: ColumnSide,
  segs: PlacedSegment[],
  style: DocumentStyle,
  taken: Set<PlacedSegment>,
): PlacedSegment[] {
  const first = segs
    .filter(
      (s) =>
        s.side === otherSide &&
        !taken.has(s) &&
        Math.abs(s.top - start.top) < 1.5 * start.size &&
        Math.abs(s.size - start.size) < 0.6 &&
        !(
          Math.abs(s.size - style.bodySize) < 0.4 &&
          s.font === style.bodyFont &&
          start.font !== style.bodyFont
        ),
    )
    .sort((a, b) => a.top - b.top)[0];
  if (!first) return [];
  const lines = collectCaption(first, segs, style, false);
  for (const s of lines) taken.add(s);
  return lines;
}
