import { describe, expect, it } from 'vitest';
import { element, resolve, sample, textEl, withContent } from '../testing/fixtures';

describe('hcp_ppt_a_003 (section title over an image)', () => {
  it('fills the slide with the figure under a dark title band', () => {
    const r = resolve(sample('hcp_ppt_a_003', 'en'));
    expect(element(r, 'image')).toMatchObject({
      kind: 'image',
      fit: 'cover',
      box: { x: 0, y: 0, w: 960, h: 540 },
    });
    const keys = r.elements.map((e) => e.key);
    expect(keys.indexOf('image')).toBeLessThan(keys.indexOf('band'));
    expect(textEl(r, 'title').text).toBe('Safety results');
  });

  it('falls back to the section artwork without a figure', () => {
    const r = resolve(withContent(sample('hcp_ppt_a_003', 'zh'), 'figure', null));
    expect(element(r, 'image')).toBeUndefined();
    expect(r.background.image).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(textEl(r, 'title').text).toBe('安全性结果');
  });
});
