import { describe, expect, it } from 'vitest';
import { validateSlideContent } from '../validate/validate-slide';
import { bullets } from '../samples/build';
import { element, resolve, sample, tableEl, textEl, withContent } from '../testing/fixtures';
import { expectSpecTable } from '../testing/table-slides';

describe('hcp_ppt_a_027 (table with conclusion and two bullets)', () => {
  it('draws a spec table 866 px wide that splits when too long (40 rows)', () => {
    expectSpecTable('hcp_ppt_a_027', 866);
  });

  it('shows the conclusion band under the table and only the first 2 bullets', () => {
    const r = resolve(sample('hcp_ppt_a_027', 'en'));
    const t = tableEl(r);
    expect(textEl(r, 'conclusion').box.y).toBeGreaterThanOrEqual(t.box.y + t.box.h);
    expect(textEl(r, 'conclusion').bold).toBe(true);
    const three = withContent(
      sample('hcp_ppt_a_027', 'en'),
      'key_points',
      bullets('key_points', ['A', 'B', 'C']),
    );
    expect(validateSlideContent(three).ok).toBe(false);
    expect(element(resolve(three), 'key_points.2.text')).toBeUndefined();
  });
});
