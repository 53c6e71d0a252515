import { describe, expect, it } from 'vitest';
import { element, resolve, sample, textEl, withContent } from '../testing/fixtures';

describe('hcp_ppt_a_009 (closing)', () => {
  it('shows the words Thank you and the closing slogan', () => {
    const r = resolve(sample('hcp_ppt_a_009', 'zh'));
    expect(textEl(r, 'thank_you').text).toBe('Thank you');
    expect(textEl(r, 'slogan').text).toBe('以证据为本，助力每一位患者');
  });

  it('keeps Thank you when the slogan is missing', () => {
    const r = resolve(withContent(sample('hcp_ppt_a_009', 'en'), 'closing_slogan', null));
    expect(element(r, 'slogan')).toBeUndefined();
    expect(textEl(r, 'thank_you').text).toBe('Thank you');
  });
});
