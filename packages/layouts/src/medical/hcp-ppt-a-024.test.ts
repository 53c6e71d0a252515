import { describe, expect, it } from 'vitest';
import { validateSlideContent } from '../validate/validate-slide';
import { bullets } from '../samples/build';
import { element, resolve, sample, textEl, withContent } from '../testing/fixtures';
import { expectSpecTable } from './testing-b';

describe('hcp_ppt_a_024 (table with key-point bullets)', () => {
  it('draws a spec table 870 px wide that splits when too long (40 rows)', () => {
    expectSpecTable('hcp_ppt_a_024', 870);
  });

  it('shows only the first 2 key points, each with a check icon', () => {
    const three = withContent(
      sample('hcp_ppt_a_024', 'en'),
      'key_points',
      bullets('key_points', ['One', 'Two', 'Three']),
    );
    expect(validateSlideContent(three).ok).toBe(false);
    const r = resolve(three);
    expect(textEl(r, 'key_points.0.text').text).toBe('One');
    expect(textEl(r, 'key_points.1.text').text).toBe('Two');
    expect(element(r, 'key_points.2.text')).toBeUndefined();
    expect(element(r, 'key_points.0.icon')?.kind).toBe('shape');
    expect(element(r, 'key_points.1.icon_b')?.kind).toBe('line');
  });
});
