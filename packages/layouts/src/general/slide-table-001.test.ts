import { describe, expect, it } from 'vitest';
import { resolve, sample, tableEl } from '../testing/fixtures';

describe('slide_table_001', () => {
  it('lays the sample table at the default 870 px with a full-width spanning row', () => {
    const t = tableEl(resolve(sample('slide_table_001', 'zh')));
    expect(t.box.w).toBe(870);
    expect(t.columnCount).toBe(3);
    const spanning = t.rows.find((r) => r.cells.length === 1)!;
    expect(spanning.cells[0]).toMatchObject({ colSpan: 3, w: 870, text: 'PD-L1 TPS' });
    expect(t.typingMsPerChar).toBe(80);
    expect(t.fit).toBe('fits');
  });
});
