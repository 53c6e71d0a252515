import { describe, expect, it } from 'vitest';
import { dragRect, isUsableCrop, scaleRect } from './crop-rect';

describe('crop rectangle', () => {
  it('spans two drag points in any direction and stays on the page', () => {
    expect(dragRect({ x: 50, y: 40 }, { x: 10, y: 100 }, 200, 300)).toEqual({
      left: 10,
      top: 40,
      width: 40,
      height: 60,
    });
    expect(dragRect({ x: -20, y: -5 }, { x: 500, y: 20 }, 200, 300)).toEqual({
      left: 0,
      top: 0,
      width: 200,
      height: 20,
    });
  });

  it('refuses slivers and scales to whole pixels at 2x', () => {
    expect(isUsableCrop(null)).toBe(false);
    expect(isUsableCrop({ left: 0, top: 0, width: 7, height: 100 })).toBe(false);
    expect(isUsableCrop({ left: 0, top: 0, width: 8, height: 8 })).toBe(true);
    expect(scaleRect({ left: 10.3, top: 5.6, width: 20.2, height: 10 }, 2)).toEqual({
      left: 20,
      top: 11,
      width: 41,
      height: 21,
    });
  });
});
