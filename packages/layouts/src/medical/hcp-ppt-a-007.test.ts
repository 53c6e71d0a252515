import { describe, expect, it } from 'vitest';
import { resolve, sample, textEl } from '../testing/fixtures';

describe('hcp_ppt_a_007 (comparison: metric with HR)', () => {
  it('shows both options, the metric and HR before the metric value', () => {
    const r = resolve(sample('hcp_ppt_a_007', 'en'));
    expect(textEl(r, 'option1').text).toBe('Velarimab + chemotherapy');
    expect(textEl(r, 'option2').text).toBe('Placebo + chemotherapy');
    expect(textEl(r, 'metric').text).toBe('Overall survival');
    const hr = textEl(r, 'hr_label');
    const value = textEl(r, 'metric_value');
    expect(hr.text).toBe('HR');
    expect(hr.box.y + hr.box.h).toBeLessThanOrEqual(value.box.y);
    expect(value.text).toBe('0.69 (95% CI 0.57–0.84)');
    expect(textEl(r, 'impact').text).toMatch(/^Velarimab plus chemotherapy lowered/);
  });

  it('types comparison texts at the description speed (100 ms per character)', () => {
    const r = resolve(sample('hcp_ppt_a_007', 'zh'));
    for (const key of ['option1', 'metric', 'metric_value', 'impact'])
      expect(textEl(r, key).typingMsPerChar).toBe(100);
  });
});
