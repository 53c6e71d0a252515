import { describe, expect, it } from 'vitest';
import { checkRatio, normalisePhase, supportsPhrase } from './proposal-checks';
import { tinyTrialDocument } from './testing/tiny-trial';

describe('normalisePhase', () => {
  it.each([
    ['Phase III', '3'],
    ['phase 3b', '3b'],
    ['IIIb', '3b'],
    ['Phase II/III', '2/3'],
    ['phase-2', '2'],
  ])('%s -> %s', (input, expected) => {
    expect(normalisePhase(input)).toBe(expected);
  });

  it('refuses what is not a phase', () => {
    expect(normalisePhase('pivotal')).toBeNull();
    expect(normalisePhase('phase 7')).toBeNull();
  });
});

describe('checkRatio', () => {
  const doc = tinyTrialDocument();
  const quote = 'patients were randomly assigned (2:1) to vernakalant or placebo';

  it('needs the ratio printed as such', () => {
    expect(checkRatio(doc, { value: '2:1', quote, page: 1 }).ok).toBe(true);
    expect(checkRatio(doc, { value: '1:1', quote, page: 1 }).ok).toBe(false);
    expect(checkRatio(doc, { value: '2:1:1', quote, page: 1 }).ok).toBe(false);
    expect(checkRatio(doc, { value: 'two to one', quote, page: 1 }).ok).toBe(false);
  });
});

describe('supportsPhrase', () => {
  it('accepts the phrase or most of its words, not a different one', () => {
    expect(
      supportsPhrase('The primary endpoint was conversion to sinus rhythm.', 'Conversion to Sinus Rhythm'),
    ).toBe(true);
    expect(
      supportsPhrase('randomised, double-blind, placebo-controlled', 'double-blind placebo-controlled trial'),
    ).toBe(true);
    expect(supportsPhrase('The primary endpoint was conversion to sinus rhythm.', 'overall survival')).toBe(
      false,
    );
  });
});
