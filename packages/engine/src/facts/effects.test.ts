import { describe, expect, it } from 'vitest';
import { extractEffects } from './effects';
import { contextFromText } from './testing/doc-from-text';

const effects = (text: string) => extractEffects(contextFromText(text), []).map(({ source: _s, ...e }) => e);
const brief = (text: string) => effects(text).map((e) => [e.measure, e.value, e.ci_low, e.ci_high] as const);

describe('extractEffects', () => {
  it('reads each named measure with its interval and p', () => {
    expect(effects('The odds ratio for remission was 2.35 (95% CI 1.20 to 4.61; P = 0.01).')).toEqual([
      {
        endpoint: 'remission',
        measure: 'OR',
        value: 2.35,
        ci_low: 1.2,
        ci_high: 4.61,
        ci_level: 95,
        p: '0.01',
        adjusted: false,
      },
    ]);
    expect(
      brief(
        'Mortality was similar (adjusted relative risk [RR] 0.98, 95% confidence interval [CI] 0.64-1.49, p = 0.912).',
      ),
    ).toEqual([['RR', 0.98, 0.64, 1.49]]);
    expect(brief('Exacerbations fell (rate ratio 0.72, 95% CI 0.61–0.85).')).toEqual([
      ['IRR', 0.72, 0.61, 0.85],
    ]);
    expect(brief('The standardised mean difference was 0.41 (95% CI 0.12 to 0.70).')).toEqual([
      ['SMD', 0.41, 0.12, 0.7],
    ]);
    expect(brief('The hazard ratio for death was 0.82 (95% CI, 0.70 to 0.96).')).toEqual([
      ['HR', 0.82, 0.7, 0.96],
    ]);
  });

  it('reads differences with units, negative values printed with any minus, and semicolon intervals', () => {
    expect(brief('Mean difference in urine volume was 545 mL [95% CI, 136-954]; P=0.005.')).toEqual([
      ['MD', 545, 136, 954],
    ]);
    expect(
      brief('IL-6 was lower (adjusted difference (adiff): -1.06 pg/mL, 95% CI -1.80; -0.32, P = 0.006).'),
    ).toEqual([['MD', -1.06, -1.8, -0.32]]);
    expect(brief('The between-group difference was –6.0 (95% CI, –10.8 to –1.2) mL/m2.')).toEqual([
      ['MD', -6, -10.8, -1.2],
    ]);
  });

  it('orients "reduced by" values by their interval and labels rate differences', () => {
    expect(
      brief(
        'Compared with placebo, the drug reduced LV end-systolic volume index by 6.0 (95% CI, –10.8 to –1.2) mL/m2.',
      ),
    ).toEqual([['MD', -6, -10.8, -1.2]]);
    expect(
      brief('The response rate in those treated for 48 weeks increased by 10.9% [95% CI: -5.9% to 27.7%].'),
    ).toEqual([['RD', 10.9, -5.9, 27.7]]);
    expect(brief('The absolute difference between the groups was 5.3% [95% CI -3.2% to 13.7%].')).toEqual([
      ['RD', 5.3, -3.2, 13.7],
    ]);
  });

  it('keeps a measure across a list of values, each with its own interval and endpoint', () => {
    const found = effects(
      'The difference in mean change was -0.12 for MMSE (95% confidence interval [CI] -0.88 to 0.63; P = 0.75), 0.05 (95% CI -0.07 to 0.18; P = 0.40) for NTB, and -0.96 (95% CI -1.80 to 0.13; P = 0.02) for MoCA.',
    );
    expect(found.map((e) => [e.measure, e.value, e.ci_low, e.ci_high, e.p])).toEqual([
      ['MD', -0.12, -0.88, 0.63, '0.75'],
      ['MD', 0.05, -0.07, 0.18, '0.40'],
      ['MD', -0.96, -1.8, 0.13, '0.02'],
    ]);
    expect(found[0]!.endpoint).toBe('MMSE');
    expect(
      brief(
        'The reduction was superior to placebo (mean difference -8.70 mm Hg [95% CI -9.72 to -7.69]; p<0.0001), and to the mean of the others (-4.26 [-5.13 to -3.38]; p<0.0001).',
      ),
    ).toEqual([
      ['MD', -8.7, -9.72, -7.69],
      ['MD', -4.26, -5.13, -3.38],
    ]);
  });

  it('reads an estimate in brackets after a comparison of the treatments as their difference', () => {
    expect(
      brief(
        'The reduction in home systolic pressure by drug A was superior to placebo (–8.70 mm Hg [95% CI –9.72 to –7.69]; p<0.0001) and to drug B (–4.03 [–5.04 to –3.02]; p<0.0001).',
      ),
    ).toEqual([
      ['MD', -8.7, -9.72, -7.69],
      ['MD', -4.03, -5.04, -3.02],
    ]);
    expect(brief('Weight gain was lower than with usual care (-1.2 kg [95% CI -2.0 to -0.4]).')).toEqual([
      ['MD', -1.2, -2, -0.4],
    ]);
    expect(
      brief(
        'Drug A lowered systolic blood pressure compared with placebo (–5.2 mm Hg [95% CI –7.1 to –3.3]; p<0.001).',
      ),
    ).toEqual([['MD', -5.2, -7.1, -3.3]]);
    expect(
      brief('Drug A increased survival compared with placebo (8.0 months [95% CI 6.1 to 9.9]).'),
    ).toEqual([]);
    expect(
      brief('Weight was recorded in the drug group versus placebo (1.2 kg [95% CI 0.4 to 2.0]).'),
    ).toEqual([]);
    // An arm's own rate, a bracket not opened right after the comparison, and no comparison at all.
    expect(brief('Remission was more frequent than with placebo (45% [95% CI 38 to 52]).')).toEqual([]);
    expect(
      brief('Survival was longer than with placebo (median 12.3 months [95% CI 10.1 to 14.0]).'),
    ).toEqual([]);
    expect(brief('Patients given placebo (12.3 mm Hg [95% CI 10.1 to 14.0]) were older.')).toEqual([]);
  });

  it('reads confidence levels other than 95 %', () => {
    const [e] = effects('The hazard ratio was 0.75 (96% CI, 0.60 to 0.94).');
    expect(e).toMatchObject({ measure: 'HR', value: 0.75, ci_level: 96 });
    const [f] = effects('The odds ratio was 1.9 (99% confidence interval 1.1 to 3.3).');
    expect(f).toMatchObject({ measure: 'OR', ci_level: 99 });
  });

  it('takes the level named before a value whose interval follows bare', () => {
    const [e] = effects('The between-group difference (97.5% CI) was -0.4 (-0.8 to 0.0), P=0.01.');
    expect(e).toMatchObject({ measure: 'MD', value: -0.4, ci_low: -0.8, ci_high: 0, ci_level: 97.5 });
    const [t] = effects(
      'Outcome | Drugex | Placebo | Effect (90% CI)\nRemission | 351/640 (54.8) | 159/639 (24.9) | RD 29.9 (24.1 to 35.8)',
    );
    expect(t).toMatchObject({ measure: 'RD', value: 29.9, ci_level: 90 });
    // A level printed with the interval itself is that interval's.
    const [n] = effects('Effect (97.5% CI) columns aside, the odds ratio was 1.5 (95% CI 1.1 to 2.0).');
    expect(n).toMatchObject({ measure: 'OR', ci_level: 95 });
  });

  it('leaves per-arm estimates, design assumptions outside intervals and cited trials alone', () => {
    expect(
      brief('Median overall survival was 11.3 months (95% CI 9.6–13.0) compared with 8.8 months (7.7–9.8).'),
    ).toEqual([]);
    // A value outside its own interval is not an estimate of it.
    expect(brief('The odds ratio was 4.2 (95% CI 1.1 to 3.3).')).toEqual([]);
    expect(
      brief('# Introduction\n\nA previous trial found an odds ratio of 2.0 (95% CI 1.5 to 2.7).'),
    ).toEqual([]);
    expect(brief('NT-proBNP was reduced by 28% (2%–47%).')).toEqual([]);
  });

  it('reads a difference printed in percentage points as a risk difference with its interval', () => {
    expect(brief('The difference was 12.3 percentage points (95% CI 5.1 to 19.4; P<0.001).')).toEqual([
      ['RD', 12.3, 5.1, 19.4],
    ]);
    expect(
      brief(
        'Remission: drugex 4.7% vs placebo 25.7% (RD=\u221221.0 percentage points (95%CI \u221230.3-\u221211.7)).',
      ),
    ).toEqual([['RD', -21, -30.3, -11.7]]);
    expect(
      brief(
        'Cure occurred in 2.0% and 14.4% (risk difference -12.4 percentage-points [95% CI -16.0 to -8.9]).',
      ),
    ).toEqual([['RD', -12.4, -16, -8.9]]);
    expect(brief('Response rates differed by 9.8 pp (95% CI 2.0 to 17.6).')).toEqual([['RD', 9.8, 2, 17.6]]);
    expect(brief('The absolute difference was 6.1% points (95% CI, 1.2 to 11.0).')).toEqual([
      ['RD', 6.1, 1.2, 11],
    ]);
  });

  it('reads a difference in percentage points of a measured percentage as a mean difference', () => {
    expect(
      brief(
        'The mean change in HbA1c differed by -0.6 percentage points (95% CI -0.8 to -0.4) between groups.',
      ),
    ).toEqual([['MD', -0.6, -0.8, -0.4]]);
    // A ratio is never printed in percentage points.
    expect(brief('The odds ratio was 1.4 percentage points (95% CI 1.1 to 1.8).')).toEqual([]);
  });

  it('keeps one copy of an estimate repeated in the abstract and the results', () => {
    const found = effects(
      '# Abstract\n\nThe odds ratio was 2.35 (95% CI 1.20 to 4.61).\n\n# Results\n\nRemission was more frequent (odds ratio 2.35, 95% CI 1.20 to 4.61).',
    );
    expect(found).toHaveLength(1);
  });

  it('names endpoints as whole phrases: sentence starters and comparison-only words are no name', () => {
    const names = (text: string) => effects(text).map((e) => e.endpoint);
    expect(
      names(
        'Moreover, the P-selectin antigen expression was significantly reduced (adiff: -8.81, 95% CI -14.87; -2.75, P = 0.005).',
      ),
    ).toEqual(['P-selectin antigen expression']);
    expect(
      names(
        'The adjusted difference between group at the end of the study was -1.06 pg/mL (-1.80; -0.32), P = 0.006.',
      ),
    ).toEqual(['']);
    expect(
      names(
        'There was no difference in LV GLS between the groups: adjusted between-group difference 0.35% (95% CI, -0.25% to 0.95%); P=0.25.',
      ),
    ).toEqual(['LV GLS']);
    expect(names('There was a reduction with the drug (mean difference -0.4, 95% CI -0.7 to -0.1).')).toEqual(
      [''],
    );
  });

  it('reads the quantity compared right before the estimate and the endpoint named after a list item', () => {
    const names = (text: string) => effects(text).map((e) => e.endpoint);
    expect(
      names(
        'Patients had lower levels of interleukin 6 (IL-6) (adjusted difference (adiff): -1.06 pg/mL, 95% CI -1.80; -0.32, P = 0.006).',
      ),
    ).toEqual(['interleukin 6 (IL-6)']);
    expect(
      names(
        'The difference was -0.12 for MMSE (95% CI -0.88 to 0.63; P = 0.75), 0.05 (95% CI -0.07 to 0.18; P = 0.40) for NTB, and -0.96 (95% CI -1.80 to 0.13) for MoCA.',
      ),
    ).toEqual(['MMSE', 'NTB', 'MoCA']);
    // An adverb, two endpoints at once, or a population are no endpoint.
    expect(names('ROS improved significantly (adiff: -342.51, 95% CI -474.23; -210.79, P < 0.001).')).toEqual(
      [''],
    );
    expect(
      names(
        'Treatment reduced both IL-1β and Hs-CRP at 26 weeks [adjusted mean difference: -4.58 (-8.76; -0.41), P = 0.032].',
      ),
    ).toEqual(['']);
    expect(names('The mean difference was 0.05 (95% CI -0.07 to 0.18) for all patients.')).toEqual(['']);
  });
});

describe('extractEffects: a quantity at two points in time', () => {
  it('names each estimate by the quantity and when it was measured', () => {
    const named = effects(
      'Compared with placebo, empagliflozin caused a significant increase in 24-hour urinary volume at both day 3 ' +
        '(mean difference, 535 mL [95% CI, 133–936]; P=0.005) and week 6 (mean difference, 545 mL [95% CI, 136–954]; P=0.005).',
    ).map((e) => [e.endpoint, e.value]);
    expect(named).toEqual([
      ['24-hour urinary volume at day 3', 535],
      ['24-hour urinary volume at week 6', 545],
    ]);
  });
});
