import { describe, expect, it } from 'vitest';
import { medicalTemplate1Theme } from '../themes';
import { validateSlideContent } from '../validate/validate-slide';
import { element, resolve, sample, textEl, withContent } from '../testing/fixtures';

describe('hcp_ppt_a_001 (cover)', () => {
  it('shows logo, title, divider, subtitle and summary on the cover artwork', () => {
    const r = resolve(sample('hcp_ppt_a_001', 'zh'), { theme: medicalTemplate1Theme });
    expect(r.background.image).toBe(medicalTemplate1Theme.backgrounds.cover.image);
    expect(textEl(r, 'title').text).toMatch(/^ORCHID-3研究/);
    expect(textEl(r, 'title').colour).toBe('#FFFFFF');
    expect(element(r, 'divider')).toMatchObject({ kind: 'line', from: { x: 64, y: 306 } });
    expect(textEl(r, 'subtitle').text).toContain('上海');
    expect(textEl(r, 'summary').text).toMatch(/^本报告/);
    expect(element(r, 'logo')).toMatchObject({ kind: 'image', role: 'logo' });
  });

  it('hides subtitle, summary and a blank logo', () => {
    let slide = withContent(sample('hcp_ppt_a_001', 'en'), 'presentation_subtitle', null);
    slide = withContent(slide, 'brief_summary', { id: 'brief_summary', type: 'text', text: '  ' });
    const r = resolve(slide, { enterpriseLogo: '' });
    for (const key of ['subtitle', 'summary', 'logo']) expect(element(r, key)).toBeUndefined();
    expect(textEl(r, 'title').text).toMatch(/^ORCHID-3/);
  });

  it('requires the presentation title', () => {
    const slide = withContent(sample('hcp_ppt_a_001', 'en'), 'presentation_title', null);
    expect(validateSlideContent(slide).ok).toBe(false);
  });
});
