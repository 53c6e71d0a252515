import { describe, expect, it } from 'vitest';
import { normaliseText } from '../text/normalise';
import { findArmValues } from './arm-values';

const values = (text: string) => findArmValues(normaliseText(text)).map((v) => v.value);

describe('findArmValues with decimal commas', () => {
  it('reads "– 6,16 ± 25" as one negative value, never as "16"', () => {
    const text =
      'the mean difference was -2.63 ± 27 in the intervention group, and \u2013 6,16 ± 25 in the control group (p = 0.37)';
    expect(values(text)).toEqual([-2.63, -6.16]);
  });

  it('reads decimal commas with a spread or percent in several phrasings', () => {
    expect(values('HbA1c fell 1,25 ± 0,4 % with A and 0,8 ± 0,5 % with B')).toEqual([1.25, 0.8]);
    expect(values('responders: 45,7 % vs 12,3 %')).toEqual([45.7, 12.3]);
  });

  it('keeps thousands separators and lists as they are meant', () => {
    expect(values('1,234 (45.7%) of 2,700')).toEqual([45.7]);
    expect(values('3 (6, 16 %)')).not.toContain(6.16);
  });
});

describe('findArmValues: what is not an arm value', () => {
  it('never reads a point in time or a difference between arms as an arm value', () => {
    expect(values('at both day 3 (mean difference, 535 mL [95% CI, 133–936]; P=0.005)')).toEqual([]);
    expect(
      values('(mean difference compared with placebo: day 3, −7.44 mmol/L [95% CI, −21.75 to 6.88]; P=0.62)'),
    ).toEqual([]);
    expect(values('given on days 1–5 of each cycle; visit 4')).toEqual([]);
    // A within-arm change stated after "was" is the arm's value.
    expect(values('the mean difference was -2.63 ± 27 in the intervention group')).toEqual([-2.63]);
    // A share of patients at a point in time is still a value.
    expect(values('at week 12, 45.7% with A vs 12.3% with B')).toEqual([45.7, 12.3]);
  });
});
