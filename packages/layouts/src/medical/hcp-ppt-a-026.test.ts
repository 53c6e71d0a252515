import { describe, expect, it } from 'vitest';
import { element, resolve, sample, textEl, withContent } from '../testing/fixtures';
import { expectSpecTable } from '../testing/table-slides';

describe('hcp_ppt_a_026 (table with text)', () => {
  it('draws a spec table 548 px wide that splits when too long (40 rows)', () => {
    expectSpecTable('hcp_ppt_a_026', 548);
  });

  it('puts the text in a panel right of the table; the heading hides when empty', () => {
    const r = resolve(sample('hcp_ppt_a_026', 'en'));
    expect(textEl(r, 'text_1').box.x).toBeGreaterThan(48 + 548);
    expect(textEl(r, 'text_heading').text).toBe('Reading the table');
    const bare = resolve(withContent(sample('hcp_ppt_a_026', 'en'), 'subtitle_1', null));
    expect(element(bare, 'text_heading')).toBeUndefined();
  });
});
