import { describe, expect, it } from 'vitest';
import { element, resolve, sample, textEl } from '../testing/fixtures';

describe('hcp_ppt_a_034 (trial design with left factors block)', () => {
  it('puts the factors title and three bullets in a block left of the design', () => {
    const r = resolve(sample('hcp_ppt_a_034', 'zh'));
    const block = element(r, 'factors_panel');
    const population = element(r, 'population_panel');
    expect(block?.box.x).toBe(48);
    expect(population && block && population.box.x).toBeGreaterThan(block!.box.x + block!.box.w);
    expect(textEl(r, 'factors_title').text).toBe('分层因素');
    expect([1, 2, 3].map((n) => textEl(r, `factor_${n}`).text)).toEqual([
      '• PD-L1表达',
      '• 组织学类型',
      '• 地区',
    ]);
  });

  it('keeps the flow chart: N=, R, both arms and endpoints', () => {
    const r = resolve(sample('hcp_ppt_a_034', 'en'));
    expect(textEl(r, 'overall_n').text).toBe('N=612');
    expect(textEl(r, 'r_letter').text).toBe('R');
    expect(textEl(r, 'arm_A_name').text).toBe('Velarimab + chemotherapy');
    expect(textEl(r, 'primary').text).toBe('Investigator-assessed PFS');
  });
});
