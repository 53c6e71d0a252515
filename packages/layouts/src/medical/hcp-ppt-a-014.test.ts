import { describe, expect, it } from 'vitest';
import { element, resolve, sample, textEl } from '../testing/fixtures';

describe('hcp_ppt_a_014 (two figures with captions and a main point)', () => {
  it('puts the two figures side by side under their titles', () => {
    const r = resolve(sample('hcp_ppt_a_014', 'zh'));
    const [a, b] = ['figure_1', 'figure_2'].map((k) => element(r, k));
    if (a?.kind !== 'image' || b?.kind !== 'image') throw new Error('figures missing');
    expect(a.box.y).toBe(b.box.y);
    expect(a.box.x + a.box.w).toBeLessThan(b.box.x);
    expect(a.caption).toBe('PFS曲线');
    expect(b.caption).toBe('OS曲线');
    expect(textEl(r, 'figure_1_title').text).toBe('无进展生存期：HR 0.62（95% CI 0.51–0.75）');
    expect(textEl(r, 'figure_2_title').box.y + textEl(r, 'figure_2_title').box.h).toBeLessThanOrEqual(
      b.box.y,
    );
    expect(textEl(r, 'main_point').text).toMatch(/^维拉利单抗/);
  });

  it('draws only the left figure when one is given', () => {
    const s = sample('hcp_ppt_a_014', 'en');
    const one = {
      ...s,
      content: s.content.map((c) => (c.id === 'figures' ? { ...c, img_arr: c.img_arr!.slice(0, 1) } : c)),
    };
    const r = resolve(one);
    expect(element(r, 'figure_1')).toBeDefined();
    expect(element(r, 'figure_2')).toBeUndefined();
    expect(element(r, 'figure_2_frame')).toBeDefined();
  });
});
