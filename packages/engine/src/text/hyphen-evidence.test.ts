import { describe, expect, it } from 'vitest';
import { collectHyphenEvidence } from './hyphen-evidence';
import { normaliseText } from './normalise';

/** Normalises `broken` (a line-end split) with the evidence of the other printed lines of its document. */
const joined = (broken: string, otherLines: string[]) =>
  normaliseText(broken, collectHyphenEvidence(otherLines));

describe('collectHyphenEvidence', () => {
  it('keeps whole words and compounds seen inside lines, lower-cased', () => {
    const e = collectHyphenEvidence(['The Least-Squares mean and the NT\u2011proBNP level were read twice']);
    expect(e.compounds).toContain('least-squares');
    expect(e.compounds).toContain('nt-probnp');
    expect(e.words).toContain('mean');
    expect(e.words).not.toContain('least');
  });

  it('ignores the halves of words split at a line edge', () => {
    const e = collectHyphenEvidence(['patients were random-', 'ized to receive the drug', 'in a ﬁxed order']);
    expect(e.words).not.toContain('random');
    expect(e.words).not.toContain('ized');
    expect(e.words).toContain('fixed');
  });

  it('reads pairs out of longer compounds', () => {
    const e = collectHyphenEvidence(['a least-squares-adjusted mean']);
    expect(e.compounds).toContain('least-squares');
    expect(e.compounds).toContain('squares-adjusted');
  });
});

describe('line-end hyphens judged by the document', () => {
  it('keeps a hyphen whose compound the document prints elsewhere', () => {
    expect(joined('by least-\nsquares regression', ['the least-squares mean difference was'])).toBe(
      'by least-squares regression',
    );
    expect(joined('a risk-\nbased approach', ['the risk-based score was used'])).toBe(
      'a risk-based approach',
    );
  });

  it('drops a hyphen whose joined word the document prints elsewhere, even after a compound head', () => {
    expect(joined('the non-\ninferiority margin', ['and noninferiority was shown'])).toBe(
      'the noninferiority margin',
    );
    expect(joined('the base-\nline visit', ['values at baseline were similar'])).toBe('the baseline visit');
  });

  it('prefers the joined word when the document prints both spellings', () => {
    expect(joined('co-\noperation', ['with cooperation and co-operation alike'])).toBe('cooperation');
  });

  it('keeps a hyphen between two words the document prints on their own, when nothing else decides', () => {
    expect(joined('drug-\nnaive', ['the new drug was given', 'the naive cohort was small'])).toBe(
      'drug-naive',
    );
  });

  it('joins lower-case fragments of one word', () => {
    expect(joined('were random-\nized', ['at random times'])).toBe('were randomized');
    expect(joined('treat-\nment', ['to treat the disease'])).toBe('treatment');
    // Halves under three letters are typesetting's fragments even when each is printed alone.
    expect(joined('be-\ntween', ['to be seen', 'a tween'])).toBe('between');
  });

  it('keeps a hyphen before a capital or a digit and after an acronym or digit, whatever the document says', () => {
    expect(joined('NT-\nproBNP', ['ntprobnp'])).toBe('NT-proBNP');
    expect(joined('COVID-\n19', ['covid19'])).toBe('COVID-19');
    expect(joined('anti-\nVEGF', ['antivegf'])).toBe('anti-VEGF');
    expect(joined('3-\nyear', ['3year'])).toBe('3-year');
  });

  it('falls back to the halves alone without evidence', () => {
    expect(normaliseText('least-\nsquares')).toBe('leastsquares');
    expect(normaliseText('double-\nblind')).toBe('double-blind');
  });
});
