import { describe, expect, it } from 'vitest';
import { extractArms } from './arms';
import { extractMedians } from './medians';
import { contextFromText } from './testing/doc-from-text';

const medians = (text: string) => {
  const ctx = contextFromText(text);
  return extractMedians(ctx, extractArms(ctx).names).map(({ source: _s, ...m }) => m);
};

describe('extractMedians', () => {
  it('assigns each median to the arm named after (or before) it', () => {
    const text = [
      '## Methods',
      'Patients were randomly allocated (1:1) to EOC (epirubicin) or mEOC+P (modified EOC plus panitumumab).',
      '## Results',
      'Median PFS was 6·0 months (95% CI 5·5–6·5) in the mEOC+P group and 7·4 months (6·3–8·5) in the EOC group.',
      'Median overall survival in 275 patients allocated EOC was 11·3 months (95% CI 9·6–13·0) compared with 8·8 months (7·7–9·8) in 278 patients allocated mEOC+P.',
    ].join('\n\n');
    expect(medians(text)).toEqual([
      { endpoint: 'progression-free survival', arm: 'mEOC+P', value: 6, unit: 'months' },
      { endpoint: 'progression-free survival', arm: 'EOC', value: 7.4, unit: 'months' },
      { endpoint: 'overall survival', arm: 'EOC', value: 11.3, unit: 'months' },
      { endpoint: 'overall survival', arm: 'mEOC+P', value: 8.8, unit: 'months' },
    ]);
  });

  it('skips follow-up, age and medians without an arm', () => {
    const text = [
      '## Results',
      'Median follow-up was 38 months. The median age was 63 years. Median overall survival was 11 months overall.',
    ].join('\n\n');
    expect(medians(text)).toEqual([]);
  });

  it('does not give a value said "without" a drug to the arm with it', () => {
    const text = [
      '## Methods',
      'Patients were randomly assigned to fotemustine or dacarbazine.',
      '## Results',
      'Median PFS was 2.7 months with fotemustine and 2.5 months without.',
    ].join('\n\n');
    expect(medians(text).map((m) => m.value)).toEqual([2.7]);
  });
});
