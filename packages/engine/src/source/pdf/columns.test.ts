import { describe, expect, it } from 'vitest';
import { columnOf, detectGutters, linesBreakAt } from './columns';
import { type LineSegment, toSegment } from './lines';
import type { TextRun } from './text-runs';

function run(text: string, x0: number, baseline: number, width: number): TextRun {
  return {
    text,
    x0,
    x1: x0 + width,
    baseline,
    top: baseline - 7.8,
    bottom: baseline + 2.2,
    size: 10,
    font: 'F1',
    rotated: false,
  };
}

const prose = (i: number) => `words of running prose on line ${i}`;

/** `count` lines per column for columns starting at `xs` (each `width` wide), from `top` down. */
function columnLines(xs: number[], width: number, top: number, count: number): LineSegment[] {
  return xs.flatMap((x) =>
    Array.from({ length: count }, (_, i) => toSegment([run(prose(i), x, top + i * 12, width)])),
  );
}

/** Full-width lines (a title and an abstract box) from `top` down. */
function fullWidth(top: number, count: number): LineSegment[] {
  return Array.from({ length: count }, (_, i) =>
    toSegment([run(`abstract ${prose(i)}`, 50, top + i * 12, 495)]),
  );
}

describe('detectGutters', () => {
  it('finds the gutter of two columns under an abstract box longer than the columns', () => {
    const segments = [...fullWidth(60, 30), ...columnLines([50, 305], 240, 460, 12)];
    const gutters = detectGutters(segments, 595, 10);
    expect(gutters).toHaveLength(1);
    expect(gutters[0]!.x0).toBeCloseTo(290, 0);
    expect(gutters[0]!.x1).toBeCloseTo(305, 0);
  });

  it('finds both gutters of three columns', () => {
    const gutters = detectGutters(columnLines([50, 220, 390], 155, 80, 20), 595, 10);
    expect(gutters.map((g) => Math.round(g.x0)).sort((a, b) => a - b)).toEqual([205, 375]);
  });

  it('finds none on a single column, nor in a table of many cells per row', () => {
    expect(detectGutters(fullWidth(60, 40), 595, 10)).toEqual([]);
    const table = Array.from({ length: 12 }, (_, i) =>
      [50, 170, 290, 410].map((x) => toSegment([run(`cell value ${i} here`, x, 100 + i * 12, 90)])),
    ).flat();
    expect(detectGutters([...fullWidth(60, 3), ...table, ...fullWidth(260, 10)], 595, 10)).toEqual([]);
  });

  it('does not take lines interrupted by full-width lines for columns', () => {
    // Every other line runs across the page: side-by-side pieces between them are not two columns.
    const interleaved = [0, 1, 2, 3, 4, 5, 6, 7].flatMap((k) => [
      ...columnLines([50, 305], 240, 100 + k * 24, 1),
      ...fullWidth(112 + k * 24, 1),
    ]);
    expect(detectGutters(interleaved, 595, 10)).toEqual([]);
  });
});

describe('columnOf', () => {
  const gutters = [
    { x0: 205, x1: 220 },
    { x0: 375, x1: 390 },
  ];
  it('places a line in its column, or -1 when it reaches over a gutter', () => {
    expect(columnOf({ x0: 50, x1: 204 }, gutters)).toBe(0);
    expect(columnOf({ x0: 220, x1: 374 }, gutters)).toBe(1);
    expect(columnOf({ x0: 216, x1: 374 }, gutters)).toBe(1);
    expect(columnOf({ x0: 390, x1: 545 }, gutters)).toBe(2);
    expect(columnOf({ x0: 50, x1: 545 }, gutters)).toBe(-1);
    expect(columnOf({ x0: 100, x1: 300 }, gutters)).toBe(-1);
  });
});

describe('linesBreakAt', () => {
  it('holds a known gutter where lines of two columns run together with a narrow gap', () => {
    const lines = Array.from({ length: 6 }, (_, i) => [
      run(`left words of line ${i}`, 50, 100 + i * 12, 238),
      run(`right words of line ${i}`, 295, 100 + i * 12, 240),
    ]);
    expect(linesBreakAt(lines, { x0: 288, x1: 295 }, 10)).toBe(true);
    const single = Array.from({ length: 6 }, (_, i) => [run(`one line across ${i}`, 50, 100 + i * 12, 485)]);
    expect(linesBreakAt(single, { x0: 288, x1: 295 }, 10)).toBe(false);
  });
});
