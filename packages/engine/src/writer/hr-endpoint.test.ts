import type { Facts } from '@prowrite/contracts';
import { describe, expect, it } from 'vitest';
import { namedHazardRatios, sentenceEndpoint } from './hr-endpoint';
import { emptyFacts } from './testing/trial-facts';

const at = (quote: string) => ({ file_id: 'f', page: 4, quote });

describe('sentenceEndpoint', () => {
  it('reads the measure of the comparison a sentence states', () => {
    const f = emptyFacts();
    expect(
      sentenceEndpoint('The cryoballoon cohort had fewer all-cause rehospitalizations [HR = 0.72].', f),
    ).toBe('all-cause rehospitalizations');
    expect(
      sentenceEndpoint(
        'In the prior DCCV subgroup, cardiovascular rehospitalization rates were 20.9% vs. 48.9%.',
        f,
      ),
    ).toBe('cardiovascular rehospitalization');
    expect(sentenceEndpoint('Drug A showed a reduced risk of stroke compared with drug B (HR 0.8).', f)).toBe(
      'stroke',
    );
  });

  it('says nothing when the sentence names no measure, or only a general word', () => {
    const f = emptyFacts();
    expect(sentenceEndpoint('The hazard ratio was 0.65 (95% CI 0.45–0.95).', f)).toBe('');
    expect(sentenceEndpoint('More patients than expected were treated (HR 0.9).', f)).toBe('');
    expect(sentenceEndpoint('The risk was lower than 50% in both groups (HR 0.9).', f)).toBe('');
  });

  it('prefers the facts’ longest endpoint the sentence contains', () => {
    const f: Facts = {
      ...emptyFacts(),
      secondary_endpoints: ['survival', 'progression-free survival'].map((value) => ({
        value,
        source: at(value),
      })),
    };
    expect(sentenceEndpoint('Progression-free survival was longer with fewer deaths (HR 0.7).', f)).toBe(
      'progression-free survival',
    );
  });
});

describe('namedHazardRatios', () => {
  it('keeps a named ratio and names an unnamed one by its sentence', () => {
    const hr = { value: 0.65, ci_low: null, ci_high: null, p: null };
    const f: Facts = {
      ...emptyFacts(),
      hazard_ratios: [
        { ...hr, endpoint: 'overall survival', source: at('Overall survival: HR 0.65.') },
        { ...hr, endpoint: '', source: at('a lower rate of repeat ablation compared with RFC [HR = 0.65]') },
      ],
    };
    expect(namedHazardRatios(f).map((h) => h.endpoint)).toEqual(['overall survival', 'repeat ablation']);
  });
});
