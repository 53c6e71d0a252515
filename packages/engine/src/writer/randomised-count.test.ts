import { describe, expect, it } from 'vitest';
import { personsRandomised } from './randomised-count';
import { emptyFacts } from './testing/trial-facts';

const withCount = (value: number, quote: string) => ({
  ...emptyFacts(),
  n_randomized: { value, source: { file_id: 'f', page: 1, quote } },
});

describe('a count of people randomised', () => {
  it('is the count when its sentence counts people', () => {
    expect(personsRandomised(withCount(600, '600 patients were randomly assigned (2:1).'))).toBe('600');
    expect(personsRandomised(withCount(217, 'A total of 217 participants underwent randomization.'))).toBe(
      '217',
    );
  });

  it('is null for clusters or a bare flow-chart count', () => {
    expect(
      personsRandomised(withCount(82, '42 of 82 selected shops were randomized to reminders.')),
    ).toBeNull();
    expect(
      personsRandomised(withCount(45, 'Of the 91 GPs, 45 were randomised into the intervention group.')),
    ).toBeNull();
    expect(personsRandomised(withCount(67, 'Randomized (n=67)'))).toBeNull();
    expect(personsRandomised(emptyFacts())).toBeNull();
  });
});
