import { describe, expect, it } from 'vitest';
import type { ArmNames } from './arm-match';
import { armLabel, attributeValues, withRoleAliases } from './arm-results';
import { findArmValues } from './arm-values';
import { extractPrimaryResult } from './primary-result';
import { contextFromText } from './testing/doc-from-text';

const twoArms: ArmNames[] = [
  { name: 'drugex', aliases: [] },
  { name: 'placebo', aliases: [] },
];
const read = (text: string, arms: ArmNames[] = twoArms) =>
  attributeValues(text, withRoleAliases(arms)).map((a) => [arms[a.arm]!.name, a.value, a.unit, a.n, a.N]);

describe('findArmValues', () => {
  it('reads counts with percentages in every printed order', () => {
    const values = (t: string) => findArmValues(t).map((v) => [v.value, v.unit, v.n, v.N]);
    expect(values('42/402 (10.5%)')).toEqual([[10.5, '%', 42, 402]]);
    expect(values('45.7 % [n = 59 of 129]')).toEqual([[45.7, '%', 59, 129]]);
    expect(values('10.5% (42/402)')).toEqual([[10.5, '%', 42, 402]]);
    expect(values('42 (10.5%) of 402 patients')).toEqual([[10.5, '%', 42, 402]]);
    expect(values('one of the 68 patients (1.5 %)')).toEqual([[1.5, '%', 1, 68]]);
    expect(values('59 (45.7 %) converted')).toEqual([[45.7, '%', 59, null]]);
  });

  it('reads measured values with units and spreads, and chains that share a unit', () => {
    const values = (t: string) => findArmValues(t).map((v) => [v.value, v.unit]);
    expect(values('was 11.3 months (95% CI 9.6–13.0) compared with 8.8 months (7.7–9.8)')).toEqual([
      [11.3, 'months'],
      [8.8, 'months'],
    ]);
    expect(values('(0.11±0.25 vs. 0.16±0.43 mm, p=0.567)')).toEqual([
      [0.11, ''],
      [0.16, 'mm'],
    ]);
    expect(values('(median time: 10 vs. 26 min, P = 0.01)')).toEqual([
      [10, 'min'],
      [26, 'min'],
    ]);
    expect(values('change, -22.6 [1.17]) or fluoxetine (-24.8 [1.17])')).toEqual([
      [-22.6, ''],
      [-24.8, ''],
    ]);
  });

  it('leaves intervals, p values, head counts and time frames alone', () => {
    expect(findArmValues('(95% CI 0.64–1.49, p = 0.912), n = 145, within 90 min, HR 1.37')).toEqual([]);
  });
});

describe('attributeValues', () => {
  it('gives a value the arm named in brackets after it, past a qualifier of the arm', () => {
    expect(read('The mean change was 5.6 m (drugex) and -6.6 m (matching placebo); MD 12.2.')).toEqual([
      ['drugex', 5.6, 'm', null, null],
      ['placebo', -6.6, 'm', null, null],
    ]);
  });

  it('gives each value the arm its patients were given, received or assigned to', () => {
    expect(
      read(
        'Cure was reached by 59 (45.7%) of 129 patients given drugex and by 1 (1.5%) of 68 given placebo.',
      ),
    ).toEqual([
      ['drugex', 45.7, '%', 59, 129],
      ['placebo', 1.5, '%', 1, 68],
    ]);
    expect(
      read(
        'Events occurred in 12 (9.3%) patients assigned to drugex and 30 (23.1%) patients treated with placebo.',
      ),
    ).toEqual([
      ['drugex', 9.3, '%', 12, null],
      ['placebo', 23.1, '%', 30, null],
    ]);
  });

  it('reads a results box "Endpoint — A: n/N (%); B: n/N (%)" whole, for any arm labels', () => {
    const arms: ArmNames[] = [
      { name: 'low-dose zelormab', aliases: [] },
      { name: 'standard care', aliases: [] },
    ];
    expect(
      read(
        'Clinical remission at week 8 — low-dose zelormab: 462/696 (66.4%); standard care: 208/463 (44.9%); RR: 1.48; 95%CI: 1.32-1.66; p<0.001.',
        arms,
      ),
    ).toEqual([
      ['low-dose zelormab', 66.4, '%', 462, 696],
      ['standard care', 44.9, '%', 208, 463],
    ]);
  });

  it('gives each value the arm named after it with a preposition', () => {
    expect(
      read('The rate was 10.5% (42/402) in the drugex group and 10.6% (41/388) in the placebo group.'),
    ).toEqual([
      ['drugex', 10.5, '%', 42, 402],
      ['placebo', 10.6, '%', 41, 388],
    ]);
  });

  it('gives each value the arm named just before it', () => {
    expect(
      read(
        'Of the 129 individuals who received drugex, 59 (45.7 %) responded compared with one of the 68 patients (1.5 %) who received placebo.',
      ),
    ).toEqual([
      ['drugex', 45.7, '%', 59, null],
      ['placebo', 1.5, '%', 1, 68],
    ]);
    const three: ArmNames[] = [
      { name: 'saline', aliases: ['H0'] },
      { name: 'haloperidol 1 mg', aliases: ['H1'] },
      { name: 'haloperidol 2 mg', aliases: ['H2'] },
    ];
    expect(
      read('Nausea was lower in groups H1 (29 %) and H2 (24 %) than in group H0 (54 %; P = 0.003).', three),
    ).toEqual([
      ['haloperidol 1 mg', 29, '%', null, null],
      ['haloperidol 2 mg', 24, '%', null, null],
      ['saline', 54, '%', null, null],
    ]);
  });

  it('reads "respectively" lists and vs chains in the order the arms were named', () => {
    expect(
      read('Response was seen in 73.8% and 65.8% of patients in the placebo and drugex arms, respectively.'),
    ).toEqual([
      ['placebo', 73.8, '%', null, null],
      ['drugex', 65.8, '%', null, null],
    ]);
    expect(
      read('Time to response was shorter with drugex than with placebo (median 10 vs. 26 min).'),
    ).toEqual([
      ['drugex', 10, 'min', null, null],
      ['placebo', 26, 'min', null, null],
    ]);
  });

  it('knows the two arms by their roles', () => {
    expect(
      read('The success rate was 73.8% for the investigational arm and 65.8% for the control arm.'),
    ).toEqual([
      ['drugex', 73.8, '%', null, null],
      ['placebo', 65.8, '%', null, null],
    ]);
  });
});

describe('armLabel', () => {
  it('spells out a defined abbreviation and the intervention behind a role name', () => {
    expect(
      armLabel({ name: 'EOC', aliases: [] }, new Map([['EOC', 'epirubicin, oxaliplatin and capecitabine']])),
    ).toBe('EOC (epirubicin, oxaliplatin and capecitabine)');
    expect(armLabel({ name: 'investigational', aliases: ['lattice-tip'] }, new Map())).toBe(
      'investigational (lattice-tip)',
    );
    expect(armLabel({ name: 'placebo', aliases: [] }, new Map())).toBe('placebo');
  });
});

describe('extractPrimaryResult', () => {
  const primary = (text: string) => {
    const ctx = contextFromText(text);
    const endpoint = { value: 'remission at week 8', source: { file_id: 'f1', page: 1, quote: 'remission' } };
    return extractPrimaryResult(ctx, twoArms, endpoint, []);
  };

  it('takes the sentence that states the primary endpoint for every arm, not a power calculation', () => {
    const result = primary(
      '# Methods\n\nThe sample size would provide 90 % power to detect remission of 40 % with drugex versus 20 % with placebo.\n\n# Results\n\nThe primary endpoint, remission at week 8, occurred in 45% of the drugex group and 21% of the placebo group (P < 0.001). Adverse events occurred in 12% with drugex and 10% with placebo.',
    );
    expect(result?.arms.map((a) => [a.arm, a.value, a.unit])).toEqual([
      ['drugex', 45, '%'],
      ['placebo', 21, '%'],
    ]);
    expect(result?.source.quote).toContain('primary endpoint');
  });

  it('is null when no sentence gives the primary endpoint per arm', () => {
    expect(
      primary('# Results\n\nAdverse events occurred in 12% with drugex and 10% with placebo.'),
    ).toBeNull();
  });
});

describe('findArmValues: units of changes and distances', () => {
  it('reads changes in percentage points and distances in metres, with a typographic minus', () => {
    const values = (t: string) => findArmValues(t).map((v) => [v.value, v.unit]);
    expect(
      values(
        'fell by a mean of \u22120.8 percentage points with drugex and \u22120.2 percentage points with placebo',
      ),
    ).toEqual([
      [-0.8, 'percentage points'],
      [-0.2, 'percentage points'],
    ]);
    expect(values('walk distance improved to 31.5 m with drugex versus 4.2 m with placebo')).toEqual([
      [31.5, 'm'],
      [4.2, 'm'],
    ]);
  });

  it('does not read a metre unit inside a word or a hyphenated duration', () => {
    expect(findArmValues('the 6-minute walk test and the 12-m shuttle test')).toEqual([]);
  });
});

describe('attributeValues: arms named after a chain of values', () => {
  it('reads "X and Y in the A and B groups" in order without "respectively"', () => {
    expect(
      read(
        'Mean changes were \u22126.5 m and \u221214.8 m in the drugex and placebo groups (difference, 8.3).',
      ),
    ).toEqual([
      ['drugex', -6.5, 'm', null, null],
      ['placebo', -14.8, 'm', null, null],
    ]);
    expect(
      read('Response was seen in 211 (58.9%) and 131 (37.4%) patients in the placebo and drugex groups.'),
    ).toEqual([
      ['placebo', 58.9, '%', 211, null],
      ['drugex', 37.4, '%', 131, null],
    ]);
  });

  it('reads "the A group showed X versus Y for B" and "with A … X versus Y with B"', () => {
    expect(
      read('The drugex group showed a mean change of -5.7 mm Hg versus -3.3 mm Hg for placebo.'),
    ).toEqual([
      ['drugex', -5.7, 'mm Hg', null, null],
      ['placebo', -3.3, 'mm Hg', null, null],
    ]);
    expect(
      read('The outcome favoured drugex; the median was 37.5 months versus 19.5 months with placebo.'),
    ).toEqual([
      ['drugex', 37.5, 'months', null, null],
      ['placebo', 19.5, 'months', null, null],
    ]);
  });
});

describe('attributeValues: shapes that name one arm, or name arms after their values', () => {
  const arms: ArmNames[] = [
    { name: 'drugex', aliases: [] },
    { name: 'usual care', aliases: [] },
  ];
  const shapes = (text: string) => read(text, arms).map(([arm, value]) => [arm, value]);

  it('gives a value the arm named in brackets right after it', () => {
    expect(
      shapes('Mean pain change was -3.1 points (drugex) vs -1.2 points (usual care); difference -1.9.'),
    ).toEqual([
      ['drugex', -3.1],
      ['usual care', -1.2],
    ]);
  });

  it('reads "by X with A and by Y with B" as one change per arm, but a lone "by X" as a difference', () => {
    expect(shapes('Fasting glucose fell by 12.5 mg/dL with drugex and by 3 mg/dL with usual care.')).toEqual([
      ['drugex', 12.5],
      ['usual care', 3],
    ]);
    expect(shapes('Weight rose by 10.9% in the drugex group compared with usual care.')).toEqual([]);
  });

  it('pairs "X vs Y" with two arms when only one is named, by the side it stands on', () => {
    expect(shapes('Survival was improved with drugex: median 14.1 vs 10.2 months.')).toEqual([
      ['drugex', 14.1],
      ['usual care', 10.2],
    ]);
    expect(
      shapes(
        'Walking favoured drugex (P=0.01); median time to failure was 14.2 months versus 9.1 months with usual care.',
      ),
    ).toEqual([
      ['drugex', 14.2],
      ['usual care', 9.1],
    ]);
  });

  it('reads "v" as versus in a chain, and puts the subject first after "Compared with B, A …"', () => {
    expect(
      shapes('Survival was longer with drugex than with usual care (median 14.0 v 10.0 months).'),
    ).toEqual([
      ['drugex', 14],
      ['usual care', 10],
    ]);
    expect(
      shapes('Compared with usual care, drugex delayed relapse (P=0.02); medians were 14.2 and 10.1 months.'),
    ).toEqual([
      ['drugex', 14.2],
      ['usual care', 10.1],
    ]);
    // Arms listed in their order with "respectively" keep that order.
    expect(
      shapes(
        'Compared with usual care, relapse rates were 30% and 20% with usual care and drugex, respectively.',
      ),
    ).toEqual([
      ['usual care', 30],
      ['drugex', 20],
    ]);
  });
});
