import type { Arm } from '@prowrite/contracts';
import { describe, expect, it } from 'vitest';
import type { SourceDocument } from '../source/source-document';
import type { ProposedEffectEstimate } from './proposal-schema';
import { checkArmResult, checkEstimate, ciLevelOf, resolveResultArm } from './result-checks';
import { tinyTrialDocument } from './testing/tiny-trial';

/** A one-page document with the given text, for checks of wording the tiny trial does not have. */
function docOf(text: string): SourceDocument {
  return { ...tinyTrialDocument(), pages: [{ number: 1, width: 595, height: 842, text }] };
}

const estimate = (over: Partial<ProposedEffectEstimate>): ProposedEffectEstimate => ({
  measure: 'MD',
  value: -11.2,
  ci_low: -15,
  ci_high: -7.4,
  ci_level: null,
  p: null,
  ...over,
});

function reason(result: ReturnType<typeof checkEstimate>): string | null {
  return result.ok ? null : result.reason;
}

describe('checkEstimate', () => {
  it('needs a negative number printed with its minus sign, unless the wording says a change "by"', () => {
    const unsigned = docOf('The mean difference was 11.2 (95% CI 7.4 to 15.0) points.');
    const at = { quote: 'mean difference was 11.2 (95% CI 7.4 to 15.0)', page: 1 };
    expect(reason(checkEstimate(unsigned, estimate({}), at))).toBe(
      'the quote does not print -11.2 with its minus sign',
    );
    expect(checkEstimate(unsigned, estimate({ value: 11.2, ci_low: 7.4, ci_high: 15 }), at).ok).toBe(true);

    const changed = docOf('Pain was reduced by 11.2 points (95% CI 7.4 to 15.0) with the drug.');
    const by = { quote: 'Pain was reduced by 11.2 points (95% CI 7.4 to 15.0)', page: 1 };
    expect(checkEstimate(changed, estimate({}), by).ok).toBe(true);
    // A ratio is never stated without its name.
    expect(
      reason(checkEstimate(changed, estimate({ measure: 'RR', value: 11.2, ci_low: 7.4, ci_high: 15 }), by)),
    ).toBe('the quote does not name the measure RR');
  });

  it('reads measure names at the start of a sentence and in abbreviations', () => {
    const doc = docOf("Odds ratio 1.8 (95% CI 1.1-2.9). The IRR was 0.7 (0.5-0.9). Cohen's d 0.4 (0.1-0.7).");
    expect(
      checkEstimate(doc, estimate({ measure: 'SMD', value: 0.4, ci_low: 0.1, ci_high: 0.7 }), {
        quote: "Cohen's d 0.4 (0.1-0.7)",
        page: 1,
      }).ok,
    ).toBe(true);
    expect(
      checkEstimate(doc, estimate({ measure: 'OR', value: 1.8, ci_low: 1.1, ci_high: 2.9 }), {
        quote: 'Odds ratio 1.8 (95% CI 1.1-2.9)',
        page: 1,
      }).ok,
    ).toBe(true);
    expect(
      checkEstimate(doc, estimate({ measure: 'IRR', value: 0.7, ci_low: 0.5, ci_high: 0.9 }), {
        quote: 'The IRR was 0.7 (0.5-0.9)',
        page: 1,
      }).ok,
    ).toBe(true);
  });

  it('refuses numbers that cannot be an estimate with its interval', () => {
    const doc = docOf('hazard ratio 0.8 (95% CI 0.6-1.1)');
    const at = { quote: 'hazard ratio 0.8 (95% CI 0.6-1.1)', page: 1 };
    const hr = (over: Partial<ProposedEffectEstimate>) =>
      reason(
        checkEstimate(doc, estimate({ measure: 'HR', value: 0.8, ci_low: 0.6, ci_high: 1.1, ...over }), at),
      );
    expect(hr({})).toBeNull();
    expect(hr({ ci_high: null })).toBe('confidence interval has one bound only');
    expect(hr({ ci_low: -0.6 })).toBe('HR interval -0.6 to 1.1 is not positive');
    expect(hr({ ci_low: 1.1, ci_high: 0.6 })).toBe('HR 0.8 lies outside its interval 1.1 to 0.6');
    expect(hr({ ci_level: 150 })).toBe('confidence level 150 is not a percentage from 50 to 99.9');
    expect(hr({ ci_level: 95 })).toBeNull();
    expect(hr({ measure: 'XX' as ProposedEffectEstimate['measure'] })).toBe(
      '"XX" is not one of HR, OR, RR, MD, RD, SMD, IRR',
    );
    // "0.8" is not "10.8": numbers are matched whole.
    const whole = docOf('hazard ratio 10.8 (95% CI 0.6-11.1)');
    expect(
      reason(
        checkEstimate(whole, estimate({ measure: 'HR', value: 0.8, ci_low: 0.6, ci_high: 1.1 }), {
          quote: 'hazard ratio 10.8 (95% CI 0.6-11.1)',
          page: 1,
        }),
      ),
    ).toBe('number 0.8, 1.1 not in the quote');
  });

  it('takes the printed level, and refuses a level the quote contradicts', () => {
    const doc = docOf('hazard ratio 0.8 (96% CI 0.6-1.1)');
    const at = { quote: 'hazard ratio 0.8 (96% CI 0.6-1.1)', page: 1 };
    const hr = estimate({ measure: 'HR', value: 0.8, ci_low: 0.6, ci_high: 1.1 });
    expect(reason(checkEstimate(doc, { ...hr, ci_level: 95 }, at))).toBe(
      'the quote prints a 96% interval, not 95%',
    );
    expect(checkEstimate(doc, hr, at).ok).toBe(true);
    expect(ciLevelOf(at.quote, null)).toBe(96);
    expect(ciLevelOf('hazard ratio 0.8 (0.6-1.1)', null)).toBe(95);
  });
});

describe('checkArmResult', () => {
  const doc = docOf('Response: 59/129 (45.7%) with drug X vs 1/68 (1.5%) with placebo; median 11.3 months.');
  const named = () => null;
  const arm = {
    arm: 'drug X',
    value: 45.7,
    unit: '%',
    n: 59,
    N: 129,
    quote: '59/129 (45.7%) with drug X',
    page: 1,
  };

  it('needs n <= N, every number and the unit printed', () => {
    expect(checkArmResult(doc, arm, named).ok).toBe(true);
    expect(reason(checkArmResult(doc, { ...arm, n: 130 }, named))).toBe('n 130 is more than N 129');
    expect(reason(checkArmResult(doc, { ...arm, N: 0 }, named))).toBe('N 0 is not a positive count');
    expect(reason(checkArmResult(doc, { ...arm, n: 58 }, named))).toBe('number 58 not in the quote');
    expect(reason(checkArmResult(doc, { ...arm, unit: 'months' }, named))).toBe(
      'the quote does not print the unit "months"',
    );
    expect(reason(checkArmResult(doc, arm, () => 'arm problem'))).toBe('arm problem');
  });
});

describe('resolveResultArm', () => {
  const source = { file_id: 'f', page: 1, quote: 'q' };
  const known = (...names: string[]): Arm[] =>
    names.map((value, i) => ({
      label: String.fromCharCode(65 + i),
      name: { value, source },
      plan: null,
      n: null,
    }));

  it('reports a known arm by its name in arms, found by its parts or its role', () => {
    const arms = known('EOC (epirubicin, oxaliplatin and capecitabine)', 'Placebo');
    expect(resolveResultArm(arms, 'EOC', '12 of 40 (30%) in the EOC group')).toEqual({
      ok: true,
      name: 'EOC (epirubicin, oxaliplatin and capecitabine)',
    });
    expect(resolveResultArm(arms, 'control group', '3 of 40 (7.5%) in the control group')).toEqual({
      ok: true,
      name: 'Placebo',
    });
    expect(resolveResultArm(arms, 'placebo', '12 of 40 (30%) in the EOC group')).toEqual({
      ok: false,
      reason: 'the quote does not name the arm "Placebo"',
    });
  });

  it('keeps an unknown arm as the quote prints it, and refuses one the quote does not name', () => {
    expect(resolveResultArm(known(), 'drug x', '59/129 (45.7%) with Drug  X')).toEqual({
      ok: true,
      name: 'Drug X',
    });
    expect(resolveResultArm(known('Drug X', 'Placebo'), 'drug Y', '59/129 (45.7%) with drug Y')).toEqual({
      ok: true,
      name: 'drug Y',
    });
    expect(resolveResultArm(known(), 'drug Z', '59/129 (45.7%) with drug X')).toEqual({
      ok: false,
      reason: 'the arm "drug Z" is neither a known arm nor in the quote',
    });
  });
});
