import { describe, expect, it } from 'vitest';
import { element, resolve, sample, textEl, withContent } from '../testing/fixtures';

describe('section_slide_001 (text + image)', () => {
  it('shows the text left and fits the figure inside its frame by its ratio', () => {
    const r = resolve(sample('section_slide_001', 'zh'));
    expect(textEl(r, 'body').paragraphs).toHaveLength(3);
    const image = element(r, 'image');
    if (image?.kind !== 'image') throw new Error('no image');
    expect(image.box).toEqual({ x: 484, y: 120, w: 436, h: 332 });
    expect(image.drawBox.w / image.drawBox.h).toBeCloseTo(1.6);
    expect(image.drawBox.w).toBe(436);
    expect(image.drawBox.y).toBeGreaterThan(120);
    expect(image.caption).toBe('PFS Kaplan-Meier曲线');
    expect(image.source).toEqual({ contentId: 'image', index: 0 });
  });

  it('drops a missing figure or one with an unsafe address, and hides an empty subtitle', () => {
    let slide = withContent(sample('section_slide_001', 'en'), 'image', {
      id: 'image',
      type: 'image',
      img_arr: [{ text: 'javascript:alert(1)' }],
    });
    slide = withContent(slide, 'section_subtitle', null);
    const r = resolve(slide);
    expect(element(r, 'image')).toBeUndefined();
    expect(element(r, 'subtitle')).toBeUndefined();
    const plain = resolve(
      withContent(sample('section_slide_001', 'en'), 'image', {
        id: 'image',
        type: 'image',
        img_arr: [{ text: '/api/files/f1/raw' }],
      }),
    );
    expect(element(plain, 'image')).toMatchObject({
      src: '/api/files/f1/raw',
      drawBox: { x: 484, y: 120, w: 436, h: 332 },
    });
  });
});
