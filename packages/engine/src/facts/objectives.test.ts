import { describe, expect, it } from 'vitest';
import { extractObjectives } from './objectives';
import { contextFromText } from './testing/doc-from-text';

const objectives = (text: string) =>
  extractObjectives(contextFromText(text)).map((o) => ({ kind: o.kind, value: o.value }));

describe('extractObjectives', () => {
  it('reads the objectives under protocol headings, by kind, each with its quote', () => {
    const protocol = [
      '# Synopsis',
      '',
      '## Primary Objective',
      '',
      'To compare progression-free survival between drug X and placebo in patients with advanced disease.',
      '',
      '## Secondary Objectives',
      '',
      'To compare overall survival between the two arms.',
      '',
      'To describe the safety and tolerability of drug X.',
    ].join('\n');
    const found = extractObjectives(contextFromText(protocol));
    expect(found.map((o) => o.kind)).toEqual(['primary', 'secondary', 'secondary']);
    expect(found[0]!.value).toMatch(/^To compare progression-free survival/);
    for (const o of found) expect(protocol).toContain(o.source.quote);
  });

  it('splits a generic objectives section by its labels', () => {
    const text = [
      '## Objectives',
      '',
      'Primary: To assess the efficacy of drug Y on HbA1c at week 26.',
      '',
      'Secondary: To assess body weight change and hypoglycaemia at week 26.',
    ].join('\n');
    expect(objectives(text)).toEqual([
      { kind: 'primary', value: 'To assess the efficacy of drug Y on HbA1c at week 26.' },
      { kind: 'secondary', value: 'To assess body weight change and hypoglycaemia at week 26.' },
    ]);
  });

  it('under a generic heading keeps only the lines worded as an objective', () => {
    const text = [
      '## Aims',
      '',
      'The primary endpoints of the earlier trial showed non-inferiority of the two devices.',
      '',
      'The aim of the current study was to assess reinterventions and rehospitalisations after ablation.',
    ].join('\n');
    expect(objectives(text)).toEqual([
      { kind: 'primary', value: 'assess reinterventions and rehospitalisations after ablation.' },
    ]);
  });

  it('reads an aim a paper states, and leaves out the aims of earlier work', () => {
    expect(
      objectives('The primary objective of this study was to evaluate the efficacy of drug Z in adults.'),
    ).toEqual([{ kind: 'primary', value: 'evaluate the efficacy of drug Z in adults.' }]);
    expect(objectives('We aimed to compare two dosing schedules of drug Q in children.')).toEqual([
      { kind: 'primary', value: 'compare two dosing schedules of drug Q in children.' },
    ]);
    expect(objectives('Secondary aims were to assess quality of life and hospital admissions.')).toEqual([
      { kind: 'secondary', value: 'assess quality of life and hospital admissions.' },
    ]);
    expect(objectives('The aim of a previous trial was to test drug W in adults.')).toEqual([]);
    expect(objectives('Patients were randomised to drug X or placebo.')).toEqual([]);
  });
});
