import { describe, expect, it } from 'vitest';
import { resolve, sample, textEl } from '../testing/fixtures';

describe('section_slide_003 (three highlights)', () => {
  it('numbers three cards 01-03 with a title and text each, evenly spaced', () => {
    const r = resolve(sample('section_slide_003', 'zh'));
    expect([1, 2, 3].map((n) => textEl(r, `card_${n}_number`).text)).toEqual(['01', '02', '03']);
    expect([1, 2, 3].map((n) => textEl(r, `title_${n}`).text)).toEqual(['疗效', '安全性', '生活质量']);
    const xs = [1, 2, 3].map((n) => textEl(r, `body_${n}`).box.x);
    expect(xs[1]! - xs[0]!).toBe(xs[2]! - xs[1]!);
  });
});
