import { describe, expect, it } from 'vitest';
import { element, resolve, sample, textEl } from '../testing/fixtures';

describe('hcp_ppt_a_017 (multi-figure endpoints)', () => {
  it('shows the main point title and main point over three captioned figures', () => {
    const r = resolve(sample('hcp_ppt_a_017', 'en'));
    expect(r.variant).toBe('three');
    expect(textEl(r, 'main_point_title').text).toBe('PFS, OS and ORR');
    expect(textEl(r, 'main_point').fit).toBe('fits');
    const captions = [0, 1, 2].map((i) => textEl(r, `figures.${i}.caption`));
    expect(captions.map((c) => c.text)).toEqual(['PFS (ITT)', 'OS (ITT)', 'Objective response rate']);
    const img = element(r, 'figures.0.image');
    expect(img!.box.y).toBeGreaterThan(textEl(r, 'main_point').box.y);
  });

  it('widens the figures when there are two', () => {
    const s = sample('hcp_ppt_a_017', 'zh');
    const two = {
      ...s,
      content: s.content.map((c) => (c.id === 'figures' ? { ...c, img_arr: c.img_arr!.slice(0, 2) } : c)),
    };
    const r = resolve(two);
    expect(r.variant).toBe('two');
    expect(element(r, 'figures.0.image')!.box.w).toBe(416);
    expect(element(r, 'figures.2.image')).toBeUndefined();
  });
});
