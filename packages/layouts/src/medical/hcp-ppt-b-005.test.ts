import { describe, expect, it } from 'vitest';
import { validateSlideContent } from '../validate/validate-slide';
import { resolve, sample, textEl, withContent } from '../testing/fixtures';

describe('hcp_ppt_b_005 (single-trial overview)', () => {
  it('shows brief, population, treatment and endpoints', () => {
    const r = resolve(sample('hcp_ppt_b_005', 'en'));
    expect(textEl(r, 'brief').text).toMatch(/^ORCHID-3 is a global/);
    expect(textEl(r, 'inclusion_title').text).toBe('Key inclusion criteria');
    expect(textEl(r, 'patients_info_1').text).toBe('• Untreated stage IV NSCLC');
    expect(textEl(r, 'treatment_name').text).toBe('Velarimab + platinum chemotherapy');
    expect(textEl(r, 'treatment_plan').text).toMatch(/^Velarimab 200 mg IV/);
    expect(textEl(r, 'primary').text).toBe('Investigator-assessed PFS');
  });

  it('labels the endpoints with the fixed Chinese heading in both languages', () => {
    for (const lang of ['zh', 'en'] as const)
      expect(textEl(resolve(sample('hcp_ppt_b_005', lang)), 'endpoints_heading').text).toBe('研究终点');
  });

  it('requires the treatment name', () => {
    expect(validateSlideContent(withContent(sample('hcp_ppt_b_005', 'zh'), 'treatment_name', null)).ok).toBe(
      false,
    );
  });
});
