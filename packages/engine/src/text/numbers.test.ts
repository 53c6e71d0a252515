import { describe, expect, it } from 'vitest';
import { parseCount, parseDecimal, parseNumberWords, parseRange } from './numbers';

describe('number helpers', () => {
  it('parses decimals as printed', () => {
    expect(parseDecimal('1·37')).toBe(1.37);
    expect(parseDecimal('0.013')).toBe(0.013);
    expect(parseDecimal('−0.5')).toBe(-0.5);
    expect(parseDecimal('1,063')).toBe(1063);
    expect(parseDecimal('1,06')).toBeNull();
    expect(parseDecimal('abc')).toBeNull();
  });

  it('parses counts in digits or words', () => {
    expect(parseCount('217')).toBe(217);
    expect(parseCount('Twenty-three')).toBe(23);
    expect(parseCount('one hundred and five')).toBe(105);
    expect(parseCount('2.5')).toBeNull();
    expect(parseNumberWords('many')).toBeNull();
  });

  it('parses ranges with dashes, "to", commas and semicolons', () => {
    expect(parseRange('9·6–13·0')).toEqual([9.6, 13]);
    expect(parseRange('0.70 to 0.96')).toEqual([0.7, 0.96]);
    expect(parseRange('-0.9% to 16.8%')).toEqual([-0.9, 16.8]);
    expect(parseRange('1.36; 6.05')).toEqual([1.36, 6.05]);
    expect(parseRange('soon')).toBeNull();
  });
});
