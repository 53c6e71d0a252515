import { describe, expect, it } from 'vitest';
import { buildContext } from './context';
import { extractKeySentences, extractTitle } from './document-parts';
import { contextFromText, docFromText } from './testing/doc-from-text';

describe('extractTitle', () => {
  it('quotes a title broken by a margin column by the longest run of its words printed together', () => {
    const doc = docFromText(
      'Peginterferon plus weight-based ribavirin for treatment-naive hepatitis C virus genotype 2 patients\n\nReceived: 23 March 2015\n\nnot achieving rapid virologic response: a randomized trial',
    );
    const title =
      'Peginterferon plus weight-based ribavirin for treatment-naive hepatitis C virus genotype 2 patients not achieving rapid virologic response: a randomized trial';
    const found = extractTitle(buildContext({ ...doc, title }));
    expect(found?.value).toBe(title);
    expect(found?.source.quote).toBe(
      'Peginterferon plus weight-based ribavirin for treatment-naive hepatitis C virus genotype 2 patients',
    );
  });

  it('is null when the title is not printed on the first pages', () => {
    const doc = docFromText('Some other text entirely about something else.');
    expect(
      extractTitle(buildContext({ ...doc, title: 'A title that the pages never print at all' })),
    ).toBeNull();
  });
});

describe('extractKeySentences', () => {
  it('keeps concluding sentences and leaves out a row of dashes or dots under the conclusion heading', () => {
    const ctx = contextFromText(
      [
        '# Conclusions',
        '',
        'Vernakalant was superior to ibutilide in converting recent-onset atrial fibrillation to sinus rhythm.',
        '',
        '- - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - -',
        '',
        '. . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . 12',
        '',
        'In conclusion, the drug was safe and well tolerated in this emergency department population.',
      ].join('\n'),
    );
    const found = extractKeySentences(ctx).map((s) => s.value);
    expect(found.length).toBeGreaterThanOrEqual(2);
    expect(found.some((s) => s.startsWith('Vernakalant was superior'))).toBe(true);
    expect(found.some((s) => s.startsWith('In conclusion'))).toBe(true);
    expect(found.every((s) => /[a-z]{3}/.test(s))).toBe(true);
  });

  it('leaves out a sentence quoted as a piece: ending open or starting mid-sentence', () => {
    const ctx = contextFromText(
      [
        '# Conclusions',
        '',
        'In conclusion, cryoballoon ablation reduced repeat ablations, cardioversions and',
        '',
        'with average responses in study cohorts masking substantial individual patient differences.',
        '',
        'In conclusion, both patient groups improved in quality-of-life scores after ablation.',
      ].join('\n'),
    );
    const found = extractKeySentences(ctx).map((s) => s.value);
    expect(found).toEqual([
      'In conclusion, both patient groups improved in quality-of-life scores after ablation.',
    ]);
  });
});
