import { describe, expect, it } from 'vitest';
import { validateSlideContent } from '../validate/validate-slide';
import { splitSlide } from '../render/split-slide';
import { bullets } from '../samples/build';
import { medicalTemplate1Theme } from '../themes';
import { element, resolve, sample, tableEl, textEl, withContent } from '../testing/fixtures';
import { expectSpecTable, fortyRowSlide } from '../testing/table-slides';

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

describe('hcp_ppt_a_024 without key points', () => {
  it('starts the table under the header and still splits 40 rows', () => {
    const s = withContent(fortyRowSlide('hcp_ppt_a_024'), 'key_points', null);
    const r = resolve(s);
    expect(r.variant).toBe('table_only');
    expect(tableEl(r).box.y).toBe(92);
    const parts = splitSlide(s, { theme: medicalTemplate1Theme });
    expect(parts.length).toBeGreaterThan(1);
    for (const p of parts) expect(resolve(p).needsSplit).toBe(false);
    expect(resolve(sample('hcp_ppt_a_024', 'en')).variant).toBe('with_points');
  });
});
