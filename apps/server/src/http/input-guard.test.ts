import { describe, expect, it } from 'vitest';
import { jsonDepthExceeds, unusableText } from './input-guard';

describe('input guard', () => {
  it('measures nesting outside strings only', () => {
    expect(jsonDepthExceeds('[[[1]]]', 3)).toBe(false);
    expect(jsonDepthExceeds('[[[[1]]]]', 3)).toBe(true);
    expect(jsonDepthExceeds(`{"a":"${'['.repeat(100)}"}`, 3)).toBe(false);
    expect(jsonDepthExceeds(`{"a":"\\"${'{'.repeat(100)}"}`, 3)).toBe(false);
    expect(jsonDepthExceeds(`[{"a":"\\\\"},[[[]]]]`, 3)).toBe(true);
  });

  it('names NUL and lone surrogates, and takes real text (emoji, CJK, controls other than NUL)', () => {
    expect(unusableText('a\u0000b')).toMatch(/NUL/);
    expect(unusableText('\uD800x')).toMatch(/surrogate/);
    expect(unusableText('x\uDC00')).toMatch(/surrogate/);
    expect(unusableText('\uD83D')).toMatch(/surrogate/);
    for (const ok of ['😀 emoji', '中文标题', 'tab\tline\nbreak', '']) expect(unusableText(ok)).toBeNull();
  });
});
