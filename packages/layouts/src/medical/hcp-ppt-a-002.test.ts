import { describe, expect, it } from 'vitest';
import { medicalTemplate2Theme } from '../themes';
import { element, resolve, sample, textEl, withContent } from '../testing/fixtures';

describe('hcp_ppt_a_002 (section title + brief summary)', () => {
  it('puts the title and summary over the section background image', () => {
    const r = resolve(sample('hcp_ppt_a_002', 'zh'), { theme: medicalTemplate2Theme });
    expect(r.background.image).toBe(medicalTemplate2Theme.backgrounds.section.image);
    expect(textEl(r, 'title')).toMatchObject({ text: '疗效结果', fontSize: 40, colour: '#FFFFFF' });
    expect(textEl(r, 'summary').text).toMatch(/^维拉利单抗/);
  });

  it('hides an empty summary', () => {
    const r = resolve(withContent(sample('hcp_ppt_a_002', 'en'), 'summary', null));
    expect(element(r, 'summary')).toBeUndefined();
  });
});
