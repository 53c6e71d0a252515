import { type LayoutUnit, unitBottom, unitSide, unitTop } from './layout-types';

/**
 * Orders a page's units for reading. Full-width units (title, abstract box, wide tables and figures)
 * cut the page into bands; inside a band the left column is read top to bottom, then the right one.
 */
export function orderUnits(units: LayoutUnit[]): LayoutUnit[] {
  const full = units.filter((u) => unitSide(u) === 'F').sort(byTopThenLeft);
  const columns = units.filter((u) => unitSide(u) !== 'F');
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
    out.push(...band.filter((u) => unitSide(u) === 'L').sort(byTopThenLeft));
    out.push(...band.filter((u) => unitSide(u) === 'R').sort(byTopThenLeft));
  };
  full.forEach((f, i) => {
    readColumns(bands[i]!);
    out.push(f);
  });
  readColumns(tail);
  return out;
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
