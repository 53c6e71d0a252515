import { describe, expect, it } from 'vitest';
import { resolve, sample, tableEl, textEl } from '../testing/fixtures';
import { expectSpecTable } from '../testing/table-slides';

describe('hcp_ppt_a_029 (table with criteria summary)', () => {
  it('draws a spec table 877 px wide that splits when too long (40 rows)', () => {
    expectSpecTable('hcp_ppt_a_029', 877);
  });

  it('shows the criteria summary in a panel under the table', () => {
    const r = resolve(sample('hcp_ppt_a_029', 'en'));
    const t = tableEl(r);
    const c = textEl(r, 'criteria_summary');
    expect(c.box.y).toBeGreaterThan(t.box.y + t.box.h);
    expect(c.text).toMatch(/^Response by RECIST 1\.1/);
    expect(c.fit).toBe('fits');
  });
});
