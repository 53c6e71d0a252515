import { describe, expect, it } from 'vitest';
import { element, resolve, sample, textEl, withContent } from '../testing/fixtures';

describe('hcp_ppt_a_008 (comparison: two values, two conditions each, key points)', () => {
  it('puts each value with its two conditions under its option', () => {
    const r = resolve(sample('hcp_ppt_a_008', 'en'));
    expect(textEl(r, 'value1').text).toBe('11.2 months');
    expect(textEl(r, 'value2').text).toBe('6.8 months');
    expect(textEl(r, 'condition1_2').text).toBe('PD-L1 <50%: 9.7 months');
    expect(textEl(r, 'condition2_1').box.x).toBeGreaterThan(480);
    expect(textEl(r, 'key_points').paragraphs.map((p) => p.kind)).toEqual(['bullet', 'bullet']);
    expect(textEl(r, 'value1').typingMsPerChar).toBe(100);
  });

  it('leaves a missing condition empty', () => {
    const r = resolve(withContent(sample('hcp_ppt_a_008', 'zh'), 'condition2_2', null));
    expect(element(r, 'condition2_2')).toMatchObject({ kind: 'text', text: '' });
  });
});
