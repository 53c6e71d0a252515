import type { Arm } from '@prowrite/contracts';
import { describe, expect, it } from 'vitest';
import { planText } from './design-slides';

const source = { file_id: 'f', page: 2, quote: 'q' };
const arm = (name: string, plan: string): Arm => ({
  label: 'A',
  n: null,
  name: { value: name, source },
  plan: { value: plan, source },
});

describe('planText', () => {
  it('shows a plan that says more than the arm name', () => {
    expect(planText(arm('remifentanil', 'remifentanil 1 μg/kg over 30 s'))).toBe(
      'remifentanil 1 μg/kg over 30 s',
    );
  });

  it('leaves out a plan that only repeats the arm name, or one clipped mid-phrase', () => {
    expect(planText(arm('Placebo', 'placebo (n = 68)'))).toBeNull();
    expect(planText(arm('remifentanil', 'remifentanil 1 μg/kg. *P < 0.05 compared with'))).toBeNull();
  });
});
