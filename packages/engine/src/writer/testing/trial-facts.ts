import type { Facts, Provenance } from '@prowrite/contracts';

/**
 * Hand-made facts of a fictional two-arm trial, with every quote taken from `TRIAL_PAGES` (so the provenance is
 * sourced), for writer and server tests.
 */
export const TRIAL_PAGES: string[] = [
  [
    'Drug X versus placebo in advanced disease (ALPHA-1): a randomised, double-blind, phase 3 trial',
    'This study is registered with ClinicalTrials.gov, number NCT01234567.',
    'In this randomised, double-blind, phase 3 trial, 600 patients were randomly assigned (2:1) to Drug X or placebo.',
    'Patients received Drug X 10 mg orally once daily in 28-day cycles (n=400) or matching placebo (n=200).',
    'Randomisation was stratified by region, ECOG performance status and prior therapy.',
    'The primary endpoint was progression-free survival. Secondary endpoints were overall survival and objective response rate.',
    'Eligible patients were adults aged 18 years or older with measurable disease.',
    'Median age was 61 years and 58% were men.',
  ].join('\n'),
  [
    'Median progression-free survival was 9·6 months with Drug X and 5·1 months with placebo (hazard ratio 0·62, 95% CI 0·51–0·75; p<0·0001).',
    'Median overall survival was 24·1 months with Drug X and 20·3 months with placebo (hazard ratio 0·80, 95% CI 0·66–0·97; p=0·02).',
    'Table 1 Baseline characteristics',
    'Age, years 61 60',
    'Men 232 (58%) 116 (58%)',
    'Table 2 Adverse events of grade 3 or worse',
    'Neutropenia 48 (12%) 4 (2%)',
    'Fatigue 20 (5%) 6 (3%)',
    'Figure 1 Kaplan-Meier estimates of progression-free survival. Curves separated early and stayed apart.',
    'Drug X significantly prolonged progression-free survival compared with placebo.',
    'Interpretation: Drug X should be considered a new standard of care for advanced disease.',
  ].join('\n'),
];

/** A provenance whose quote is on the page (throws when the fixture text and the quote drift apart). */
export function quoteOn(fileId: string, page: number, quote: string): Provenance {
  if (!TRIAL_PAGES[page - 1]?.includes(quote)) throw new Error(`Quote not on page ${page}: ${quote}`);
  return { file_id: fileId, page, quote };
}

export function emptyFacts(): Facts {
  return {
    title: null,
    registry_id: null,
    phase: null,
    blinding: null,
    design: null,
    n_randomized: null,
    planned_n: null,
    objectives: [],
    ratio: null,
    cycle_length: null,
    arms: [],
    primary_endpoint: null,
    secondary_endpoints: [],
    stratification_factors: [],
    inclusion_criteria: [],
    exclusion_criteria: [],
    patients_basic_info: [],
    hazard_ratios: [],
    medians: [],
    effects: [],
    results: [],
    primary_result: null,
    tables: [],
    figures: [],
    key_sentences: [],
  };
}

/** Facts of the ALPHA-1 fixture trial as `fileId`. */
export function trialFacts(fileId = 'file-alpha'): Facts {
  const q = (page: number, quote: string) => quoteOn(fileId, page, quote);
  const p1 = (quote: string) => q(1, quote);
  const p2 = (quote: string) => q(2, quote);
  const title =
    'Drug X versus placebo in advanced disease (ALPHA-1): a randomised, double-blind, phase 3 trial';
  const design =
    'In this randomised, double-blind, phase 3 trial, 600 patients were randomly assigned (2:1) to Drug X or placebo.';
  const dosing =
    'Patients received Drug X 10 mg orally once daily in 28-day cycles (n=400) or matching placebo (n=200).';
  const strat = 'Randomisation was stratified by region, ECOG performance status and prior therapy.';
  const endpoints =
    'The primary endpoint was progression-free survival. Secondary endpoints were overall survival and objective response rate.';
  const pfs =
    'Median progression-free survival was 9·6 months with Drug X and 5·1 months with placebo (hazard ratio 0·62, 95% CI 0·51–0·75; p<0·0001).';
  const os =
    'Median overall survival was 24·1 months with Drug X and 20·3 months with placebo (hazard ratio 0·80, 95% CI 0·66–0·97; p=0·02).';
  return {
    ...emptyFacts(),
    title: { value: title, source: p1(title) },
    registry_id: { value: 'NCT01234567', source: p1('number NCT01234567') },
    phase: { value: '3', source: p1(design) },
    blinding: { value: 'double-blind', source: p1(design) },
    n_randomized: { value: 600, source: p1(design) },
    ratio: { value: '2:1', source: p1(design) },
    cycle_length: { value: '28 days', source: p1(dosing) },
    arms: [
      {
        label: 'A',
        name: { value: 'Drug X', source: p1(dosing) },
        plan: { value: 'Drug X 10 mg orally once daily in 28-day cycles', source: p1(dosing) },
        n: { value: 400, source: p1(dosing) },
      },
      {
        label: 'B',
        name: { value: 'placebo', source: p1(dosing) },
        plan: { value: 'matching placebo', source: p1(dosing) },
        n: { value: 200, source: p1(dosing) },
      },
    ],
    primary_endpoint: { value: 'progression-free survival', source: p1(endpoints) },
    secondary_endpoints: [
      { value: 'overall survival', source: p1(endpoints) },
      { value: 'objective response rate', source: p1(endpoints) },
    ],
    stratification_factors: [
      { value: 'region', source: p1(strat) },
      { value: 'ECOG performance status', source: p1(strat) },
      { value: 'prior therapy', source: p1(strat) },
    ],
    inclusion_criteria: [
      {
        value: 'Eligible patients were adults aged 18 years or older with measurable disease.',
        source: p1('Eligible patients were adults aged 18 years or older with measurable disease.'),
      },
    ],
    patients_basic_info: [
      {
        value: 'Median age was 61 years and 58% were men.',
        source: p1('Median age was 61 years and 58% were men.'),
      },
    ],
    hazard_ratios: [
      {
        endpoint: 'progression-free survival',
        value: 0.62,
        ci_low: 0.51,
        ci_high: 0.75,
        p: '<0.0001',
        source: p2(pfs),
      },
      { endpoint: 'overall survival', value: 0.8, ci_low: 0.66, ci_high: 0.97, p: '0.02', source: p2(os) },
    ],
    medians: [
      { endpoint: 'progression-free survival', arm: 'Drug X', value: 9.6, unit: 'months', source: p2(pfs) },
      { endpoint: 'progression-free survival', arm: 'placebo', value: 5.1, unit: 'months', source: p2(pfs) },
      { endpoint: 'overall survival', arm: 'Drug X', value: 24.1, unit: 'months', source: p2(os) },
      { endpoint: 'overall survival', arm: 'placebo', value: 20.3, unit: 'months', source: p2(os) },
    ],
    tables: [
      {
        title: 'Table 1 Baseline characteristics',
        headers: ['Characteristic', 'Drug X (n=400)', 'Placebo (n=200)'],
        rows: [
          ['Age, years', '61', '60'],
          ['Men', '232 (58%)', '116 (58%)'],
        ],
        page: 2,
        source: p2('Table 1 Baseline characteristics'),
      },
      {
        title: 'Table 2 Adverse events of grade 3 or worse',
        headers: ['Event', 'Drug X', 'Placebo'],
        rows: [
          ['Neutropenia', '48 (12%)', '4 (2%)'],
          ['Fatigue', '20 (5%)', '6 (3%)'],
        ],
        page: 2,
        source: p2('Table 2 Adverse events of grade 3 or worse'),
      },
    ],
    figures: [
      {
        file_id: fileId,
        page: 2,
        caption:
          'Figure 1 Kaplan-Meier estimates of progression-free survival. Curves separated early and stayed apart.',
        url: `/api/files/${fileId}/figures/0`,
      },
    ],
    key_sentences: [
      {
        value: 'Drug X significantly prolonged progression-free survival compared with placebo.',
        source: p2('Drug X significantly prolonged progression-free survival compared with placebo.'),
      },
      {
        value: 'Interpretation: Drug X should be considered a new standard of care for advanced disease.',
        source: p2(
          'Interpretation: Drug X should be considered a new standard of care for advanced disease.',
        ),
      },
    ],
  };
}
