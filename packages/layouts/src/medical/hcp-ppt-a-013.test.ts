import { describe, expect, it } from 'vitest';
import { element, resolve, sample, textEl, withContent } from '../testing/fixtures';

describe('hcp_ppt_a_013 (figure with key points and key conclusion)', () => {
  it('draws the figure contained by its ratio, the key points with icons and the conclusion band', () => {
    const r = resolve(sample('hcp_ppt_a_013', 'en'));
    const img = element(r, 'figure');
    if (img?.kind !== 'image') throw new Error('no figure');
    expect(img.ratio).toBe(1.6);
    expect(img.drawBox.w / img.drawBox.h).toBeCloseTo(1.6, 6);
    expect(img.caption).toBe('Kaplan-Meier curve of PFS (ITT)');
    expect([0, 1, 2, 3].map((i) => textEl(r, `key_points.${i}.text`).box.y)).toEqual([132, 184, 236, 288]);
    expect(element(r, 'key_points.0.icon')?.kind).toBe('shape');
    expect(textEl(r, 'key_conclusion').bold).toBe(true);
    expect(textEl(r, 'header').fontSize).toBe(26);
  });

  it('keeps the frame when the figure has no usable source, and hides an empty key-points heading', () => {
    const s = withContent(sample('hcp_ppt_a_013', 'en'), 'figure', {
      id: 'figure',
      type: 'image',
      img_arr: [{ image_info: { url: 'javascript:alert(1)', key_info: '' } }],
    });
    const r = resolve(withContent(s, 'key_points_title', null));
    expect(element(r, 'figure')).toBeUndefined();
    expect(element(r, 'figure_frame')).toBeDefined();
    expect(element(r, 'key_points_title')).toBeUndefined();
  });
});
