import type { Arm } from '@prowrite/contracts';
import { describe, expect, it } from 'vitest';
import { planText, primaryEndpointLine } from './design-slides';
import { emptyFacts, trialFacts } from './testing/trial-facts';

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

describe('primaryEndpointLine', () => {
  it('is the extracted endpoint, else the endpoint the primary result names, else null', () => {
    const f = trialFacts('f');
    expect(primaryEndpointLine(f)).toBe(f.primary_endpoint);
    const quote = 'The primary end-point was the IP-10 level at week 6 (p=0.01).';
    const line = primaryEndpointLine({
      ...f,
      primary_endpoint: null,
      primary_result: { endpoint: 'IP-10 level', arms: [], effect: null, source: { ...source, quote } },
    });
    expect(line?.value).toBe('IP-10 level');
    expect(line?.source.quote).toBe(quote);
    expect(primaryEndpointLine(emptyFacts())).toBeNull();
  });
});
