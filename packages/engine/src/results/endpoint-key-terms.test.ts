import { describe, expect, it } from 'vitest';
import { keyTerms, namesPrimary, primaryParts } from './endpoint-key-terms';

const BP = 'the difference in averaged home systolic blood pressure between spironolactone and placebo';
const LV =
  'change from baseline to 36 weeks in LV (left ventricular) end-systolic volume indexed to body surface area and LV global longitudinal strain both measured using cardiovascular magnetic resonance';
const IL6 = 'changes in levels of plasma IL-6 (interleukin 6) after 26 weeks between the two groups';

describe('keyTerms', () => {
  it('keeps what is measured, drops how it is compared, when, and the arms', () => {
    expect([...keyTerms(BP, ['spironolactone', 'placebo'])]).toEqual([
      'home',
      'systolic',
      'blood',
      'pressure',
    ]);
    expect([
      ...keyTerms('average reduction in home systolic blood pressure by spironolactone', ['spironolactone']),
    ]).toEqual(['home', 'systolic', 'blood', 'pressure']);
  });

  it('reads an abbreviation printed with its long form as one term', () => {
    expect(keyTerms('interleukin 6 (IL-6)').has('il-6')).toBe(true);
    expect(keyTerms(IL6).has('il-6')).toBe(true);
    expect(keyTerms('LV (left ventricular) end-systolic volume').has('lv')).toBe(true);
  });
});

describe('namesPrimary', () => {
  it('links an effect whose name says the primary endpoint in other words', () => {
    expect(
      namesPrimary(BP, 'average reduction in home systolic blood pressure by spironolactone', [
        'spironolactone',
      ]),
    ).toBe(true);
    expect(namesPrimary(IL6, 'interleukin 6 (IL-6)')).toBe(true);
    expect(namesPrimary(LV, 'LV end-systolic volume index')).toBe(true);
  });

  it('never links a secondary endpoint that shares words with the primary', () => {
    // A word of its own (clinic, diastolic, end-diastolic) or too little of the primary (blood pressure).
    expect(namesPrimary(BP, 'clinic systolic blood pressure')).toBe(false);
    expect(namesPrimary(BP, 'home diastolic blood pressure')).toBe(false);
    expect(namesPrimary(BP, 'blood pressure')).toBe(false);
    expect(namesPrimary(LV, 'LV end-diastolic volume index')).toBe(false);
    expect(namesPrimary(IL6, 'IL-1β')).toBe(false);
    // A single common word names a kind of event, not this endpoint.
    expect(namesPrimary('death', 'death')).toBe(false);
    expect(namesPrimary('', 'home systolic blood pressure')).toBe(false);
  });

  it('splits co-primary endpoints joined by "and", never a composite into its components', () => {
    expect(primaryParts(LV)).toHaveLength(2);
    expect(primaryParts('death from cardiovascular causes, myocardial infarction, and stroke')).toHaveLength(
      1,
    );
    expect(
      namesPrimary(
        'death from cardiovascular causes, myocardial infarction, and stroke',
        'myocardial infarction',
      ),
    ).toBe(false);
  });

  it('reads the first comparison of a hierarchical primary endpoint', () => {
    const hierarchy = `${BP}, followed (if significant) by the difference in home systolic blood pressure between spironolactone and the average of the other two active drugs`;
    expect(namesPrimary(hierarchy, 'home systolic blood pressure', ['spironolactone'])).toBe(true);
  });
});
