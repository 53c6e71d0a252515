import type { Arm, Facts, HazardRatio } from '@prowrite/contracts';
import { describe, expect, it } from 'vitest';
import { emptyFacts, trialFacts } from '../writer/testing/trial-facts';
import { significance, trialView } from './trial-view';

const at = (quote: string) => ({ file_id: 'f', page: 1, quote });
const view = (facts: Facts) => trialView({ fileId: 'f', fileName: 'f.pdf', facts });
const titled = (title: string): Facts => ({ ...emptyFacts(), title: { value: title, source: at(title) } });
const arm = (name: string, label = 'A'): Arm => ({
  label,
  name: { value: name, source: at(name) },
  plan: null,
  n: null,
});

describe('trialView: the trial short name', () => {
  it('from the title in brackets, as "the X trial", or "X was a … trial" in the methods', () => {
    expect(view(titled('Drug versus placebo (REAL3): a randomised trial')).acronym?.value).toBe('REAL3');
    expect(
      view(titled('Bevacizumab (UK Medical Research Council ST03): primary analysis')).acronym?.value,
    ).toBe('ST03');
    expect(
      view(titled('Effects on outcomes: results from the GIRAF randomized clinical trial')).acronym?.value,
    ).toBe('GIRAF');
    expect(view(titled('Inflammation: the EMPA-CARD randomized controlled trial')).acronym?.value).toBe(
      'EMPA-CARD',
    );
    const methods =
      'In brief, RECEDE-CHF was a single-center, randomized, crossover trial conducted in Tayside.';
    expect(
      view({ ...titled('Renal effects'), design: { value: 'crossover', source: at(methods) } }).acronym
        ?.value,
    ).toBe('RECEDE-CHF');
  });

  it('never a registry number, a generic abbreviation or a short word', () => {
    expect(view(titled('A trial (NCT05120193) of ablation')).acronym).toBeNull();
    expect(view(titled('Outcomes in atrial fibrillation (AF): the RCT study')).acronym).toBeNull();
    expect(view(titled('Something (SGLT2) in heart failure (HF)')).acronym).toBeNull();
  });
});

describe('trialView: experimental and control arms, the drug', () => {
  it('placebo and "alone" arms are controls; the added drug of "A plus B" is the drug', () => {
    const v = view({
      ...emptyFacts(),
      arms: [arm('chemotherapy alone'), arm('chemotherapy plus bevacizumab', 'B')],
    });
    expect(v.control?.name.value).toBe('chemotherapy alone');
    expect(v.experimental?.name.value).toBe('chemotherapy plus bevacizumab');
    expect(v.drug?.value).toBe('bevacizumab');
  });

  it('an arm another arm adds a drug to is the control, wherever it is listed', () => {
    const v = view({ ...emptyFacts(), arms: [arm('EOC'), arm('modified-dose EOC plus panitumumab', 'B')] });
    expect(v.control?.name.value).toBe('EOC');
    expect(v.drug?.value).toBe('panitumumab');
  });

  it('a generic arm name gives no drug; no arms give none', () => {
    expect(view({ ...emptyFacts(), arms: [arm('investigational'), arm('control', 'B')] }).drug).toBeNull();
    expect(view(emptyFacts()).drug).toBeNull();
    expect(view(trialFacts()).drug?.value).toBe('Drug X');
  });
});

describe('significance', () => {
  const hr = (over: Partial<HazardRatio>): HazardRatio => ({
    endpoint: 'overall survival',
    value: 0.8,
    ci_low: null,
    ci_high: null,
    p: null,
    source: at('x'),
    ...over,
  });
  it('from the interval when given, else from p against 0.05, else unknown', () => {
    expect(significance(hr({ ci_low: 0.5, ci_high: 0.9 }))).toBe('significant');
    expect(significance(hr({ ci_low: 1.07, ci_high: 1.76 }))).toBe('significant');
    expect(significance(hr({ ci_low: 0.91, ci_high: 1.29, p: '0.001' }))).toBe('not-significant');
    expect(significance(hr({ p: '<0.0001' }))).toBe('significant');
    expect(significance(hr({ p: '0.28' }))).toBe('not-significant');
    expect(significance(hr({ p: '<0.1' }))).toBeNull();
    expect(significance(hr({}))).toBeNull();
  });
});
