import { describe, expect, it } from 'vitest';
import { extractBlinding } from './blinding';
import { contextFromText } from './testing/doc-from-text';

const blinding = (text: string) => extractBlinding(contextFromText(text))?.value ?? null;

describe('extractBlinding', () => {
  it('reads the usual spellings', () => {
    expect(blinding('This randomised, double-blind, placebo-controlled trial enrolled adults.')).toBe(
      'double-blind',
    );
    expect(blinding('We did a double blind randomised trial.')).toBe('double-blind');
    expect(blinding('REAL3 was an open-label, multicentre, phase 3 trial.')).toBe('open-label');
    expect(blinding('This was an open label study of two doses.')).toBe('open-label');
    expect(blinding('In a randomized, single-blind, non-inferiority trial, we compared catheters.')).toBe(
      'single-blind',
    );
  });

  it('reads masking statements', () => {
    expect(blinding('Patients and investigators were not masked to treatment allocation.')).toBe(
      'open-label',
    );
    expect(blinding('Randomized patients were blinded to their procedural assignment.')).toBe('single-blind');
    expect(blinding('Both the investigator and the patient were blinded to the treatment order.')).toBe(
      'double-blind',
    );
  });

  it('does not take the design of cited trials from the introduction', () => {
    const text = [
      '## Introduction',
      'Previous randomized, double-blind, placebo-controlled trials have shown benefit.',
      '## Methods',
      'This was an open-label randomised trial.',
    ].join('\n\n');
    expect(blinding(text)).toBe('open-label');
  });

  it('does not read blinded outcome assessment as a blinded trial', () => {
    expect(
      blinding(
        'The GIRAF trial was a randomized, open-label trial. Two neurologists, assessor-blinded, rated scans.',
      ),
    ).toBe('open-label');
  });

  it('returns null without any statement', () => {
    expect(blinding('Patients were randomised to two groups.')).toBeNull();
  });
});

describe('extractBlinding, other wordings', () => {
  it('reads "open, randomised" and investigator-blinded designs', () => {
    expect(blinding('We did an open, randomised, multicentre trial.')).toBe('open-label');
    expect(blinding('This was an investigator-blinded randomized trial.')).toBe('single-blind');
  });
});
