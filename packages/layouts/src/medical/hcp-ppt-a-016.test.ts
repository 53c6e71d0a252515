import { describe, expect, it } from 'vitest';
import { hcpPptA016FourFigures } from '../samples/medical/b-figures';
import { validateSlideContent } from '../validate/validate-slide';
import { element, resolve, sample, textEl } from '../testing/fixtures';

describe('hcp_ppt_a_016 (retrospective slide with several figures)', () => {
  it('lays three figures in a row with their key_info captions', () => {
    const r = resolve(sample('hcp_ppt_a_016', 'en'));
    expect(r.variant).toBe('three');
    const ys = [0, 1, 2].map((i) => element(r, `figures.${i}.image`)!.box.y);
    expect(new Set(ys).size).toBe(1);
    expect(textEl(r, 'figures.2.caption').text).toBe('Objective response rate');
  });

  it('uses a 2 x 2 grid for four figures and two columns for two', () => {
    const four = hcpPptA016FourFigures('zh');
    expect(validateSlideContent(four)).toEqual({ ok: true });
    const r = resolve(four);
    expect(r.variant).toBe('four');
    const boxes = [0, 1, 2, 3].map((i) => element(r, `figures.${i}.image`)!.box);
    expect(boxes[0]!.y).toBe(boxes[1]!.y);
    expect(boxes[2]!.y).toBeGreaterThan(boxes[0]!.y + boxes[0]!.h);
    expect(boxes[2]!.x).toBe(boxes[0]!.x);
    const s = sample('hcp_ppt_a_016', 'en');
    const two = {
      ...s,
      content: s.content.map((c) => (c.id === 'figures' ? { ...c, img_arr: c.img_arr!.slice(0, 2) } : c)),
    };
    expect(resolve(two).variant).toBe('two');
    expect(element(resolve(two), 'figures.1.image')!.box.w).toBe(416);
  });
});
