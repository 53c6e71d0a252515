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
    expect(items).toEqual(['Eligible patients were aged 18 years or older and had measurable disease.']);
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
