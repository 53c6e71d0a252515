import { describe, expect, it } from 'vitest';
import { betterDirection } from './endpoint-direction';

describe('betterDirection', () => {
  it('wants survival, responses, conversions and cures higher', () => {
    for (const e of [
      'overall survival',
      'progression-free survival',
      'objective response rate',
      'conversion of AF to SR within 90 min',
      'sustained virologic response (SVR)',
      'duration of response',
    ])
      expect(betterDirection(e), e).toBe('higher');
  });

  it('wants rates of harmful events lower', () => {
    for (const e of [
      'all-cause mortality',
      'incidence of stroke',
      'hospitalisation for heart failure',
      'major bleeding',
      'stent thrombosis during 9 months of follow-up',
      'serious adverse events',
    ])
      expect(betterDirection(e), e).toBe('lower');
  });

  it('reads "time to" by what it is time to', () => {
    expect(betterDirection('time to progression')).toBe('higher');
    expect(betterDirection('time to first recurrence')).toBe('higher');
    expect(betterDirection('time to conversion to sinus rhythm')).toBe('lower');
    expect(betterDirection('time to discharge from the ward')).toBeNull();
  });

  it('gives no direction for scores, levels, changes and unknown measures', () => {
    for (const e of [
      'pain score',
      'change in HbA1c',
      'plasma IL-6 levels',
      'in-stent late lumen loss',
      'cognitive performance',
    ])
      expect(betterDirection(e), e).toBeNull();
  });
});
