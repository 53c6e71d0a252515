import { describe, expect, it } from 'vitest';
import { splitList } from './lists';

const texts = (s: string) => splitList(s).map((i) => i.text);

describe('splitList', () => {
  it('splits "a, b and c" and "a; b; c"', () => {
    expect(texts('overall survival, response rate and safety')).toEqual([
      'overall survival',
      'response rate',
      'safety',
    ]);
    expect(texts('OS; ORR; safety')).toEqual(['OS', 'ORR', 'safety']);
  });

  it('never takes a citation number printed against the text for an item', () => {
    const s =
      'acute toxicity (defined as toxicity up to 3 months), late toxicity (according to the CTCAE [version 3.0]),19 and local and metastatic progression-free survival';
    expect(texts(s)).toEqual([
      'acute toxicity (defined as toxicity up to 3 months)',
      'late toxicity (according to the CTCAE [version 3.0])',
      'local and metastatic progression-free survival',
    ]);
    expect(texts('mortality,4,5 and stroke')).toEqual(['mortality', 'stroke']);
  });

  it('keeps the offsets of the source around a blanked citation', () => {
    const s = 'late toxicity [v3],19 and overall survival';
    const last = splitList(s, 100).at(-1)!;
    expect(s.slice(last.start - 100, last.end - 100)).toBe('overall survival');
  });

  it('keeps a shared modifier with its noun ("local and distant control" is one item)', () => {
    expect(texts('overall survival, local and distant control')).toEqual([
      'overall survival',
      'local and distant control',
    ]);
    expect(texts('acute and late toxicity')).toEqual(['acute and late toxicity']);
    expect(texts('response rate, locoregional and distant recurrence and death')).toEqual([
      'response rate',
      'locoregional and distant recurrence',
      'death',
    ]);
  });

  it('still splits two endpoints joined by "and"', () => {
    expect(texts('PFS and overall survival')).toEqual(['PFS', 'overall survival']);
    expect(texts('mortality and hospital readmission')).toEqual(['mortality', 'hospital readmission']);
  });

  it('leaves numbers that are values alone', () => {
    expect(texts('HbA1c at week 24; weight loss of 5.5 kg; LDL below 1.8 mmol/L')).toEqual([
      'HbA1c at week 24',
      'weight loss of 5.5 kg',
      'LDL below 1.8 mmol/L',
    ]);
    expect(texts('stroke (grade 2, 3), death')).toEqual(['stroke (grade 2, 3)', 'death']);
  });
});
