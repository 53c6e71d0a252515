import { describe, expect, it } from 'vitest';
import { docFromText } from './testing/doc-from-text';
import { extractFacts } from './extract-facts';
import { markOcrProvenance } from './mark-ocr';

describe('markOcrProvenance', () => {
  const text = [
    'Methods',
    'A total of 217 patients were randomly assigned in a 2:1 ratio to drug A or placebo.',
    'The trial is registered with ClinicalTrials.gov, number NCT01234567.',
  ].join('\n');

  it('marks every provenance on an OCR page, nested or in lists, and no other', () => {
    const doc = docFromText(text);
    const facts = extractFacts(doc);
    expect(facts.n_randomized?.source.ocr).toBeUndefined();
    const scanned = { ...doc, pages: doc.pages.map((p) => ({ ...p, ocr: true })) };
    const marked = markOcrProvenance(scanned, facts);
    expect(marked.n_randomized?.source).toMatchObject({ page: 1, ocr: true });
    expect(marked.registry_id?.source.ocr).toBe(true);
    expect(marked.key_sentences.every((k) => k.source.ocr === true)).toBe(true);
    // The input is not changed, and a document without OCR pages gives the facts back as they are.
    expect(facts.n_randomized?.source.ocr).toBeUndefined();
    expect(markOcrProvenance(doc, facts)).toBe(facts);
  });
});
