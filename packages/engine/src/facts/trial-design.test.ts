import { describe, expect, it } from 'vitest';
import { extractCycleLength } from './cycle';
import { extractDesign } from './design';
import { extractPhase } from './phase';
import { contextFromText } from './testing/doc-from-text';

const phase = (t: string) => extractPhase(contextFromText(t))?.value ?? null;
const design = (t: string) => extractDesign(contextFromText(t))?.value ?? null;
const cycle = (t: string) => extractCycleLength(contextFromText(t))?.value ?? null;

describe('extractPhase', () => {
  it('reads arabic, roman, sub-phase and combined phases', () => {
    expect(phase('We did a randomised, open-label phase 3 trial.')).toBe('3');
    expect(phase('Phase III randomized study of fotemustine.')).toBe('3');
    expect(
      phase('This randomized, double-blind, placebo-controlled phase 3b clinical trial enrolled adults.'),
    ).toBe('3b');
    expect(phase('A multicentre, open-label, randomised phase 2–3 trial of bevacizumab.')).toBe('2/3');
  });

  it('ignores trials in general and cited work', () => {
    expect(phase('## Introduction\n\nSingle-drug phase 2 trials have reported responses.')).toBeNull();
  });
});

describe('extractDesign', () => {
  it('reads crossover, factorial and parallel designs', () => {
    expect(design('It was a randomized, double-blind, placebo-controlled, crossover trial.')).toBe(
      'crossover',
    );
    expect(design('A multicenter, randomized 2×2 factorial design trial.')).toBe('2x2 factorial');
    expect(design('The trial was a randomized, parallel-group, open-label trial.')).toBe('parallel');
  });

  it('does not read treatment crossover as a crossover design', () => {
    expect(
      design('Patients in the control group were allowed to cross over to the drug at progression.'),
    ).toBeNull();
    expect(design('Crossover to panitumumab was permitted.')).toBeNull();
    expect(
      design('For dichotomous outcomes, we will use the data from the first period of the crossover trial.'),
    ).toBeNull();
    expect(design('We will include parallel and crossover trials.')).toBeNull();
    expect(design('Randomized cross-over studies')).toBeNull();
  });
});

describe('extractCycleLength', () => {
  it('reads cycle lengths in days or weeks', () => {
    expect(cycle('Patients received up to eight 21-day cycles of EOC.')).toBe('21 days');
    expect(cycle('Dacarbazine 900 mg/m2 was repeated on a three-week cycle.')).toBe('3 weeks');
    expect(cycle('Chemotherapy was given as four to six cycles every 3 weeks.')).toBe('3 weeks');
    expect(cycle('Docetaxel 75 mg/m2 was given 3-weekly.')).toBe('3 weeks');
  });

  it('ignores schedules of scans and visits', () => {
    expect(cycle('CT scans were done every 12 weeks.')).toBeNull();
    expect(cycle('Patients were followed up every 4 weeks through phone calls.')).toBeNull();
  });
});
