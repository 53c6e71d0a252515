import type { TableCell } from '@prowrite/contracts';
import { describe, expect, it } from 'vitest';
import { sample, resolve, tableEl, withContent } from '../testing/fixtures';
import { generalTheme } from '../themes';
import { cellSpan, columnCount, columnWidth } from './table-geometry';

const tableSlide = (headers: TableCell[], rows: TableCell[][], extra: { by_split?: boolean } = {}) => ({
  ...withContent(sample('slide_table_001', 'en'), 'table', {
    id: 'table',
    type: 'table',
    json: { headers, rows },
  }),
  ...extra,
});

describe('table geometry (equal columns counting col_span)', () => {
  it('counts col_span; a non-numeric span counts as 1, a numeric string as its number', () => {
    expect(cellSpan('x')).toBe(1);
    expect(cellSpan({ value: 'x', col_span: 3 })).toBe(3);
    expect(cellSpan({ value: 'x', col_span: '2' })).toBe(2);
    expect(cellSpan({ value: 'x', col_span: 'wide' })).toBe(1);
    expect(cellSpan({ value: 'x', col_span: 0 })).toBe(1);
    expect(cellSpan({ value: 'x', col_span: -2 })).toBe(1);
    expect(cellSpan({ value: 'x', col_span: '' })).toBe(1);
    expect(cellSpan({ value: 'x', col_span: 2.7 })).toBe(2);
    expect(cellSpan({ value: 'x' })).toBe(1);
  });

  it('divides the width equally among the widest row', () => {
    const t = { headers: ['a', { value: 'b', col_span: 2 }], rows: [['1', '2', '3', '4']] };
    expect(columnCount(t)).toBe(4);
    expect(columnWidth(870, t)).toBe(217.5);
    expect(columnCount({ headers: [], rows: [] })).toBe(1);
  });
});

describe('resolveTable', () => {
  it('lays the table 870 px wide with header 15 and cells 13, cell boxes following spans', () => {
    const r = resolve(
      tableSlide(
        ['A', { value: 'B and C', col_span: 2 }],
        [['1', '2', '3'], [{ value: 'all', col_span: 3 }]],
      ),
    );
    const t = tableEl(r);
    expect(t.box).toMatchObject({ x: 45, y: 96, w: 870 });
    expect(t.columnCount).toBe(3);
    expect(t.columnWidth).toBe(290);
    expect(t.headerFontSize).toBe(15);
    expect(t.cellFontSize).toBe(13);
    const [header, first, second] = t.rows;
    expect(header!.cells.map((c) => [c.x, c.w, c.colSpan])).toEqual([
      [45, 290, 1],
      [335, 580, 2],
    ]);
    expect(header!.cells.every((c) => c.bold && c.fontSize === 15)).toBe(true);
    expect(first!.cells.map((c) => c.text)).toEqual(['1', '2', '3']);
    expect(second!.cells).toHaveLength(1);
    expect(second!.cells[0]!.w).toBe(870);
  });

  it('a one-line row is exactly the cell max height (24); wrapped cells make the row taller', () => {
    const t = tableEl(resolve(tableSlide(['h'], [['short'], ['word '.repeat(80)]])));
    const [, short, long] = t.rows;
    expect(short!.h).toBe(24);
    expect(long!.h).toBeGreaterThan(24);
    expect(long!.cells[0]!.lines.length).toBeLessThanOrEqual(3);
    expect(long!.cells[0]!.lines.at(-1)!.endsWith('…')).toBe(true);
  });

  it('shades data rows in alternating bands and pads short rows', () => {
    const t = tableEl(resolve(tableSlide(['a', 'b', 'c'], [['1'], ['2', '2'], ['3', '3', '3']])));
    const fills = t.rows.map((r) => r.fill);
    expect(fills).toEqual([
      generalTheme.colours.tableHeader,
      generalTheme.colours.bandA,
      generalTheme.colours.bandB,
      generalTheme.colours.bandA,
    ]);
    expect(t.rows[1]!.cells).toHaveLength(3);
    expect(t.rows.every((r, i) => i === 0 || r.y === t.rows[i - 1]!.y + t.rows[i - 1]!.h)).toBe(true);
  });

  it('styles the header row differently on a slide created by splitting (by_split)', () => {
    const normal = tableEl(resolve(tableSlide(['a'], [['1']])));
    const split = tableEl(resolve(tableSlide(['a'], [['1']], { by_split: true })));
    expect(normal.rows[0]!.fill).toBe(generalTheme.colours.tableHeader);
    expect(split.rows[0]!.fill).toBe(generalTheme.colours.tableHeaderSplit);
    expect(split.rows[0]!.cells[0]!.colour).toBe(generalTheme.colours.tableHeaderSplitText);
  });

  it('shows the rows that fit and says where to split the rest', () => {
    const rows = Array.from({ length: 40 }, (_, i) => [`row ${i}`, `${i}`]);
    const t = tableEl(resolve(tableSlide(['name', 'n'], rows)));
    expect(t.totalRows).toBe(40);
    expect(t.shownRows).toBeLessThan(40);
    expect(t.fit).toBe('clamped');
    expect(t.splitAt).toEqual({ item: t.shownRows });
    expect(t.box.h).toBeLessThanOrEqual(360);
  });

  it('treats numbers in cells as text and tolerates an empty or missing table', () => {
    const t = tableEl(resolve(tableSlide(['n', 0.62], [[410, '']])));
    expect(t.rows[1]!.cells.map((c) => c.text)).toEqual(['410', '']);
    const empty = tableEl(resolve(withContent(sample('slide_table_001', 'zh'), 'table', null)));
    expect(empty.rows).toEqual([]);
    expect(empty.fit).toBe('fits');
  });
});
