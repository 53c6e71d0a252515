import { describe, expect, it } from 'vitest';
import { element, resolve, sample, textEl } from '../testing/fixtures';

describe('hcp_ppt_a_021 (three-icon list)', () => {
  it('draws three different icons from shapes and lines over three centred texts', () => {
    const r = resolve(sample('hcp_ppt_a_021', 'en'));
    for (const n of [1, 2, 3]) {
      expect(element(r, `icon_${n}`)).toMatchObject({ kind: 'shape', shape: 'ellipse' });
      expect(textEl(r, `text_${n}`).align).toBe('center');
    }
    expect(element(r, 'icon_1_page')?.kind).toBe('shape');
    expect(element(r, 'icon_2_bar_3')?.kind).toBe('shape');
    expect(element(r, 'icon_3_b')?.kind).toBe('line');
    const xs = [1, 2, 3].map((n) => textEl(r, `text_${n}`).box.x);
    expect(xs[1]! - xs[0]!).toBe(xs[2]! - xs[1]!);
  });
});
