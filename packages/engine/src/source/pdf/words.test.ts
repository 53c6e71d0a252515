import { describe, expect, it } from 'vitest';
import { wordCount } from './words';

describe('wordCount', () => {
  it('counts Latin words as before and one word per two Han characters', () => {
    expect(wordCount('The trial enrolled 240 patients')).toBe(4);
    expect(wordCount('射血分数降低的心力衰竭')).toBe(5);
    expect(wordCount('给予 ticagrelor 治疗')).toBe(3);
  });
});
