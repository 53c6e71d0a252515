import { describe, expect, it } from 'vitest';
import { findOnPage, foldText, locateQuote, missingNumbers, numbersIn } from './source-quotes';
import { tinyTrialDocument } from './testing/tiny-trial';

describe('foldText', () => {
  it('folds spaces, dashes, quotes, middle dots and case, mapping back to the source', () => {
    const source = 'HR  0·82\n(95%\u00A0CI 0·70–0·96) \u201Cdouble\u2011blind\u201D';
    const folded = foldText(source);
    expect(folded.text).toBe('hr 0.82 (95% ci 0.70-0.96) "double-blind"');
    expect(folded.starts).toHaveLength(folded.text.length);
    expect(source.slice(folded.starts[3], folded.ends[6])).toBe('0·82');
  });
});

describe('findOnPage', () => {
  const page = tinyTrialDocument().pages[2]!;

  it('returns the page text itself for a retyped quote', () => {
    expect(findOnPage(page, 'Hazard Ratio 0.82, 95% CI 0.70-0.96; p=0.013')).toBe(
      'hazard ratio 0·82, 95% CI 0·70–0·96;\np=0·013',
    );
  });

  it('finds nothing for a changed word or number, or a too-short quote', () => {
    expect(findOnPage(page, 'hazard ratio 0.83')).toBeNull();
    expect(findOnPage(page, 'hazard risk 0.82')).toBeNull();
    expect(findOnPage(page, '0·')).toBeNull();
    expect(findOnPage(page, '')).toBeNull();
  });
});

describe('locateQuote', () => {
  const doc = tinyTrialDocument();

  it('keeps the named page, corrects a wrong one, and fails when the quote is nowhere', () => {
    expect(locateQuote(doc, '72 to placebo', 2)).toMatchObject({
      ok: true,
      corrected: false,
      source: { page: 2 },
    });
    expect(locateQuote(doc, '72 to placebo', 3)).toMatchObject({
      ok: true,
      corrected: true,
      source: { page: 2 },
    });
    expect(locateQuote(doc, '72 to placebo', 99)).toMatchObject({
      ok: true,
      corrected: true,
      source: { page: 2 },
    });
    expect(locateQuote(doc, '73 to placebo', 2)).toEqual({
      ok: false,
      reason: 'quote not found in the source',
    });
    expect(locateQuote(doc, '   ', 2)).toMatchObject({ ok: false });
  });
});

describe('numbersIn', () => {
  it('reads decimals with either mark, grouped thousands and digits inside identifiers', () => {
    const numbers = numbersIn('HR 0·82 (0.70–0.96), n=1,063, NCT00989001, p<.001, 3b');
    for (const value of [0.82, 0.7, 0.96, 1063, 989001, 0.001, 3]) expect(numbers).toContain(value);
  });

  it('does not let a number match inside a longer one', () => {
    expect(missingNumbers([217], '2170 patients')).toEqual([217]);
    expect(missingNumbers([217], '1217 patients')).toEqual([217]);
    expect(missingNumbers([0.8], 'HR 0.80')).toEqual([]);
    expect(missingNumbers([0.8], 'HR 0.81')).toEqual([0.8]);
  });
});
