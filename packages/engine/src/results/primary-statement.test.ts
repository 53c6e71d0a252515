import type { Effect, Facts, Provenance } from '@prowrite/contracts';
import { describe, expect, it } from 'vitest';
import { shownKey, sourceValueKeys, valueTokens } from '../text/value-tokens';
import { emptyFacts, trialFacts } from '../writer/testing/trial-facts';
import {
  cleanEndpoint,
  pointInTime,
  primaryStatement,
  pValueAfterEndpoint,
  pValueIn,
  statementSources,
} from './primary-statement';
import { layPrimarySentence, primaryResultSentence } from './primary-text';

const src = (quote: string, page = 3): Provenance => ({ file_id: 'f', page, quote });

const RESULT =
  'More patients in the drug A group than in the placebo group converted to sinus rhythm within 90 min (45.7 % [n = 59 of 129] vs 1.5 % [n = 1 of 68], respectively; p < 0.0001).';
const ENDPOINT = 'The primary endpoint was conversion to sinus rhythm within 90 min.';

/** Facts of a made-up two-arm trial whose primary result has counts and a p value but no effect estimate. */
function proportionFacts(): Facts {
  return {
    ...emptyFacts(),
    arms: [
      { label: 'A', name: { value: 'drug A', source: src(RESULT) }, plan: null, n: null },
      { label: 'B', name: { value: 'placebo', source: src(RESULT) }, plan: null, n: null },
    ],
    primary_endpoint: {
      value: 'efficacy: conversion to sinus rhythm within 90 min',
      source: src(ENDPOINT, 2),
    },
    primary_result: {
      endpoint: 'efficacy: conversion to sinus rhythm within 90 min',
      arms: [
        { arm: 'drug A', value: 45.7, unit: '%', n: 59, N: 129, source: src(RESULT) },
        { arm: 'placebo', value: 1.5, unit: '%', n: 1, N: 68, source: src(RESULT) },
      ],
      effect: null,
      source: src(RESULT),
    },
  };
}

/** Every value a written sentence shows is printed in one of its sources (the check-numbers tokens). */
function expectSourced(text: string, sources: Provenance[]) {
  const keys = new Set(sources.flatMap((s) => [...sourceValueKeys(s.quote).keys()]));
  for (const t of valueTokens(text).filter((v) => !v.trivial && v.kind !== 'id'))
    expect(keys.has(shownKey(t)), `${t.text} in "${text}"`).toBe(true);
}

describe('primaryStatement', () => {
  it('states arm values with counts and the p value printed in the result sentence', () => {
    const s = primaryStatement(proportionFacts())!;
    expect(s.reported).toBe(true);
    expect(s.endpoint).toBe('conversion to sinus rhythm within 90 min');
    expect(s.p?.text).toBe('<0.0001');
    const en = primaryResultSentence(s, 'en');
    expect(en).toBe(
      'Conversion to sinus rhythm within 90 min: 45.7% (59 of 129) with drug A vs 1.5% (1 of 68) with placebo; p<0.0001 (statistically significant).',
    );
    const zh = primaryResultSentence(s, 'zh-cn');
    expect(zh).toBe(
      '主要终点：“drug A”组为45.7%（129例中59例），安慰剂组为1.5%（68例中1例）；P<0.0001，差异具有统计学意义。',
    );
    for (const text of [en, zh, layPrimarySentence(s, 'en')!, layPrimarySentence(s, 'zh-cn')!])
      expectSourced(text, [s.endpointSource!, ...statementSources(s)]);
    // Patients read the values, never p values or intervals.
    expect(layPrimarySentence(s, 'en')).not.toMatch(/p<|CI/);
  });

  it('adds the effect with its interval, cited to the effect fact that prints it', () => {
    const f = trialFacts();
    const hr = f.hazard_ratios[0]!;
    const facts: Facts = {
      ...f,
      effects: [{ ...hr, measure: 'HR', ci_level: 95 }],
      primary_result: {
        endpoint: 'progression-free survival',
        arms: f.medians
          .filter((m) => m.endpoint === 'progression-free survival')
          .map((m) => ({ arm: m.arm, value: m.value, unit: m.unit, n: null, N: null, source: m.source })),
        effect: { measure: 'HR', value: 0.62, ci_low: 0.51, ci_high: 0.75, ci_level: 95, p: '<0.0001' },
        // A result sentence that does not itself print the interval.
        source: f.medians[0]!.source,
      },
    };
    const s = primaryStatement(facts)!;
    expect(s.effect?.source.quote).toBe(hr.source.quote);
    const en = primaryResultSentence(s, 'en');
    expect(en).toContain('hazard ratio (HR) 0.62 (95% CI 0.51–0.75; p<0.0001)');
    // Times the result sentence calls median are named so.
    expect(en).toMatch(
      /^Median progression-free survival: 9.6 months with Drug X vs 5.1 months with placebo;/,
    );
    expect(primaryResultSentence(s, 'zh-cn')).toMatch(
      /^中位无进展生存期：“Drug X”组为9.6个月，安慰剂组为5.1个月；/,
    );
    expectSourced(en, [s.endpointSource!, ...statementSources(s)]);
    expect(primaryResultSentence(s, 'zh-cn')).toContain(
      '风险比（HR）为0.62（95%置信区间：0.51–0.75；P<0.0001）',
    );
  });

  it('leaves out arm values their quote does not print as such, and a difference taken for an arm', () => {
    const quote = 'At day 3 the mean difference was -7.44 mmol/L (95% CI -21.75 to 6.88; P=0.62).';
    const facts: Facts = {
      ...proportionFacts(),
      effects: [
        {
          endpoint: 'x',
          measure: 'MD',
          value: -7.44,
          ci_low: -21.75,
          ci_high: 6.88,
          ci_level: 95,
          p: '0.62',
          source: src(quote),
        },
      ],
      primary_result: {
        endpoint: 'urinary sodium',
        arms: [
          { arm: 'drug A', value: 3, unit: 'mmol/L', n: null, N: null, source: src(quote) },
          { arm: 'placebo', value: -7.44, unit: 'mmol/L', n: null, N: null, source: src(quote) },
        ],
        effect: { measure: 'MD', value: -7.44, ci_low: -21.75, ci_high: 6.88, ci_level: 95, p: '0.62' },
        source: src(quote),
      },
    };
    const s = primaryStatement(facts)!;
    expect(s.arms).toEqual([]);
    const en = primaryResultSentence(s, 'en');
    expect(en).toBe(
      'Urinary sodium: mean difference (MD) −7.44 (95% CI −21.75 to 6.88; p=0.62) (not statistically significant).',
    );
    expect(en).not.toContain('3 mmol/L');
  });

  it('without a result: names the endpoint and says no number was read; null without an endpoint', () => {
    const facts = { ...proportionFacts(), primary_result: null };
    const s = primaryStatement(facts)!;
    expect(s.reported).toBe(false);
    const en = primaryResultSentence(s, 'en');
    expect(en).toBe(
      'The primary endpoint was conversion to sinus rhythm within 90 min; the sources report no result for it that could be read as numbers.',
    );
    expect(primaryResultSentence(s, 'zh-cn')).toBe(
      '主要终点（原文：“conversion to sinus rhythm within 90 min”）的数值结果未能从来源文献中读取。',
    );
    expect(layPrimarySentence(s, 'en')).toBeNull();
    expect(primaryStatement(emptyFacts())).toBeNull();
  });

  it('cleans labels from endpoints and reads printed p values', () => {
    expect(cleanEndpoint('efficacy: change in HbA1c')).toBe('change in HbA1c');
    expect(cleanEndpoint('study was the incidence of PONV during the study period')).toBe(
      'incidence of PONV during the study period',
    );
    expect(cleanEndpoint('overall survival')).toBe('overall survival');
    expect(pValueIn('(p < 0.0001; Fig. 1)')).toBe('<0.0001');
    expect(pValueIn('P=0·013')).toBe('=0.013');
    expect(pValueIn('no p here, 0.05 alone')).toBeNull();
  });
});

describe('primaryStatement links the primary endpoint to its effect by standard name', () => {
  const HR = 'Overall survival did not differ (HR 0.93, 95% CI 0.71-1.21).';
  const factsWith = (primary: string, effectEndpoint: string): Facts => ({
    ...emptyFacts(),
    primary_endpoint: { value: primary, source: src('The primary endpoint was OS.', 2) },
    effects: [
      {
        endpoint: 'progression-free survival',
        measure: 'HR',
        value: 0.96,
        ci_low: 0.73,
        ci_high: 1.25,
        ci_level: 95,
        p: null,
        source: src('PFS: HR 0.96, 95% CI 0.73-1.25.'),
      },
      {
        endpoint: effectEndpoint,
        measure: 'HR',
        value: 0.93,
        ci_low: 0.71,
        ci_high: 1.21,
        ci_level: 95,
        p: '0.59',
        source: src(HR),
      },
    ],
  });

  it.each([
    ['OS (overall survival)', 'overall survival'],
    ['overall survival (OS)', 'OS'],
    ['OS', 'overall survival'],
    ['Overall survival', 'overall survival (OS)'],
  ])('primary "%s" takes the HR of "%s"', (primary, effectEndpoint) => {
    const s = primaryStatement(factsWith(primary, effectEndpoint))!;
    expect(s.reported).toBe(true);
    expect(s.effect?.value).toBe('0.93');
    expect(s.effect?.ci).toEqual(['0.71', '1.21']);
    expect(s.p?.text).toBe('=0.59');
  });

  it('does not take the HR of another endpoint or of a generic "survival"', () => {
    expect(
      primaryStatement(factsWith('progression-free survival (PFS)', 'overall survival'))?.effect?.value,
    ).toBe('0.96');
    expect(primaryStatement(factsWith('OS (overall survival)', 'survival'))?.reported).toBe(false);
    expect(primaryStatement(factsWith('OS and PFS', 'overall survival'))?.reported).toBe(false);
  });
});

describe('primaryStatement links an effect printed in other words or tied by the paper', () => {
  const md = (
    endpoint: string,
    value: number,
    low: number,
    high: number,
    extra: Partial<Effect> = {},
  ): Effect => ({
    endpoint,
    measure: 'MD',
    value,
    ci_low: low,
    ci_high: high,
    ci_level: 95,
    p: null,
    source: src(`The difference was ${value} (95% CI ${low} to ${high}).`),
    ...extra,
  });
  const factsWith = (primary: string, effects: Effect[]): Facts => ({
    ...emptyFacts(),
    arms: [
      { label: 'A', name: { value: 'spironolactone', source: src('spironolactone') }, plan: null, n: null },
      { label: 'B', name: { value: 'placebo', source: src('placebo') }, plan: null, n: null },
    ],
    primary_endpoint: { value: primary, source: src(`The primary endpoint was ${primary}.`, 2) },
    effects,
  });
  const BP = 'the difference in averaged home systolic blood pressure between spironolactone and placebo';

  it('takes the effect whose name says the primary key terms, after a secondary one', () => {
    const s = primaryStatement(
      factsWith(BP, [
        md('clinic systolic blood pressure', -5.1, -6.2, -4.0),
        md('average reduction in home systolic blood pressure by spironolactone', -8.7, -9.72, -7.69),
      ]),
    )!;
    expect(s.reported).toBe(true);
    expect(s.effect?.value).toBe('−8.7');
    expect(s.effect?.ci).toEqual(['−9.72', '−7.69']);
  });

  it('takes an effect the paper ties to its primary endpoint (a scale measuring it)', () => {
    const s = primaryStatement(
      factsWith('the absolute difference in cognitive performance at 2 years', [
        md('', 0.4, 0.1, 0.7),
        md('MMSE', -0.12, -0.88, 0.63, { primary: true }),
      ]),
    )!;
    expect(s.reported).toBe(true);
    expect(s.effect?.value).toBe('−0.12');
    // The primary's name does not say the scale: the sentence does.
    expect(s.effect?.scale).toBe('MMSE');
    expect(primaryResultSentence(s, 'zh-cn', false)).toBe(
      'MMSE均数差（MD）为−0.12（95%置信区间：−0.88至0.63），差异无统计学意义。',
    );
    expect(primaryResultSentence(s, 'en', false)).toContain('(MD) on the MMSE −0.12 (95% CI');
  });

  it('takes the estimate at the point in time of the primary endpoint, never one at another time', () => {
    const volume = 'change in 24-hour urinary volume from baseline to week 6';
    const s = primaryStatement(
      factsWith(volume, [
        md('24-hour urinary volume at day 3', 535, 133, 936),
        md('24-hour urinary volume at week 6', 545, 136, 954),
      ]),
    )!;
    expect(s.effect?.value).toBe('545');
    // Only another time point's estimate: not reported rather than the wrong time.
    expect(
      primaryStatement(factsWith(volume, [md('24-hour urinary volume at day 3', 535, 133, 936)]))!.reported,
    ).toBe(false);
    expect(pointInTime('HbA1c at 26 weeks')).toBe('week 26');
    expect(pointInTime('overall survival')).toBeNull();
  });

  it('says not reported when only secondary effects share words with the primary', () => {
    for (const other of [
      'clinic systolic blood pressure',
      'home diastolic blood pressure',
      'blood pressure',
      '',
    ]) {
      const s = primaryStatement(factsWith(BP, [md(other, -5.1, -6.2, -4.0)]))!;
      expect(s.reported, other).toBe(false);
      expect(s.effect).toBeNull();
    }
  });
});

describe('pValueAfterEndpoint', () => {
  const Q =
    'Addition of fotemustine did not significantly improve overall survival (OS) (p=0.28) or progression-free survival (PFS) (p=0.55); HR for OS was 0.93 (95% CI 0.71-1.21).';

  it('reads the p value printed right after the endpoint, by any of its names', () => {
    expect(pValueAfterEndpoint(Q, 'OS (overall survival)')).toBe('=0.28');
    expect(pValueAfterEndpoint(Q, 'overall survival')).toBe('=0.28');
    expect(pValueAfterEndpoint(Q, 'PFS')).toBe('=0.55');
    expect(pValueAfterEndpoint('No difference in OS (p < 0·001, log-rank).', 'Overall survival (OS)')).toBe(
      '<0.001',
    );
  });

  it('takes no p value of another endpoint or from a quote without one', () => {
    expect(pValueAfterEndpoint(Q, 'disease-free survival')).toBeUndefined();
    expect(pValueAfterEndpoint('HR for OS was 0.93 (95% CI 0.71-1.21).', 'OS')).toBeUndefined();
  });

  it('states the primary endpoint with its HR, CI and that p when the effect has no p of its own', () => {
    const s = primaryStatement({
      ...emptyFacts(),
      primary_endpoint: { value: 'OS (overall survival)', source: src('The primary endpoint was OS.', 2) },
      effects: [
        {
          endpoint: 'overall survival',
          measure: 'HR',
          value: 0.93,
          ci_low: 0.71,
          ci_high: 1.21,
          ci_level: 95,
          p: null,
          source: src(Q),
        },
      ],
    })!;
    expect(s.reported).toBe(true);
    expect(s.effect?.ci).toEqual(['0.71', '1.21']);
    expect(s.p?.text).toBe('=0.28');
    expectSourced(primaryResultSentence(s, 'zh-cn'), [s.endpointSource!, ...statementSources(s)]);
    expectSourced(primaryResultSentence(s, 'en'), [s.endpointSource!, ...statementSources(s)]);
    const lay = [layPrimarySentence(s, 'zh-cn')!, layPrimarySentence(s, 'en')!];
    expect(lay[0]).toBe('在研究最主要的观察指标上，两组相比的风险比为0.93（等于1表示两组没有差别）。');
    expect(lay[1]).toBe(
      'On the main measure of the study, the hazard ratio between the groups was 0.93 (1 would mean no difference).',
    );
    for (const text of lay) expectSourced(text, [s.endpointSource!, ...statementSources(s)]);
  });
});
