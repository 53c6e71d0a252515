import { describe, expect, it } from 'vitest';
import { withoutReferenceNumber } from './reference-number';

describe('withoutReferenceNumber', () => {
  it('drops a reference number the source glued to the punctuation before it', () => {
    const quote = 'response rate according to RECIST 1.0 criteria;13 toxicity graded according to NCI-CTCAE';
    expect(withoutReferenceNumber('13 toxicity graded according to NCI-CTCAE', quote)).toBe(
      'toxicity graded according to NCI-CTCAE',
    );
  });

  it('drops one glued to the word before it, with or without a space after', () => {
    expect(withoutReferenceNumber('7 quality of life', 'overall survival,7quality of life')).toBe(
      'quality of life',
    );
    expect(
      withoutReferenceNumber('21 time to progression', 'the secondary endpoints21 time to progression'),
    ).toBe('time to progression');
  });

  it('keeps a number the sentence needs (printed after a space or at the start)', () => {
    expect(
      withoutReferenceNumber('13 patients withdrew consent', 'Overall, 13 patients withdrew consent.'),
    ).toBe('13 patients withdrew consent');
    expect(withoutReferenceNumber('2 cycles of chemotherapy', '2 cycles of chemotherapy were given')).toBe(
      '2 cycles of chemotherapy',
    );
  });

  it('keeps numbers before capitals, units or decimals, and text whose quote does not show the number', () => {
    expect(withoutReferenceNumber('12 Months of follow-up', 'criteria;12 Months of follow-up')).toBe(
      '12 Months of follow-up',
    );
    expect(withoutReferenceNumber('1.5 mg/kg daily', 'dose;1.5 mg/kg daily')).toBe('1.5 mg/kg daily');
    expect(withoutReferenceNumber('13 toxicity graded', 'an unrelated quote')).toBe('13 toxicity graded');
  });
});
