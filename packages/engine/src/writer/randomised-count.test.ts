import { describe, expect, it } from 'vitest';
import { clusterRandomised, patientsRandomised, personsRandomised } from './randomised-count';
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

describe('a cluster-randomised trial', () => {
  it('is read from the count, the ratio or the design sentence', () => {
    expect(
      clusterRandomised(
        withCount(82, 'In this cluster randomized trial in drug shops, 42 of 82 shops were randomized.'),
      ),
    ).toBe(true);
    expect(
      clusterRandomised({
        ...emptyFacts(),
        design: {
          value: 'parallel',
          source: { file_id: 'f', page: 2, quote: 'A cluster-randomised, parallel trial.' },
        },
      }),
    ).toBe(true);
  });

  it('is not claimed for an individually randomised trial', () => {
    expect(clusterRandomised(withCount(600, '600 patients were randomly assigned (2:1).'))).toBe(false);
    // "clusters of symptoms" is no cluster design.
    expect(clusterRandomised(withCount(90, '90 patients with clusters of headache were randomised.'))).toBe(
      false,
    );
    expect(clusterRandomised(emptyFacts())).toBe(false);
  });
});

describe('a count the writers may call patients', () => {
  it('is the printed count unless the trial randomised clusters', () => {
    expect(patientsRandomised(withCount(67, 'Randomized (n=67)'))).toBe('67');
    expect(patientsRandomised(withCount(600, '600 patients were randomly assigned (2:1).'))).toBe('600');
    expect(
      patientsRandomised(
        withCount(82, 'In this cluster randomized trial, 42 of 82 selected shops were randomized.'),
      ),
    ).toBeNull();
    expect(patientsRandomised(emptyFacts())).toBeNull();
  });
});
