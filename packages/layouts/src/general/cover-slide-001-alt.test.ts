import { describe, expect, it } from 'vitest';
import { element, resolve, sample, textEl, withContent } from '../testing/fixtures';
import { validateSlideContent } from '../validate/validate-slide';

describe('cover_slide_001_alt', () => {
  it('shows the presentation title, subtitle, summary and a divider line', () => {
    const r = resolve(sample('cover_slide_001_alt', 'zh'));
    expect(textEl(r, 'title').text).toBe('ORCHID-3研究解读');
    expect(textEl(r, 'subtitle').text).toBe('维拉利单抗一线治疗晚期非小细胞肺癌');
    expect(textEl(r, 'summary').text).toMatch(/^本报告概述/);
    expect(element(r, 'divider')).toMatchObject({ kind: 'line', from: { x: 340, y: 306 } });
  });

  it('hides subtitle and summary when empty', () => {
    let slide = withContent(sample('cover_slide_001_alt', 'en'), 'presentation_subtitle', null);
    slide = withContent(slide, 'brief_summary', { id: 'brief_summary', type: 'text', text: '' });
    const r = resolve(slide);
    expect(element(r, 'subtitle')).toBeUndefined();
    expect(element(r, 'summary')).toBeUndefined();
    expect(textEl(r, 'title').text).toBe('Reading ORCHID-3');
  });

  it('requires the presentation title', () => {
    const slide = withContent(sample('cover_slide_001_alt', 'en'), 'presentation_title', null);
    expect(validateSlideContent(slide)).toMatchObject({
      ok: false,
      message: 'content "presentation_title" is required by layout cover_slide_001_alt',
    });
  });
});
