import { describe, expect, it } from 'vitest';
import { provenanceFor, quoteQuery, referenceAction } from './trace-target';

const provenance = [
  {
    text: 'N=217',
    content_id: 'overall_patient_number',
    file_id: 'f1',
    page: 2,
    quote: 'A total of 217 patients',
  },
  { text: '2:1', content_id: 'randomization_ratio', file_id: 'f1', page: 3, quote: 'randomised 2:1 to' },
];

describe('provenanceFor', () => {
  it('finds the record that shows the number as a whole number', () => {
    expect(provenanceFor({ provenance }, '217')?.page).toBe(2);
    expect(provenanceFor({ provenance }, '1')?.page).toBe(3);
    expect(provenanceFor({ provenance }, '21')).toBeNull();
    expect(provenanceFor(undefined, '217')).toBeNull();
    expect(provenanceFor({}, '217')).toBeNull();
  });
});

describe('quoteQuery', () => {
  it('asks with the recorded quote, else with the number', () => {
    expect(quoteQuery('217', provenance[0]!)).toBe('A total of 217 patients');
    expect(quoteQuery(' 217 ', null)).toBe('217');
  });

  it('falls back to the number when the quote is longer than the lookup accepts', () => {
    expect(quoteQuery('217', { ...provenance[0]!, quote: 'x'.repeat(501) })).toBe('217');
  });
});

describe('referenceAction', () => {
  it('opens a file reference in the panel, at its page when known', () => {
    expect(referenceAction({ id: 'f1', article_url: '', page: 4 })).toEqual({
      kind: 'file',
      fileId: 'f1',
      page: 4,
    });
    expect(referenceAction({ id: 'f1', article_url: 'https://x.org' })).toEqual({
      kind: 'file',
      fileId: 'f1',
    });
  });

  it('navigates to web addresses only', () => {
    expect(referenceAction({ id: '', article_url: 'https://doi.org/10.1/x' })).toEqual({
      kind: 'url',
      url: 'https://doi.org/10.1/x',
    });
    expect(referenceAction({ id: '', article_url: 'javascript:alert(1)' })).toEqual({ kind: 'none' });
    expect(referenceAction({ id: '', article_url: '/relative' })).toEqual({ kind: 'none' });
    expect(referenceAction({ id: '', article_url: '' })).toEqual({ kind: 'none' });
  });
});
