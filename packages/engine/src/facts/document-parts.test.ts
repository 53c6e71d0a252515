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

  it("quotes a long concluding sentence whole and leaves out a sentence's tail", () => {
    const long = `In conclusion, this study demonstrated statistically significant and clinically relevant advantages for patients treated with cryoballoon ablation, including fewer repeat ablations, cardioversions, all-cause rehospitalizations, and cardiovascular rehospitalizations during follow-up in every subgroup of age, sex, atrial size and symptom burden that was examined.`;
    const ctx = contextFromText(
      [
        '# Conclusions',
        '',
        long,
        '',
        'with average responses in study cohorts masking substantial individual patient differences.',
        '',
        'In conclusion, both patient groups improved in quality-of-life scores after ablation.',
      ].join('\n'),
    );
    const found = extractKeySentences(ctx).map((s) => s.value);
    // A sentence longer than a quote keeps its main clause or is left out, never clipped; a sentence's tail
    // is left out.
    expect(found).toEqual([
      'In conclusion, this study demonstrated statistically significant and clinically relevant advantages for patients treated with cryoballoon ablation.',
      'In conclusion, both patient groups improved in quality-of-life scores after ablation.',
    ]);
  });
});
