import { describe, expect, it } from 'vitest';
import { isFragment, quotableText, sentenceAround, sourceSentence } from './source-quote';

describe('a quote is never a fragment', () => {
  it('finds texts cut mid-word or mid-parenthesis', () => {
    // Starts with the tail of a word, and its bracket never closes.
    expect(isFragment('d to the control arm (two-sided P = 0.078')).toBe(true);
    expect(isFragment('ed to placebo, the hazard ratio was 0.74.')).toBe(true);
    expect(isFragment('the hazard ratio was 0.74 (95% CI 0.61–0.90')).toBe(true);
    expect(isFragment('median overall survival was 11.2 months) in the control arm.')).toBe(true);
    // Ends waiting for its value or its next word.
    expect(isFragment('Overall survival was longer with the drug (P =')).toBe(true);
    expect(isFragment('Overall survival was longer with the drug than with')).toBe(true);
    expect(isFragment('patients with a PFS HR')).toBe(true);
  });

  it('keeps whole sentences, phrases and criteria that start in lower case', () => {
    expect(isFragment('The hazard ratio for death was 0.74 (95% CI, 0.61 to 0.90; P = 0.002).')).toBe(false);
    expect(isFragment('aged 18 years or older with histologically confirmed adenocarcinoma')).toBe(false);
    expect(isFragment('a history of myocardial infarction')).toBe(false);
    expect(isFragment('n = 120 patients in each arm')).toBe(false);
    expect(isFragment('time to first hospitalisation for heart failure')).toBe(false);
    expect(isFragment('主要终点为总生存期（OS）。')).toBe(false);
  });

  const source =
    'Enrolment ended in 2019. Compared to the control arm (two-sided P = 0.078), overall survival was not longer in the experimental arm. Grade 3 events were rare.';

  it('widens a fragment to its whole sentence of the source', () => {
    expect(sentenceAround('d to the control arm (two-sided P = 0.078', source)).toBe(
      'Compared to the control arm (two-sided P = 0.078), overall survival was not longer in the experimental arm.',
    );
    expect(sentenceAround('not in the source', source)).toBeNull();
    // Any spacing of the same words: a line break in the quote is a space in the sentence.
    expect(sentenceAround('Grade 3\nevents', source)).toBe('Grade 3 events were rare.');
  });

  it('quotes the whole sentence when the source holds it, else nothing', () => {
    const fragment = 'd to the control arm (two-sided P = 0.078';
    expect(quotableText(fragment, [source])).toMatch(/^Compared to the control arm/);
    expect(quotableText(fragment)).toBeNull();
    expect(quotableText(fragment, ['An unrelated sentence.'])).toBeNull();
    expect(quotableText(' A whole sentence. ')).toBe('A whole sentence.');
    // Chinese output marks the widened sentence as the source's words; a fragment with no sentence is dropped.
    expect(sourceSentence(fragment, 'zh-cn', [source])).toBe(
      '原文：“Compared to the control arm (two-sided P = 0.078), overall survival was not longer in the experimental arm.”',
    );
    expect(sourceSentence(fragment, 'zh-cn')).toBe('');
    expect(sourceSentence(fragment, 'en')).toBe('');
  });
});
