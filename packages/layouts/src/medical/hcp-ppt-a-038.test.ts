import { describe, expect, it } from 'vitest';
import { validateSlideContent } from '../validate/validate-slide';
import { resolve, sample, textEl, withContent } from '../testing/fixtures';

describe('hcp_ppt_a_038 (title + brief summary)', () => {
  it('shows the header title and the summary', () => {
    const r = resolve(sample('hcp_ppt_a_038', 'zh'));
    expect(textEl(r, 'header').text).toBe('小结');
    expect(textEl(r, 'summary').text).toMatch(/^在驱动基因阴性/);
  });

  it('requires a summary', () => {
    expect(validateSlideContent(withContent(sample('hcp_ppt_a_038', 'en'), 'summary', null)).ok).toBe(false);
  });
});
