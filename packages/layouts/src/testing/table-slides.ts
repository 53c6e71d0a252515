import type { Slide } from '@prowrite/contracts';
import { expect } from 'vitest';
import { splitSlide } from '../render/split-slide';
import { table } from '../samples/build';
import { resolve, sample, tableEl, withContent } from './fixtures';
import { medicalTemplate1Theme } from '../themes';

/** Test helpers of the medical table slides (not exported from the package). */

/** The sample with a 40-row, 4-column table in its `table` slot. */
export function fortyRowSlide(id: string, lang: 'zh' | 'en' = 'en'): Slide {
  const rows = Array.from({ length: 40 }, (_, i) => [
    lang === 'zh' ? `亚组 ${i + 1}` : `Subgroup ${i + 1}`,
    String(100 + i),
    `${(0.5 + i / 100).toFixed(2)}`,
    `${(0.3 + i / 100).toFixed(2)}–${(0.9 + i / 100).toFixed(2)}`,
  ]);
  return withContent(sample(id, lang), 'table', table('table', ['Subgroup', 'n', 'HR', '95% CI'], rows));
}

/**
 * The spec's table facts on a layout's sample: its width, header 15 / cells 13,
 * equal columns counting col_span, one-line rows 24 px, alternating bands, by_split header colours, and a 40-row table split
 * into continuation slides that each fit and repeat the header.
 */
export function expectSpecTable(id: string, width: number): void {
  const theme = medicalTemplate1Theme;
  const t = tableEl(resolve(sample(id, 'en'), { theme }));
  expect(t.box.w).toBe(width);
  expect(t.columnWidth).toBeCloseTo(width / t.columnCount, 6);
  expect(t.headerFontSize).toBe(15);
  expect(t.cellFontSize).toBe(13);
  expect(t.fit).toBe('fits');
  expect(t.typingMsPerChar).toBe(80);
  for (const row of t.rows) {
    expect(row.cells.reduce((sum, c) => sum + c.w, 0)).toBeCloseTo(width, 6);
    for (const c of row.cells) expect(c.w).toBeCloseTo(t.columnWidth * c.colSpan, 6);
    // One-line data rows are exactly 24 px high (the 15 px header line needs 26).
    if (!row.header && row.cells.every((c) => c.lines.length <= 1)) expect(row.h).toBe(24);
  }
  const data = t.rows.filter((r) => !r.header);
  expect(data[0]!.fill).toBe(theme.colours.bandA);
  expect(data[1]!.fill).toBe(theme.colours.bandB);
  expect(t.rows[0]).toMatchObject({ header: true, fill: theme.colours.tableHeader });

  const long = fortyRowSlide(id);
  expect(resolve(long, { theme }).needsSplit).toBe(true);
  const parts = splitSlide(long, { theme });
  expect(parts.length).toBeGreaterThan(1);
  let shown = 0;
  parts.forEach((part, i) => {
    const r = resolve(part, { theme });
    expect(r.needsSplit).toBe(false);
    const pt = tableEl(r);
    expect(pt.fit).toBe('fits');
    expect(pt.rows[0]!.header).toBe(true);
    expect(pt.rows[0]!.fill).toBe(i === 0 ? theme.colours.tableHeader : theme.colours.tableHeaderSplit);
    expect(pt.rows[0]!.cells[0]!.colour).toBe(
      i === 0 ? theme.colours.tableHeaderText : theme.colours.tableHeaderSplitText,
    );
    expect(part.by_split ?? false).toBe(i > 0);
    shown += pt.shownRows;
  });
  expect(shown).toBe(40);
}
