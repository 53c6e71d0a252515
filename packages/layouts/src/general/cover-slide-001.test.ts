import { describe, expect, it } from 'vitest';
import { element, resolve, sample, textEl, withContent } from '../testing/fixtures';
import { generalTheme } from '../themes';
import { coverSlide001 } from './cover-slide-001';

describe('cover_slide_001', () => {
  it('shows title, divider, subtitle, logo and the fixed lines in the slide language', () => {
    const zh = resolve(sample('cover_slide_001', 'zh'));
    expect(textEl(zh, 'title').text).toContain('ORCHID-3');
    expect(textEl(zh, 'subtitle').text).toBe('2024年肺癌诊疗进展研讨会 · 北京');
    expect(element(zh, 'divider')).toMatchObject({ kind: 'shape', fill: generalTheme.colours.accent });
    expect(element(zh, 'logo')?.box).toEqual(generalTheme.logo.cover);
    expect(textEl(zh, 'distribution').text).toBe('仅供医疗卫生专业人士参考');
    expect(textEl(resolve(sample('cover_slide_001', 'en')), 'distribution').text).toBe(
      'For healthcare professionals only',
    );
    expect(zh.background).toEqual(generalTheme.backgrounds.cover);
  });

  it('hides an empty subtitle and a blank logo', () => {
    const slide = withContent(sample('cover_slide_001', 'en'), 'Subtitle', {
      id: 'Subtitle',
      type: 'text',
      text: '  ',
    });
    const r = resolve(slide, { enterpriseLogo: '' });
    expect(element(r, 'subtitle')).toBeUndefined();
    expect(element(r, 'logo')).toBeUndefined();
    expect(element(r, 'title')).toBeDefined();
  });

  it('is the layout whose footer moves after 800 ms', () => {
    expect(coverSlide001.animation.footerMoveMs).toBe(800);
  });
});
