import { columnOf, type Gutter } from './columns';
import { type LayoutUnit, unitBottom, unitSide, unitTop } from './layout-types';

/**
 * Orders a page's units for reading. Full-width units (title, abstract box, wide tables and figures)
 * cut the page into bands; inside a band each column is read top to bottom, left column first.
 */
export function orderUnits(units: LayoutUnit[], gutters: Gutter[] = []): LayoutUnit[] {
  const columnOfUnit = (u: LayoutUnit) => unitColumn(u, gutters);
  const full = units.filter((u) => columnOfUnit(u) < 0).sort(byTopThenLeft);
  const columns = units.filter((u) => columnOfUnit(u) >= 0);
  const bands: LayoutUnit[][] = full.map(() => []);
  const tail: LayoutUnit[] = [];
  for (const unit of columns) {
    const middle = (unitTop(unit) + unitBottom(unit)) / 2;
    const index = full.findIndex((f) => middle < (unitTop(f) + unitBottom(f)) / 2);
    if (index < 0) tail.push(unit);
    else bands[index]!.push(unit);
  }
  const out: LayoutUnit[] = [];
  const readColumns = (band: LayoutUnit[]) => {
    const indices = [...new Set(band.map(columnOfUnit))].sort((a, b) => a - b);
    for (const index of indices)
      out.push(...band.filter((u) => columnOfUnit(u) === index).sort(byTopThenLeft));
  };
  full.forEach((f, i) => {
    readColumns(bands[i]!);
    out.push(f);
  });
  readColumns(tail);
  return out;
}

/** The column a unit is read in: a line's own column; a table or figure by its side and its middle. */
function unitColumn(unit: LayoutUnit, gutters: Gutter[]): number {
  if (unit.kind === 'text') return unit.seg.column;
  if (unitSide(unit) === 'F') return -1;
  const x = unitLeft(unit) + 1;
  return columnOf({ x0: x, x1: x }, gutters);
}

function unitLeft(unit: LayoutUnit): number {
  if (unit.kind === 'text') return unit.seg.x0;
  if (unit.kind === 'table') return unit.box.x;
  return Math.min(...unit.caption.map((s) => s.x0));
}

/** Top to bottom; pieces of one printed line (within 2 pt) left to right. */
function byTopThenLeft(a: LayoutUnit, b: LayoutUnit): number {
  const dy = unitTop(a) - unitTop(b);
  return Math.abs(dy) < 2 ? unitLeft(a) - unitLeft(b) : dy;
}
