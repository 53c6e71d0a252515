import { describe, expect, it } from 'vitest';
import { renderRange, slideHeight, slideWidth, visibleIndexes, type WindowInput } from './board-geometry';

const at = (scrollTop: number, extra: Partial<WindowInput> = {}): WindowInput => ({
  scrollTop,
  viewportHeight: 600,
  listTop: 16,
  itemHeight: 270,
  gap: 20,
  count: 200,
  ...extra,
});

describe('board geometry', () => {
  it('scales the slide against the 960 design width with a 16:9 height', () => {
    expect(slideHeight(960)).toBe(540);
    expect(slideHeight(480)).toBe(270);
    expect(slideWidth(1063, 1)).toBe(1000);
    expect(slideWidth(1063, 0.5)).toBe(500);
    expect(slideWidth(5000, 1)).toBe(1100);
    expect(slideWidth(100, 1)).toBe(200);
  });

  it('finds the slides in the viewport', () => {
    // Slide i spans [16 + 290 i, 16 + 290 i + 270).
    expect(visibleIndexes(at(0))).toEqual({ first: 0, last: 2 });
    expect(visibleIndexes(at(290 * 10 + 16))).toEqual({ first: 10, last: 12 });
    // Top edge inside the gap after slide 10: slide 10 is no longer visible.
    expect(visibleIndexes(at(290 * 10 + 16 + 275))).toEqual({ first: 11, last: 13 });
    expect(visibleIndexes(at(0, { count: 0 }))).toEqual({ first: -1, last: -1 });
    expect(visibleIndexes(at(1_000_000))).toEqual({ first: -1, last: -1 });
  });

  it('draws three slides before the first visible one, down to the last visible one', () => {
    expect(renderRange(at(0))).toEqual({ start: 0, end: 2 });
    expect(renderRange(at(290 * 2 + 16))).toEqual({ start: 0, end: 4 });
    expect(renderRange(at(290 * 50 + 16))).toEqual({ start: 47, end: 52 });
    const bottom = 16 + 290 * 200 - 20 - 600;
    expect(renderRange(at(bottom))).toEqual({ start: 194, end: 199 });
  });

  it('draws the start of the list when nothing is measured or visible', () => {
    expect(renderRange(at(1_000_000))).toEqual({ start: 0, end: 0 });
    expect(renderRange(at(0, { count: 0 }))).toEqual({ start: 0, end: -1 });
  });
});
