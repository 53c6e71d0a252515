import { describe, expect, it } from 'vitest';
import { resolve, sample, textEl } from '../testing/fixtures';
import { expectSpecTable } from '../testing/table-slides';

describe('hcp_ppt_a_028 (table with key points on the right)', () => {
  it('draws a spec table 571 px wide that splits when too long (40 rows)', () => {
    expectSpecTable('hcp_ppt_a_028', 571);
  });

  it('lists up to five key points with icons right of the table', () => {
    const r = resolve(sample('hcp_ppt_a_028', 'zh'));
    expect(textEl(r, 'key_points_title').text).toBe('要点');
    expect([0, 1, 2].map((i) => textEl(r, `key_points.${i}.text`).box.x)).toEqual([675, 675, 675]);
    expect(textEl(r, 'key_points.0.text').box.x).toBeGreaterThan(48 + 571);
  });
});
