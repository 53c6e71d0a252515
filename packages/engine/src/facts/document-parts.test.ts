import { describe, expect, it } from 'vitest';
import { buildContext } from './context';
import { extractTitle } from './document-parts';
import { docFromText } from './testing/doc-from-text';

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
