import { describe, expect, it } from 'vitest';
import {
  extractInclusionCriteria,
  extractPatientsBasicInfo,
  extractStratificationFactors,
} from './population';
import { contextFromText } from './testing/doc-from-text';

describe('extractStratificationFactors', () => {
  it('lists factors without their asides', () => {
    const items = extractStratificationFactors(
      contextFromText(
        'Randomisation was stratified by centre region (11 regions), extent of disease (locally advanced vs metastatic), and performance status (0 vs 1 vs 2).',
      ),
    ).map((s) => s.value);
    expect(items).toEqual(['centre region', 'extent of disease', 'performance status']);
  });

  it('reads enumerated factors and "was based on"', () => {
    expect(
      extractStratificationFactors(
        contextFromText(
          'The sequence was performed in blocks of 4 and stratified by (1) age (<65 years, ≥65 years) and (2) diabetes status.',
        ),
      ).map((s) => s.value),
    ).toEqual(['age', 'diabetes status']);
    expect(
      extractStratificationFactors(
        contextFromText('Stratification of patients was based on age, gender and HbA1c.'),
      ).map((s) => s.value),
    ).toEqual(['age', 'gender', 'HbA1c']);
  });
});

describe('extractInclusionCriteria', () => {
  it('picks eligibility sentences, not the randomisation sentence', () => {
    const items = extractInclusionCriteria(
      contextFromText(
        '## Methods\n\nEligible patients were aged 18 years or older and had measurable disease. Eligible patients were randomly assigned to two groups. Patients were excluded if they were pregnant.',
      ),
    ).map((s) => s.value);
    expect(items).toEqual(['aged 18 years or older', 'measurable disease']);
  });

  it('splits criteria stated in running text into whole criteria, each cited to its sentence', () => {
    const facts = extractInclusionCriteria(
      contextFromText(
        '## Methods\n\nIncluded patients were adults aged 18–85 years with recent-onset (duration >3 h– ≤ 7 days) symptomatic AF for whom best management was acute cardioversion. Patients were also required to be adequately hydrated. Patients were excluded if they had heart failure.',
      ),
    );
    expect(facts.map((s) => s.value)).toEqual([
      'adults aged 18–85 years',
      'recent-onset (duration >3 h– ≤ 7 days) symptomatic AF',
      'best management was acute cardioversion.',
      'Patients were also required to be adequately hydrated.',
    ]);
    for (const f of facts) expect(f.source.quote).toContain(f.value);
  });

  it('reads "Key inclusion criteria were" lists and "were eligible if they"', () => {
    expect(
      extractInclusionCriteria(
        contextFromText(
          '## Methods\n\nKey inclusion criteria were: histologically confirmed gastric cancer; ECOG performance status of 0 or 1; and adequate organ function.',
        ),
      ).map((s) => s.value),
    ).toEqual([
      'histologically confirmed gastric cancer',
      'ECOG performance status of 0 or 1',
      'adequate organ function',
    ]);
    expect(
      extractInclusionCriteria(
        contextFromText(
          '## Methods\n\nPatients were eligible if they were aged 40 years or older, had a documented diagnosis of COPD, and had at least two exacerbations in the previous year.',
        ),
      ).map((s) => s.value),
    ).toEqual([
      'aged 40 years or older',
      'a documented diagnosis of COPD',
      'at least two exacerbations in the previous year',
    ]);
  });

  it('keeps a sentence whole when its commas join adjectives, not criteria', () => {
    expect(
      extractInclusionCriteria(
        contextFromText(
          '## Methods\n\nWe enrolled patients with untreated, metastatic, or locally advanced adenocarcinoma at 63 centres.',
        ),
      ).map((s) => s.value),
    ).toEqual([
      'We enrolled patients with untreated, metastatic, or locally advanced adenocarcinoma at 63 centres.',
    ]);
    expect(
      extractInclusionCriteria(
        contextFromText(
          '## Methods\n\nWe recruited patients aged 18 years and older with previously untreated, histologically proven, resectable adenocarcinoma of the stomach.',
        ),
      ).map((s) => s.value),
    ).toEqual([
      'aged 18 years and older',
      'previously untreated, histologically proven, resectable adenocarcinoma of the stomach',
    ]);
  });
});

describe('extractPatientsBasicInfo', () => {
  it('picks baseline sentences from the results', () => {
    const items = extractPatientsBasicInfo(
      contextFromText(
        '## Methods\n\nPatients aged ≥18 years were eligible.\n\n## Results\n\nThe median age was 63 years (IQR 56–68), and 859 (81%) of 1063 patients were men.',
      ),
    ).map((s) => s.value);
    expect(items).toEqual([
      'The median age was 63 years (IQR 56–68), and 859 (81%) of 1063 patients were men.',
    ]);
  });
});
