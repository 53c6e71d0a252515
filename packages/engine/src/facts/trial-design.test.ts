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

describe('extractDesign reads what the paper states (decision 0086)', () => {
  const arm = (name: string) => ({
    label: 'A',
    name: { value: name, source: { file_id: 'f', page: 1, quote: name } },
    plan: null,
    n: null,
  });
  const withArms = (t: string, names: string[]) =>
    extractDesign(contextFromText(t), names.map(arm))?.value ?? null;

  it('names the number of arms when there are three or more, from the arms or the text', () => {
    expect(
      withArms('Patients were randomly assigned to one of three groups (A, B or C).', ['a', 'b', 'c']),
    ).toBe('three arms');
    expect(
      withArms('A randomized, parallel-group trial. Patients were allocated into 4 groups.', [
        'a',
        'b',
        'c',
        'd',
      ]),
    ).toBe('parallel, four arms');
    expect(withArms('A randomized, parallel-group trial.', ['a', 'b'])).toBe('parallel');
    // A factorial trial's arms are its grid.
    expect(withArms('A randomized 2×2 factorial trial.', ['a', 'b', 'c', 'd'])).toBe('2x2 factorial');
  });

  it('reads cluster randomisation with its units and counts', () => {
    expect(
      design(
        'In this cluster randomized trial in drug shops, 42 of 82 selected shops were randomized to receive text message reminders.',
      ),
    ).toBe('cluster randomised (82 shops, 42 to the intervention)');
    expect(design('The trial was randomised at the practice level.')).toBe(
      'cluster randomised (practice level)',
    );
    expect(design('## Introduction\n\nOther cluster randomized trials were cited.')).toBeNull();
    expect(design('Clustering at the level of the enrolled units in cluster randomised studies.')).toBeNull();
    expect(design('Cluster Randomized Trial of Text Message Reminders to Retail Staff.')).toBe(
      'cluster randomised',
    );
  });

  it('reads a post hoc or secondary analysis of a trial, not analyses within one', () => {
    expect(design('This is a secondary analysis of previously published data.')).toBe(
      'secondary analysis of a randomised trial',
    );
    expect(design('We performed a post hoc analysis of the randomized EMS trial.')).toBe(
      'post hoc analysis of a randomised trial',
    );
    expect(
      design(
        'The aim of the current study was to assess outcome parameters using key secondary analyses. It was a randomized, parallel-group trial.',
      ),
    ).toBe('secondary analysis of a randomised trial, parallel');
    expect(design('The results of our secondary analyses are depicted in Fig. 3.')).toBeNull();
  });
});

describe('extractDesign and other work', () => {
  it('reads "a secondary analysis of previously published data" as this paper, not a prior analysis', () => {
    expect(design('Purpose. This is a secondary analysis of previously published data.')).toBe(
      'secondary analysis of a randomised trial',
    );
    expect(design('A previous report of this is a post hoc analysis of the trial.')).toBeNull();
  });
});
