import { describe, expect, it } from 'vitest';
import { validateSlideContent } from '../validate/validate-slide';
import { element, resolve, sample, textEl, withContent } from '../testing/fixtures';

describe('hcp_ppt_a_005 (trial design, full)', () => {
  const r = resolve(sample('hcp_ppt_a_005', 'en'));

  it('tags the arms in the slide language (A组 in Chinese, ARM A in English)', () => {
    expect(textEl(resolve(sample('hcp_ppt_a_005', 'zh')), 'arm_A_label').text).toBe('A组');
    expect(textEl(resolve(sample('hcp_ppt_a_005', 'en')), 'arm_B_label').text).toBe('ARM B');
  });

  it('draws the circled R with arrows to ARM A and ARM B', () => {
    expect(element(r, 'r_circle')).toMatchObject({ kind: 'shape', shape: 'ellipse' });
    expect(textEl(r, 'r_letter').text).toBe('R');
    expect(element(r, 'arrow_a')).toMatchObject({ kind: 'line', shape: 'arrow', to: { x: 368, y: 164 } });
    expect(element(r, 'arrow_b')).toMatchObject({ kind: 'line', shape: 'arrow', to: { x: 368, y: 278 } });
    expect(textEl(r, 'arm_A_name').text).toBe('Velarimab + chemotherapy');
    expect(textEl(r, 'arm_B_plan').text).toBe('Placebo Q3W');
    expect(textEl(r, 'ratio').text).toBe('1:1');
  });

  it('shows N=, the population, endpoints, factors, free texts and footnotes', () => {
    expect(textEl(r, 'overall_n').text).toBe('N=612');
    expect(textEl(r, 'inclusion_title').text).toBe('Key inclusion criteria');
    expect(textEl(r, 'patients_info_4').text).toBe('At least one measurable lesion');
    expect(textEl(r, 'trial_type').text).toMatch(/double-blind/);
    expect(textEl(r, 'trial_number').text).toBe('NCT04567890');
    expect(textEl(r, 'primary').text).toBe('Investigator-assessed PFS');
    expect(textEl(r, 'secondary_title').text).toBe('Secondary endpoints');
    expect(textEl(r, 'factor_3').text).toBe('• Region');
    expect(textEl(r, 'text_2').text).toBe('▪ Imaging every 6 weeks');
    expect(textEl(r, 'cycle').text).toBe('21-day cycles');
    expect(textEl(r, 'footnote_right').text).toBe('PW-ONC-2024-017');
  });

  it('falls back to default headings and requires both arm names', () => {
    const slide = withContent(sample('hcp_ppt_a_005', 'zh'), 'title_primary_endpoint', null);
    expect(textEl(resolve(slide), 'primary_title').text).toBe('主要终点');
    expect(validateSlideContent(withContent(slide, 'ARM_B_treatment_name', null)).ok).toBe(false);
  });
});
