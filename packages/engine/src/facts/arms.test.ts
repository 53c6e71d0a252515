import { describe, expect, it } from 'vitest';
import { extractArms } from './arms';
import { contextFromText } from './testing/doc-from-text';

const arms = (text: string) =>
  extractArms(contextFromText(text)).arms.map((a) => ({
    label: a.label,
    name: a.name.value,
    n: a.n?.value ?? null,
    plan: a.plan?.value ?? null,
  }));

describe('extractArms', () => {
  it('reads two arms with their sizes from one sentence', () => {
    expect(
      arms('A total of 217 patients were randomized to receive vernakalant (n = 145) or placebo (n = 72).'),
    ).toEqual([
      // A plan that only names its arm (no dose, route or schedule) is no plan.
      { label: 'A', name: 'vernakalant', n: 145, plan: null },
      { label: 'B', name: 'placebo', n: 72, plan: null },
    ]);
  });

  it('keeps no plan that only restates its arm, keeps one with a dose, route or schedule', () => {
    const result = arms(
      'Patients were randomly assigned to the Genoss DES™ (n = 300) or the Promus Element™ group at a 1:1 ratio (n = 300).',
    );
    expect(result.map((a) => a.plan)).toEqual([null, null]);
    expect(
      arms(
        'Patients were randomized to receive warfarin 5 mg once daily (n = 50) or placebo once daily (n = 51).',
      ).map((a) => a.plan),
    ).toEqual(['warfarin 5 mg once daily (n = 50)', 'placebo once daily (n = 51)']);
  });

  it('reads three arms listed with commas and "or"', () => {
    const result = arms(
      'Patients were randomly assigned to receive drug A 10 mg (n = 120), drug B 20 mg (n = 118), or placebo (n = 121).',
    );
    expect(result.map((a) => [a.name, a.n])).toEqual([
      ['drug A', 120],
      ['drug B', 118],
      ['placebo', 121],
    ]);
  });

  it('reads arms joined by "and" when each has its size, not drugs of one arm', () => {
    expect(
      arms(
        'In total, 101 patients were randomly assigned to the intervention group (n = 50) and the control group (n = 51).',
      ),
    ).toEqual([
      { label: 'A', name: 'intervention', n: 50, plan: null },
      { label: 'B', name: 'control', n: 51, plan: null },
    ]);
    expect(arms('Patients were randomly assigned to cisplatin and etoposide.')).toEqual([]);
  });

  it('keeps commas inside an arm and stops the last arm where the sentence moves on', () => {
    const result = arms(
      'We randomly assigned patients 1:1 to receive peri-operative epirubicin, cisplatin, and capecitabine chemotherapy or chemotherapy plus bevacizumab, in addition to surgery.',
    );
    expect(result.map((a) => a.name)).toEqual([
      'peri-operative epirubicin, cisplatin, and capecitabine chemotherapy',
      'chemotherapy plus bevacizumab',
    ]);
  });

  it('strips doses from names and keeps them in the plan', () => {
    const result = arms(
      'Patients were randomly assigned 1:1 to empagliflozin 10 mg once daily or placebo, stratified by age.',
    );
    expect(result).toEqual([
      { label: 'A', name: 'empagliflozin', n: null, plan: 'empagliflozin 10 mg once daily' },
      { label: 'B', name: 'placebo', n: null, plan: null },
    ]);
  });

  it('reads lettered arms of a factorial trial, keeping back-references', () => {
    const result = arms(
      'A total of 260 patients were randomly assigned to one of four treatment groups: (A) fotemustine and dacarbazine repeated on 3-week cycle; (B) same treatment as (A) plus IFN-α2b three times per week; (C) dacarbazine alone repeated on 3-week cycle; (D) same treatment as (C) plus IFN-α2b.',
    );
    expect(result.map((a) => `${a.label}:${a.name}`)).toEqual([
      'A:fotemustine and dacarbazine',
      'B:same treatment as (A) plus IFN-α2b',
      'C:dacarbazine alone',
      'D:same treatment as (C) plus IFN-α2b',
    ]);
  });

  it('finds arm sizes stated elsewhere, by name or abbreviation, not safety denominators', () => {
    const text = [
      'Eligible patients were randomly allocated (1:1) to receive EOC (epirubicin and oxaliplatin) or modified EOC plus panitumumab (mEOC+P; epirubicin and panitumumab).',
      'Median overall survival in 275 patients allocated EOC was 11.3 months compared with 8.8 months in 278 patients allocated mEOC+P.',
      'Diarrhoea occurred in 48 (17%) of 276 patients allocated mEOC+P.',
    ].join(' ');
    expect(arms(text).map((a) => a.n)).toEqual([275, 278]);
  });

  it('reads sizes from table column heads "Name N = 10", not from a total or a sentence', () => {
    const text = [
      'Participants were randomly assigned to empagliflozin, dapagliflozin or placebo.',
      '',
      'Characteristic | Dapagliflozin N = 10 1 | Empagliflozin N = 11 1 | Placebo N = 12 1 | p 2',
    ].join('\n');
    expect(arms(text).map((a) => a.n)).toEqual([11, 10, 12]);
    const totals = [
      'Participants were randomly assigned to empagliflozin or placebo.',
      '',
      'Characteristic | All patients N = 30 | p',
      '',
      'The placebo arm had n = 14 dropouts at week 2.',
    ].join('\n');
    expect(arms(totals).map((a) => a.n)).toEqual([null, null]);
  });

  it('names an arm before its apposition and without "to the", and reads "N were assigned to the X-group"', () => {
    const text = [
      'The patients were randomly assigned to the intervention group, i.e. patient empowerment through an information booklet, or to the control group, which received standard care.',
      'Of these, 326 patients were assigned to the intervention-group and 324 patients were assigned to the control-group.',
    ].join(' ');
    const result = arms(text);
    expect(result.map((a) => a.name)).toEqual(['intervention', 'control']);
    expect(result[0]!.plan).toContain('patient empowerment');
    expect(result.map((a) => a.n)).toEqual([326, 324]);
    // A hyphen to another word still makes another name.
    expect(
      arms(
        'Patients were randomly assigned to aspirin or placebo. In all, 40 were assigned to aspirin-clopidogrel.',
      ).map((a) => a.n),
    ).toEqual([null, null]);
  });

  it('takes a plan stated on its own ("The intervention consisted of X") when it tells more', () => {
    const text = [
      '# Methods',
      'The doctors were randomised to either intervention or usual care.',
      'The intervention consisted of a self-rating scale (MADRS-S) used in monthly consultations for 3 months.',
      '# Discussion',
      'The usual care arm comprised whatever each practice offered.',
    ].join('\n\n');
    const result = arms(text);
    expect(result.map((a) => a.name)).toEqual(['intervention', 'usual care']);
    expect(result[0]!.plan).toBe('a self-rating scale (MADRS-S) used in monthly consultations for 3 months');
    // The discussion does not define a plan.
    expect(result[1]!.plan).toBeNull();
  });

  it('takes what the patients of each arm received as its plan, not the arm name, never a clause', () => {
    const text = [
      '# Abstract',
      'Patients were randomly assigned to the EMS or the control group.',
      '# Methods',
      'Patients with a score ≥ 13 were randomly assigned to the intervention group (EMS group) or the control group.',
      'Patients assigned to the EMS group received daily EMS sessions of both lower extremities until discharge.',
      'Patients in the control group did not receive sham EMS.',
    ].join('\n\n');
    const result = arms(text);
    expect(result.map((a) => a.plan)).toEqual([
      'daily EMS sessions of both lower extremities until discharge',
      // "did not receive sham EMS" is a clause, not a plan; "the control group" only names the arm: no plan.
      null,
    ]);
    // "≥ 13" is a score bound, not the size of an arm.
    expect(result.map((a) => a.n)).toEqual([null, null]);
  });

  it('reads a plan from "participants randomised to the X arm were given Y" in a methods section', () => {
    const text = [
      '# Methods',
      'Children were randomised to oral drug or placebo.',
      'Participants randomised to the placebo arm were given identical capsules twice daily for 8 weeks.',
    ].join('\n\n');
    expect(arms(text)[1]!.plan).toBe('identical capsules twice daily for 8 weeks');
  });

  it('reads arms the paper names only as "the intervention and control arms", and what the intervention is', () => {
    const text = [
      '# Abstract',
      'In this cluster randomized trial, 42 of 82 shops were randomized to receive text message reminders about dosing.',
      '# Methods',
      'Dispensers in the intervention and control arms were visited by supervisors.',
      '# Results',
      'No differences were found between control and intervention arms for any advice.',
    ].join('\n\n');
    const result = arms(text);
    expect(result.map((a) => a.name)).toEqual(['intervention', 'control']);
    expect(result[0]!.plan).toBe('text message reminders about dosing');
    // Said once, or with words that count arms, a pair is not the arms.
    expect(arms('# Methods\n\nVisits in the intervention and control arms were alike.')).toEqual([]);
    expect(
      arms('# Methods\n\nIn both arms and all arms the visits were alike; in both arms and all arms again.'),
    ).toEqual([]);
  });

  it('does not give one arm the total assigned to both', () => {
    const text = [
      '# Methods',
      'Patients were randomly assigned to vitamin D supplements or placebo.',
      '# Results',
      '80 patients were randomly assigned to receive a placebo or vitamin D supplements and followed up.',
      'Of these, 40 were assigned to vitamin D supplements.',
    ].join('\n\n');
    expect(arms(text).map((a) => a.n)).toEqual([40, null]);
  });

  it('reads "N patients, a in the X group and b in the Y group" when a + b = N, not counts of events', () => {
    const text = [
      '# Methods',
      'Patients were randomly assigned to receive clonidine or midazolam.',
      '# Results',
      'In this trial 80 patients enrolled in the study, 40 in the clonidine group and 40 in the midazolam group.',
    ].join('\n\n');
    expect(arms(text).map((a) => a.n)).toEqual([40, 40]);
    const events = [
      '# Methods',
      'Patients were randomly assigned to receive clonidine or midazolam.',
      '# Results',
      'Of 80 patients, hypotension occurred in 5 in the clonidine group and 3 in the midazolam group.',
    ].join('\n\n');
    expect(arms(events).map((a) => a.n)).toEqual([null, null]);
  });

  it('does not take a closing phrase about all the arms for one more arm', () => {
    const text =
      'Patients rotated, in a randomised order, through 12 weeks of treatment with each of drug A (25 mg), drug B (5 mg), drug C (4 mg), and placebo, in addition to their baseline drugs.';
    expect(arms(`# Methods\n\n${text}`).map((a) => a.name)).toEqual([
      'drug A',
      'drug B',
      'drug C',
      'placebo',
    ]);
  });

  it('reads sizes given as "52 to X and 53 to Y"', () => {
    const text =
      'Patients were randomly assigned 1:1 to either empagliflozin 10 mg or placebo. Of 166 patients screened, 105 were randomly assigned (52 to empagliflozin and 53 to placebo).';
    expect(arms(text).map((a) => a.n)).toEqual([52, 53]);
  });

  it('takes a fuller plan for the same arms from another sentence', () => {
    const text =
      '432 patients were randomly assigned to either the investigational (219 patients) or the control (213 patients) systems. Subsequent patients were randomly assigned in a 1:1 ratio to undergo catheter ablation using either the lattice-tip or conventional radiofrequency technology.';
    const result = arms(text);
    expect(result.map((a) => a.name)).toEqual(['investigational', 'control']);
    expect(result[0]!.plan).toContain('lattice-tip');
    expect(result.map((a) => a.n)).toEqual([219, 213]);
  });

  it('ignores arms of cited trials in the introduction and returns [] without any', () => {
    const text =
      '## Introduction\n\nIn that study, patients were randomly assigned to receive either drug X or drug Y.';
    expect(arms(text)).toEqual([]);
    expect(arms('Patients received standard care.')).toEqual([]);
  });
  it('spells out an arm named by an abbreviation the paper defines', () => {
    const ctx = contextFromText(
      '# Methods\n\nControl practices offered treatment as usual (TAU). Practices were randomised to the intervention or TAU.',
    );
    const glossary = new Map([['TAU', 'treatment as usual']]);
    expect(extractArms(ctx, glossary).arms.map((a) => a.name.value)).toEqual([
      'intervention',
      'TAU (treatment as usual)',
    ]);
  });
  it('names arms given as bare numbers by the unit printed after the last of them', () => {
    const ctx = contextFromText(
      '# Methods\n\nPatients were randomly assigned to receive a total duration of 48 (n = 94) or 24 (n = 93) weeks of therapy.',
    );
    expect(extractArms(ctx).arms.map((a) => [a.name.value, a.n?.value])).toEqual([
      ['48 weeks', 94],
      ['24 weeks', 93],
    ]);
  });
  it('keeps an apposition with its arm', () => {
    const ctx = contextFromText(
      '# Methods\n\nThe patients were randomly assigned to the intervention group, i.e. patient empowerment through an information booklet and diary keeping, or to the control group, which received standard care.',
    );
    const found = extractArms(ctx).arms;
    expect(found).toHaveLength(2);
    expect(`${found[0]!.name.value} ${found[0]!.plan?.value}`).toContain('patient empowerment');
  });
  it('takes the arms of a synopsis from their one-line definitions', () => {
    const ctx = contextFromText(
      [
        '# Synopsis',
        'Study Design: Open-label, randomized phase 2 study. Patients will be randomized 1:1 to Arm A or Arm B.',
        'Arm A (experimental arm): Lenvatinib 12 mg by mouth once daily plus TACE.',
        'Arm B (control arm): Sorafenib 400 mg by mouth twice daily.',
      ].join('\n\n'),
    );
    const found = extractArms(ctx);
    expect(found.arms.map((a) => [a.label, a.name.value, a.plan?.value])).toEqual([
      ['A', 'Lenvatinib', 'Lenvatinib 12 mg by mouth once daily plus TACE'],
      ['B', 'Sorafenib', 'Sorafenib 400 mg by mouth twice daily'],
    ]);
    expect(found.names[1]!.aliases).toContain('control');
    const alone = contextFromText(
      '# Treatment Plan\n\nArm A: drugmab 300 mg every 4 weeks.\n\nArm B: placebo every 4 weeks.',
    );
    expect(extractArms(alone).arms.map((a) => a.name.value)).toEqual(['drugmab', 'placebo']);
  });
});

describe('arm names are the agent, the schedule is the plan (decision 0086)', () => {
  it('reads "8-week treatment with placebo" as the placebo arm with its schedule as plan', () => {
    const read = arms(
      'Patients were randomly assigned to 8-week treatment with placebo, desvenlafaxine (25 mg/d) or fluoxetine (20 mg/d).',
    );
    expect(read.map((a) => a.name)).toEqual(['placebo', 'desvenlafaxine', 'fluoxetine']);
    expect(read[0]!.plan).toBe('8-week treatment with placebo');
  });

  it('drops a plan cut off mid-phrase', () => {
    const read = arms(
      'Patients were randomized to saline (n = 30) or remifentanil 1 μg/kg (n = 30).\n\nPatients in the remifentanil group received remifentanil 1 μg/kg. *P < 0.05 compared with',
    );
    expect(read.every((a) => a.plan === null || !/with$/.test(a.plan))).toBe(true);
  });
});

describe('an arm split out of "either A or B"', () => {
  it('keeps its plan without the "either" whose "or" went to the next arm', () => {
    const read = arms(
      'Patients were randomized to catheter-based ablation using either the lattice-tip catheter (n = 219) or conventional radiofrequency ablation (n = 213).',
    );
    expect(read.map((a) => a.plan ?? a.name).join(' | ')).not.toMatch(/either/);
  });
});
