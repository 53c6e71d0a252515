import { describe, expect, it } from 'vitest';
import { extractArms } from './arms';
import { contextFromText } from './testing/doc-from-text';

const arms = (text: string) =>
  extractArms(contextFromText(`## Results\n\n${text}`)).arms.map((a) => [a.name.value, a.n?.value ?? null]);

describe('arms named beside their head counts', () => {
  it('reads counts sent "to the X group and … to the Y group"', () => {
    expect(
      arms(
        'In all, 412 patients underwent randomization: 275 to the dorvaline group and 137 to the sham group.',
      ),
    ).toEqual([
      ['dorvaline', 275],
      ['sham', 137],
    ]);
  });

  it('reads "a patients were randomised to X and b to Y"', () => {
    expect(
      arms('Overall, 90 participants were randomised to kelutide and 45 to usual care, 135 in total.'),
    ).toEqual([
      ['kelutide', 90],
      ['usual care', 45],
    ]);
  });

  it('reads "(a in the X group and b in the Y group)" and three arms', () => {
    expect(
      arms(
        'Randomization assigned 60 participants (20 in the low-dose group, 20 in the high-dose group and 20 in the placebo group).',
      ),
    ).toEqual([
      ['low-dose', 20],
      ['high-dose', 20],
      ['placebo', 20],
    ]);
  });

  it('reads a bracketed list of arms and sizes after a randomised count', () => {
    expect(
      arms(
        'The analysis population comprised 301 randomized patients (pelutamab, n=151; comparator, n=150).',
      ),
    ).toEqual([
      ['pelutamab', 151],
      ['comparator', 150],
    ]);
    expect(
      arms(
        'After screening, 88 patients were randomized in an assessor-blind fashion (vorasin, 44; saline, 44).',
      ),
    ).toEqual([
      ['vorasin', 44],
      ['saline', 44],
    ]);
  });

  it('does not take counts "in each group" or places for arms', () => {
    expect(arms('We randomly assigned 200 patients, 100 in each group, at 14 sites in 3 countries.')).toEqual(
      [],
    );
  });

  it('reads arms after "randomly allocated in a ratio of 2:1 to receive either X or Y"', () => {
    expect(
      arms(
        'In total, 300 patients were randomly allocated in a ratio of 2:1 to receive either lotaparin (200 patients) or placebo (100 patients).',
      ).map((a) => a[0]),
    ).toEqual(['lotaparin', 'placebo']);
  });
});

describe('arm sizes from a bracketed list beside an arm statement', () => {
  it('takes "(X, a; Y, b)" for the sizes of arms named by an assignment verb', () => {
    expect(
      arms(
        'After screening, 495 patients were randomized 2:1 to receive dorvaline or placebo in a double-blind fashion (dorvaline, 330; placebo, 165).',
      ),
    ).toEqual([
      ['dorvaline', 330],
      ['placebo', 165],
    ]);
  });
});
