import { describe, expect, it } from 'vitest';
import { expandAbbreviations, findAbbreviations } from './abbreviations';
import { contextFromText } from './testing/doc-from-text';

describe('abbreviations', () => {
  it('finds "long form (SF)" definitions', () => {
    const glossary = findAbbreviations(
      contextFromText(
        'The aim is to convert AF to normal sinus rhythm (SR). Atrial fibrillation (AF) is common. Overall survival (OS) was longer. The drug (10 mg) and group (A) are not abbreviations.',
      ),
    );
    expect(Object.fromEntries(glossary)).toEqual({
      SR: 'sinus rhythm',
      AF: 'Atrial fibrillation',
      OS: 'Overall survival',
    });
  });

  it('expands each abbreviation once, unless already spelled out', () => {
    const glossary = new Map([
      ['SR', 'sinus rhythm'],
      ['AF', 'atrial fibrillation'],
    ]);
    expect(expandAbbreviations('conversion of AF to SR; SR at 90 min', glossary)).toBe(
      'conversion of AF (atrial fibrillation) to SR (sinus rhythm); SR at 90 min',
    );
    expect(expandAbbreviations('sinus rhythm (SR) at 90 min', glossary)).toBe('sinus rhythm (SR) at 90 min');
  });
});
