import { describe, expect, it } from 'vitest';
import { element, resolve, sample, textEl, withContent } from '../testing/fixtures';

describe('hcp_ppt_a_020 (list of paragraphs)', () => {
  it('draws one paragraph per entry without bullet marks, under the lead line', () => {
    const r = resolve(sample('hcp_ppt_a_020', 'en'));
    const body = textEl(r, 'paragraphs');
    expect(body.paragraphs).toHaveLength(3);
    expect(body.paragraphs.every((p) => p.kind === 'body')).toBe(true);
    expect(body.paragraphs[1]!.spaceBefore).toBeGreaterThan(0);
    expect(textEl(r, 'subtitle').text).toBe('First-line treatment of advanced NSCLC leaves needs unmet');
  });

  it('hides the lead line when empty', () => {
    expect(
      element(resolve(withContent(sample('hcp_ppt_a_020', 'zh'), 'subtitle_1', null)), 'subtitle'),
    ).toBeUndefined();
  });
});
