import { factsSchema } from '@prowrite/contracts';
import { describe, expect, it } from 'vitest';
import { extractFacts } from './extract-facts';
import { docFromText } from './testing/doc-from-text';
import { verifyProvenance } from './verify-provenance';

const TRIAL = [
  '# Drug X versus placebo in heart failure: a randomised, double-blind, phase 3 trial',
  '## Abstract',
  'In this randomised, double-blind, placebo-controlled phase 3 trial, 300 patients were randomly assigned (2:1) to drug X 10 mg once daily (n=200) or placebo (n=100). The primary endpoint was cardiovascular death. The hazard ratio for cardiovascular death was 0·80 (95% CI 0·66–0·97; p=0·02). This trial is registered with ClinicalTrials.gov, NCT01234567.',
  '## Interpretation',
  'Drug X reduced cardiovascular death in patients with heart failure.',
].join('\n\n');

describe('extractFacts', () => {
  it('returns schema-valid facts whose every quote is on its page', () => {
    const doc = docFromText(TRIAL);
    const facts = extractFacts(doc);
    expect(() => factsSchema.parse(facts)).not.toThrow();
    expect(facts.registry_id?.value).toBe('NCT01234567');
    expect(facts.blinding?.value).toBe('double-blind');
    expect(facts.phase?.value).toBe('3');
    expect(facts.n_randomized?.value).toBe(300);
    expect(facts.ratio?.value).toBe('2:1');
    expect(facts.arms.map((a) => [a.name.value, a.n?.value])).toEqual([
      ['drug X', 200],
      ['placebo', 100],
    ]);
    expect(facts.hazard_ratios.map((h) => [h.value, h.ci_low, h.ci_high, h.p])).toEqual([
      [0.8, 0.66, 0.97, '0.02'],
    ]);
    expect(facts.key_sentences.map((s) => s.value)).toContain(
      'Drug X reduced cardiovascular death in patients with heart failure.',
    );
    expect(verifyProvenance(doc, facts)).toMatchObject({ ok: true, failures: [] });
  });

  it('is deterministic', () => {
    expect(extractFacts(docFromText(TRIAL))).toEqual(extractFacts(docFromText(TRIAL)));
  });

  it('gives nulls and empty lists for a paper that reports no trial', () => {
    const doc = docFromText(
      [
        '# Gardening in temperate climates',
        '## Introduction',
        'Tomatoes need 6 to 8 hours of sun. Earlier work by Smith et al. (2010) reviewed 1,200 gardens.',
        '## Discussion',
        'Gardens vary; watering every 3 days is common. The ratio of sand to soil was 1:1.',
      ].join('\n\n'),
    );
    const facts = extractFacts(doc);
    expect(() => factsSchema.parse(facts)).not.toThrow();
    for (const key of [
      'registry_id',
      'phase',
      'blinding',
      'design',
      'n_randomized',
      'ratio',
      'cycle_length',
      'primary_endpoint',
    ] as const) {
      expect(facts[key], key).toBeNull();
    }
    expect(facts.arms).toEqual([]);
    expect(facts.hazard_ratios).toEqual([]);
    expect(facts.medians).toEqual([]);
    expect(verifyProvenance(doc, facts).ok).toBe(true);
  });

  it('copes with hostile text without throwing', () => {
    const hostile = [
      '((((((((((',
      ']]]]]] HR HR HR hazard ratio ( 95% CI',
      'randomly assigned to or or or versus vs. (n = ) either',
      `${'1:1 '.repeat(500)} randomized`,
      'The primary endpoint was',
      'x'.repeat(50000),
    ].join('\n\n');
    const doc = docFromText(hostile, 'txt');
    const facts = extractFacts(doc);
    expect(() => factsSchema.parse(facts)).not.toThrow();
    expect(verifyProvenance(doc, facts).ok).toBe(true);
  });
});

describe('extractFacts on a protocol synopsis', () => {
  it('reads the synopsis fields under their headings', () => {
    const doc = docFromText(
      [
        '# Protocol synopsis',
        'Study title: A Phase 2, Randomized, Double-Blind, Placebo-Controlled Study of XYZ-123 in Adults with Asthma',
        'EudraCT number: 2019-001234-56',
        '## Study design',
        'This is a multicentre, randomised, double-blind, placebo-controlled, parallel-group study. Eligible subjects will be randomised in a 2:1 ratio to receive XYZ-123 100 mg or placebo subcutaneously every 4 weeks for 24 weeks.',
        '## Number of subjects',
        'Approximately 180 subjects will be randomised.',
        '## Primary endpoint',
        'Change from baseline in pre-bronchodilator FEV1 at week 24.',
        '## Secondary endpoints',
        '- Annualised rate of severe asthma exacerbations\n- Change from baseline in ACQ-6 score at week 24',
        '## Inclusion criteria',
        '1. Adults aged 18 to 75 years.\n2. Physician-diagnosed asthma for at least 12 months.',
        '## Stratification',
        'Randomisation will be stratified by region and baseline blood eosinophil count.',
      ].join('\n\n'),
    );
    const facts = extractFacts(doc);
    expect(facts.registry_id?.value).toBe('EudraCT 2019-001234-56');
    expect(facts.phase?.value).toBe('2');
    expect(facts.blinding?.value).toBe('double-blind');
    expect(facts.design?.value).toBe('parallel');
    expect(facts.ratio?.value).toBe('2:1');
    expect(facts.n_randomized?.value).toBe(180);
    expect(facts.arms.map((a) => a.name.value)).toEqual(['XYZ-123', 'placebo']);
    expect(facts.primary_endpoint?.value).toBe('Change from baseline in pre-bronchodilator FEV1 at week 24');
    expect(facts.secondary_endpoints.map((s) => s.value)).toEqual([
      'Annualised rate of severe asthma exacerbations',
      'Change from baseline in ACQ-6 score at week 24',
    ]);
    expect(facts.inclusion_criteria.map((s) => s.value)).toEqual([
      '1. Adults aged 18 to 75 years.',
      '2. Physician-diagnosed asthma for at least 12 months.',
    ]);
    expect(facts.stratification_factors.map((s) => s.value)).toEqual([
      'region',
      'baseline blood eosinophil count',
    ]);
    expect(verifyProvenance(doc, facts).ok).toBe(true);
  });
});

describe('verifyProvenance', () => {
  it('reports quotes that are not on the cited page, wrong pages and wrong files', () => {
    const doc = docFromText(TRIAL);
    const facts = extractFacts(doc);
    const broken = {
      ...facts,
      registry_id: { value: 'NCT01234567', source: { file_id: 'f1', page: 1, quote: 'not in the text' } },
      phase: { value: '3', source: { file_id: 'f1', page: 9, quote: 'phase 3' } },
      ratio: { value: '2:1', source: { file_id: 'other', page: 1, quote: '(2:1)' } },
      design: { value: 'parallel', source: { file_id: 'f1', page: 1, quote: '' } },
    };
    const report = verifyProvenance(doc, broken);
    expect(report.ok).toBe(false);
    expect(report.failures.map((f) => [f.field, f.reason])).toEqual([
      ['registry_id', 'quote-not-on-page'],
      ['phase', 'no-such-page'],
      ['design', 'empty-quote'],
      ['ratio', 'wrong-file'],
    ]);
  });
});
