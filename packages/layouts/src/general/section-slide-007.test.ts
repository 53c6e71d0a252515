import { describe, expect, it } from 'vitest';
import { element, resolve, sample, textEl, withContent } from '../testing/fixtures';

describe('section_slide_007 (summary)', () => {
  it('shows the take-aways as bullets and the conclusion on its band', () => {
    const r = resolve(sample('section_slide_007', 'zh'));
    const summary = textEl(r, 'summary');
    expect(summary.paragraphs).toHaveLength(4);
    expect(summary.paragraphs.every((p) => p.kind === 'bullet' && p.indent > 0)).toBe(true);
    expect(textEl(r, 'band_label').text).toBe('结论');
    expect(textEl(r, 'conclusion').text).toMatch(/^维拉利单抗/);
  });

  it('drops the whole conclusion band when there is no conclusion', () => {
    const r = resolve(withContent(sample('section_slide_007', 'en'), 'Conclusion_text', null));
    for (const key of ['band', 'band_mark', 'band_label', 'conclusion'])
      expect(element(r, key)).toBeUndefined();
  });
});
