import { describe, expect, it } from 'vitest';
import { element, resolve, sample, textEl, withContent } from '../testing/fixtures';

describe('section_slide_005 (image grid)', () => {
  it('shows three framed figures in a row with captions', () => {
    const r = resolve(sample('section_slide_005', 'en'));
    const images = [1, 2, 3].map((n) => element(r, `image_${n}`));
    expect(images.every((i) => i?.kind === 'image')).toBe(true);
    expect(images.map((i) => i!.box.y)).toEqual([104, 104, 104]);
    expect(textEl(r, 'caption_3').text).toBe('Objective response rate: 48.3% vs 29.7%');
  });

  it('keeps the frame and caption when a figure is missing', () => {
    const r = resolve(withContent(sample('section_slide_005', 'en'), 'image_2', null));
    expect(element(r, 'image_2')).toBeUndefined();
    expect(element(r, 'frame_2')).toBeDefined();
    expect(textEl(r, 'caption_2').text).toBe('Overall survival (ITT)');
  });
});
