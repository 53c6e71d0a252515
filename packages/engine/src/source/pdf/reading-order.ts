import { columnOf, type Gutter } from './columns';
import { findKeyValueTables } from './key-value-tables';
import { type LayoutUnit, type TextUnit, unitBottom, unitSide, unitTop } from './layout-types';

/** The columns a unit covers, leftmost to rightmost (equal for a unit inside one column). */
type Span = { lo: number; hi: number };

/**
 * Orders a page's units for reading, cutting the page like a printed page is read (an XY cut):
 * units that run across every column of a region (title, abstract box, wide tables and figures) cut it into
 * bands read top to bottom; a region without such units is split at a gutter no unit crosses, its left part
 * read before its right. So a summary that spans the two body columns but not a margin column of notes beside
 * it is read whole, then the body columns, then the notes.
 */
export function orderUnits(units: LayoutUnit[], gutters: Gutter[] = []): LayoutUnit[] {
  const { items, tables } = groupKeyValueTables(units);
  const spans = new Map(items.map((u) => [u, unitSpan(u, gutters)]));
  for (const [stand, rows] of tables) {
    const member = rows.map((u) => unitSpan(u, gutters));
    spans.set(stand, { lo: Math.min(...member.map((m) => m.lo)), hi: Math.max(...member.map((m) => m.hi)) });
  }
  const out: LayoutUnit[] = [];
  readRegion(items, { lo: 0, hi: gutters.length }, spans, out);
  // Each key-value table is placed as one unit (its first line stands for it), then read row by row.
  return out.flatMap((u) => tables.get(u) ?? [u]);
}

/**
 * Label | value tables are read row by row whatever the columns: each is replaced by its first line, standing
 * for the whole table (its extent and its columns), and opened again once the page is ordered.
 */
function groupKeyValueTables(units: LayoutUnit[]): {
  items: LayoutUnit[];
  tables: Map<LayoutUnit, TextUnit[]>;
} {
  const text = units.filter((u): u is TextUnit => u.kind === 'text');
  const bySeg = new Map(text.map((u) => [u.seg as object, u]));
  const tables = new Map<LayoutUnit, TextUnit[]>();
  const members = new Set<LayoutUnit>();
  for (const lines of findKeyValueTables(text.map((u) => u.seg))) {
    const rows = lines.map((s) => bySeg.get(s)!);
    const first = rows[0]!;
    const top = Math.min(...rows.map((u) => u.seg.top));
    const bottom = Math.max(...rows.map((u) => u.seg.bottom));
    const x0 = Math.min(...rows.map((u) => u.seg.x0));
    const x1 = Math.max(...rows.map((u) => u.seg.x1));
    const stand: TextUnit = { kind: 'text', seg: { ...first.seg, top, bottom, x0, x1, column: -1 } };
    tables.set(stand, rows);
    for (const r of rows) members.add(r);
  }
  if (tables.size === 0) return { items: units, tables };
  return { items: [...units.filter((u) => !members.has(u)), ...tables.keys()], tables };
}

function readRegion(
  units: LayoutUnit[],
  region: Span,
  spans: Map<LayoutUnit, Span>,
  out: LayoutUnit[],
): void {
  if (units.length === 0) return;
  const span = (u: LayoutUnit) => spans.get(u)!;
  if (region.lo === region.hi) {
    out.push(...[...units].sort(byTopThenLeft));
    return;
  }
  const across = units.filter((u) => span(u).lo <= region.lo && span(u).hi >= region.hi);
  if (across.length > 0) {
    readBands(units, across, (band) => readRegion(band, region, spans, out), out);
    return;
  }
  // A gutter no unit crosses parts the region into two that are read one after the other.
  for (let g = region.lo; g < region.hi; g++) {
    if (units.some((u) => span(u).lo <= g && span(u).hi > g)) continue;
    readRegion(
      units.filter((u) => span(u).hi <= g),
      { lo: region.lo, hi: g },
      spans,
      out,
    );
    readRegion(
      units.filter((u) => span(u).lo > g),
      { lo: g + 1, hi: region.hi },
      spans,
      out,
    );
    return;
  }
  // Every gutter is crossed by some unit yet none runs across the region: each unit over two columns or more
  // cuts the region as a band, and each band is read column by column.
  const wide = units.filter((u) => span(u).lo !== span(u).hi);
  readBands(
    units,
    wide,
    (band) => {
      const columns = [...new Set(band.map((u) => span(u).lo))].sort((a, b) => a - b);
      for (const c of columns) out.push(...band.filter((u) => span(u).lo === c).sort(byTopThenLeft));
    },
    out,
  );
}

/** Cuts units into bands at the `cutters` (top to bottom): each band is read, then the cutter below it. */
function readBands(
  units: LayoutUnit[],
  cutters: LayoutUnit[],
  readBand: (band: LayoutUnit[]) => void,
  out: LayoutUnit[],
): void {
  const full = [...cutters].sort(byTopThenLeft);
  const isCutter = new Set(full);
  const bands: LayoutUnit[][] = full.map(() => []);
  const tail: LayoutUnit[] = [];
  for (const unit of units) {
    if (isCutter.has(unit)) continue;
    const middle = (unitTop(unit) + unitBottom(unit)) / 2;
    const index = full.findIndex((f) => middle < (unitTop(f) + unitBottom(f)) / 2);
    if (index < 0) tail.push(unit);
    else bands[index]!.push(unit);
  }
  full.forEach((f, i) => {
    readBand(bands[i]!);
    out.push(f);
  });
  readBand(tail);
}

/**
 * The columns a unit covers: a line's own column, or the columns its ends fall in when it crosses a gutter;
 * a table or figure by its side (a full-width one by its extent) or by its left edge.
 */
function unitSpan(unit: LayoutUnit, gutters: Gutter[]): Span {
  const at = (x: number) => columnOf({ x0: x, x1: x }, gutters);
  if (unit.kind === 'text') {
    if (unit.seg.column >= 0) return { lo: unit.seg.column, hi: unit.seg.column };
    return { lo: at(unit.seg.x0 + 1), hi: Math.max(at(unit.seg.x0 + 1), at(unit.seg.x1 - 1)) };
  }
  if (unitSide(unit) === 'F') {
    const { x0, x1 } = unitExtent(unit);
    return { lo: at(x0 + 1), hi: Math.max(at(x0 + 1), at(x1 - 1)) };
  }
  const c = at(unitExtent(unit).x0 + 1);
  return { lo: c, hi: c };
}

function unitExtent(unit: LayoutUnit): { x0: number; x1: number } {
  if (unit.kind === 'text') return { x0: unit.seg.x0, x1: unit.seg.x1 };
  if (unit.kind === 'table') return { x0: unit.box.x, x1: unit.box.x + unit.box.width };
  const xs = [
    ...unit.caption.flatMap((s) => [s.x0, s.x1]),
    ...(unit.box ? [unit.box.x, unit.box.x + unit.box.width] : []),
  ];
  return { x0: Math.min(...xs), x1: Math.max(...xs) };
}

/** Top to bottom; pieces of one printed line (within 2 pt) left to right. */
function byTopThenLeft(a: LayoutUnit, b: LayoutUnit): number {
  const dy = unitTop(a) - unitTop(b);
  return Math.abs(dy) < 2 ? unitExtent(a).x0 - unitExtent(b).x0 : dy;
}
