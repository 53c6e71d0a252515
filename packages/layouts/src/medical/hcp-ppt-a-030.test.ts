import { describe, expect, it } from 'vitest';
import { element, resolve, sample, textEl } from '../testing/fixtures';
import { expectSpecTable } from '../testing/table-slides';

describe('hcp_ppt_a_030 (table left, figure right with title and conclusion)', () => {
  it('draws a spec table 430 px wide that splits when too long (40 rows)', () => {
    expectSpecTable('hcp_ppt_a_030', 430);
  });

  it('stacks figure title, figure and conclusion right of the table', () => {
    const r = resolve(sample('hcp_ppt_a_030', 'en'));
    const title = textEl(r, 'figure_title');
    const img = element(r, 'figure');
    const conclusion = textEl(r, 'conclusion');
    if (img?.kind !== 'image') throw new Error('no figure');
    expect(title.box.x).toBeGreaterThan(48 + 430);
    expect(title.box.y + title.box.h).toBeLessThanOrEqual(img.box.y);
    expect(img.box.y + img.box.h).toBeLessThanOrEqual(conclusion.box.y);
    expect(img.drawBox.w / img.drawBox.h).toBeCloseTo(1.6, 6);
    expect(conclusion.text).toBe('Every subgroup benefited, most of all high PD-L1');
  });
});
