import { describe, expect, it } from 'vitest';
import { element, resolve, sample, textEl, withContent } from '../testing/fixtures';

describe('hcp_ppt_a_004 (centred cover)', () => {
  it('centres the title on the colour band with a divider and the optional lines under it', () => {
    const r = resolve(sample('hcp_ppt_a_004', 'en'));
    const title = textEl(r, 'title');
    expect(title.align).toBe('center');
    expect(title.fontSize).toBe(35);
    expect(element(r, 'band')).toMatchObject({ kind: 'shape', box: { y: 96, h: 200 } });
    expect(element(r, 'divider')).toMatchObject({ kind: 'line' });
    expect(textEl(r, 'subtitle').text).toBe('Thoracic Oncology Congress 2024 · Shanghai');
    expect(textEl(r, 'distribution').text).toBe('For healthcare professionals only');
  });

  it('drops an empty subtitle and summary but keeps the title', () => {
    let slide = withContent(sample('hcp_ppt_a_004', 'zh'), 'presentation_subtitle', null);
    slide = withContent(slide, 'brief_summary', null);
    const r = resolve(slide);
    expect(element(r, 'subtitle')).toBeUndefined();
    expect(element(r, 'summary')).toBeUndefined();
    expect(textEl(r, 'distribution').text).toBe('仅供医疗卫生专业人士参考');
  });
});
