import { describe, expect, it } from 'vitest';
import { element, resolve, sample, textEl, withContent } from '../testing/fixtures';

describe('hcp_ppt_b_004 (trial design with a two-row endpoint panel)', () => {
  it('shows N= and two endpoint rows, primary above secondary', () => {
    const r = resolve(sample('hcp_ppt_b_004', 'en'));
    expect(textEl(r, 'overall_n').text).toBe('N=612');
    const primary = element(r, 'primary_row')!;
    const secondary = element(r, 'secondary_row')!;
    expect(secondary.box.y).toBeGreaterThan(primary.box.y + primary.box.h);
    expect(textEl(r, 'primary_title').text).toBe('Primary endpoint');
    expect(textEl(r, 'secondary').text).toBe('OS, ORR, DoR, safety');
  });

  it('drops N= when the number is missing', () => {
    const r = resolve(withContent(sample('hcp_ppt_b_004', 'zh'), 'overall_patient_number', null));
    expect(textEl(r, 'overall_n').text).toBe('');
  });
});
