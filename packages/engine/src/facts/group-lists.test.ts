import { describe, expect, it } from 'vitest';
import { extractArms } from './arms';
import { contextFromText } from './testing/doc-from-text';

const arms = (text: string) =>
  extractArms(contextFromText(`## Methods\n\n${text}`)).arms.map((a) => [
    a.name.value,
    a.plan?.value ?? null,
  ]);

describe('arms listed by group label', () => {
  it('reads "group X = description" lists of three arms', () => {
    expect(
      arms(
        'Patients were assigned randomly to one of three groups: group H0 = saline, group H1 = haloperidol 1 mg, and group H2 = haloperidol 2 mg.',
      ).map((a) => a[0]),
    ).toEqual(['saline', 'haloperidol 1 mg', 'haloperidol 2 mg']);
  });

  it('reads "(Group N, description; …)" lists of four arms', () => {
    expect(
      arms(
        'Patients were allocated into 4 groups according to the pretreatment drugs (Group N, normal saline; Group L, lidocaine 40 mg; Group K, ketamine 0.5 mg/kg; Group R, remifentanil 1 μg/kg).',
      ).map((a) => a[0]),
    ).toEqual(['normal saline', 'lidocaine 40 mg', 'ketamine 0.5 mg/kg', 'remifentanil 1 μg/kg']);
  });

  it('reads numbered lists after "groups:"', () => {
    expect(
      arms(
        'Participants were randomly assigned to one of three treatment groups: (1) the empagliflozin group (receiving 25 mg/day), (2) the dapagliflozin group (receiving 10 mg/day), and (3) the placebo group.',
      ).map((a) => a[0]),
    ).toEqual(['empagliflozin', 'dapagliflozin', 'placebo']);
  });

  it('leaves a single labelled group alone', () => {
    expect(arms('Group A received the study drug as described.')).toEqual([]);
  });
  it('reads a list introduced by its count of groups', () => {
    expect(
      arms(
        'A randomized, placebo-controlled, double-blind study was performed with two parallel groups: placebo (maltodextrin) or RMD (digestion-resistant maltodextrin).',
      ).map((a) => a[0]),
    ).toEqual(['placebo', 'RMD']);
  });
  it('reads the conditions of a crossover', () => {
    expect(
      arms(
        'Using a single-blind crossover design, each participant received left anodal stimulation, right anodal stimulation, or sham stimulation, in randomized counterbalanced order on three separate days.',
      ).map((a) => a[0]),
    ).toEqual(['left anodal stimulation', 'right anodal stimulation', 'sham stimulation']);
    expect(
      arms(
        'Patients rotated, in a preassigned, randomised order, through 12 weeks of once daily treatment with each of spironolactone (25–50 mg), bisoprolol (5–10 mg), doxazosin (4–8 mg), and placebo.',
      ).map((a) => a[0]),
    ).toEqual(['spironolactone', 'bisoprolol', 'doxazosin', 'placebo']);
  });
});
