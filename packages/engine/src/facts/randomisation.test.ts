import type { Arm } from '@prowrite/contracts';
import { describe, expect, it } from 'vitest';
import { extractArms } from './arms';
import { extractNRandomized, extractRatio } from './randomisation';
import { contextFromText } from './testing/doc-from-text';

const n = (text: string, arms: Arm[] = []) => extractNRandomized(contextFromText(text), arms)?.value ?? null;
const ratio = (text: string) => extractRatio(contextFromText(text))?.value ?? null;

describe('extractNRandomized', () => {
  it('reads the count of randomised patients in its common forms', () => {
    expect(n('A total of 217 patients were randomized to receive vernakalant or placebo.')).toBe(217);
    expect(n('Between 2007 and 2014, 1063 patients were enrolled and randomly assigned to two groups.')).toBe(
      1063,
    );
    expect(n('We randomly assigned 432 patients to ablation.')).toBe(432);
    expect(n('Of the 432 patients randomized to either treatment, 219 received the device.')).toBe(432);
    expect(n('Twenty-three participants were randomised.')).toBe(23);
    expect(n('Of 1200 patients screened, 800 underwent randomization.')).toBe(800);
    expect(
      n(
        'A total of 95 patients (41% male, mean age 62.9 years) with diabetes were randomized (1:1) to receive drug.',
      ),
    ).toBe(95);
  });

  it('does not take screened, excluded or planned counts', () => {
    expect(n('Of 166 patients screened, 105 were randomly assigned.')).toBe(105);
    expect(n('5523 participants were screened and 200 were assigned to dabigatran or warfarin.')).toBe(200);
    expect(n('We screened 1200 patients.')).toBeNull();
    expect(n('Twenty-two participants per arm were required to detect this difference.')).toBeNull();
  });

  it('prefers the count that equals the sum of the arm sizes', () => {
    const source = { file_id: 'f1', page: 1, quote: 'x' };
    const arm = (value: number): Arm => ({
      label: 'A',
      name: { value: 'x', source },
      plan: null,
      n: { value, source },
    });
    const text = [
      '## Abstract',
      'Between 2008 and 2011, we enrolled 553 eligible patients.',
      '## Results',
      'Additionally, 19 patients randomly allocated during the phase 1 dose-finding study were excluded.',
    ].join('\n\n');
    expect(n(text, [arm(275), arm(278)])).toBe(553);
  });

  it('does not take a count assigned to one arm for the trial count', () => {
    const source = { file_id: 'f1', page: 1, quote: 'x' };
    const arm = (name: string, value: number | null): Arm => ({
      label: 'A',
      name: { value: name, source },
      plan: null,
      n: value === null ? null : { value, source },
    });
    const text = [
      '## Results',
      'Overall 652 patients were included.',
      'Of these, 326 patients were assigned to the intervention group and 326 patients were assigned to the control group.',
    ].join('\n\n');
    expect(n(text, [arm('intervention', 326), arm('control', 326)])).toBe(652);
    // A count assigned to the arms together is the trial's.
    expect(
      n('A total of 217 patients were randomized to vernakalant (n = 145) or placebo (n = 72).', [
        arm('vernakalant', 145),
        arm('placebo', 72),
      ]),
    ).toBe(217);
    expect(
      n(
        'A total of 260 patients were randomly assigned to one of four treatment groups: (A) drug X repeated on 3-week cycles; (B) drug Y.',
        [arm('drug X', 60), arm('drug Y', 62)],
      ),
    ).toBe(260);
    expect(
      n(
        'A total of 553 patients were randomly allocated to EOC or modified EOC plus panitumumab. Overall, 600 patients were randomly assigned in both phases.',
        [arm('EOC', null), arm('mEOC+P', null)],
      ),
    ).toBe(553);
    expect(
      n('In all, 120 patients were randomly assigned to the exercise group and the control group.', [
        arm('exercise', null),
        arm('control', null),
      ]),
    ).toBe(120);
  });

  it('does not take an enrolment count for the randomised count on its own', () => {
    expect(n('In this single-arm study we enrolled 300 patients.')).toBeNull();
  });

  it('takes the enrolment count of a crossover trial, unless a randomised count is stated', () => {
    const text = '# Methods\n\nTwelve adults with the condition were recruited from a day centre.';
    const ctx = contextFromText(text);
    expect(extractNRandomized(ctx, [], 'crossover')?.value).toBe(12);
    expect(extractNRandomized(ctx, [], 'parallel')).toBeNull();
    const stated = contextFromText(`${text} Of these, 10 participants were randomized to a sequence.`);
    expect(extractNRandomized(stated, [], 'crossover')?.value).toBe(10);
  });

  it('does not read the tail of "1 063" as a count', () => {
    expect(n('In total 1 063 patients were randomly assigned.')).toBeNull();
  });

  it('ignores years that look like counts', () => {
    expect(n('Patients were randomized in 2015 and followed for two years.')).toBeNull();
  });
});

describe('extractRatio', () => {
  it('reads the allocation ratio near a randomisation verb', () => {
    expect(ratio('Patients were randomized in a 2:1 ratio to receive vernakalant or placebo.')).toBe('2:1');
    expect(ratio('Eligible patients were randomly allocated (1:1) to receive EOC.')).toBe('1:1');
    expect(ratio('Patients were randomly assigned 1:1:1 to three doses.')).toBe('1:1:1');
    expect(ratio('Patients were randomised in a one-to-one ratio.')).toBe('1:1');
  });

  it('ignores ratios without randomisation and dilutions', () => {
    expect(ratio('The sample was diluted 1:1 with buffer before randomization of plates.')).toBeNull();
    expect(ratio('The meeting started at 10:30.')).toBeNull();
  });
  it('reads the count in brackets after the randomisation verb', () => {
    const ctx = contextFromText(
      '# Methods\n\nThe analysis set consisted of those patients that were enrolled and randomized (n = 762), with 5 subjects removed.',
    );
    expect(extractNRandomized(ctx, [])?.value).toBe(762);
  });
  it('reads counts on the subject, in a trial that included them, before an allocation, and not thresholds', () => {
    const n = (text: string) =>
      extractNRandomized(contextFromText(`# Methods\n\n${text}`), [])?.value ?? null;
    expect(
      n(
        'Female adults (n = 150) with three established risk factors were randomized into one of three groups.',
      ),
    ).toBe(150);
    expect(
      n('A one-week double-blind randomized trial involved 30 T2D patients on stable metformin therapy.'),
    ).toBe(30);
    expect(
      n(
        'A total of 120 patients undergoing elective surgery were enrolled. Patients were allocated into 4 groups.',
      ),
    ).toBe(120);
    expect(
      n(
        'In a randomized clinical trial, 80 patients with orthopedic fractures of an upper extremity who underwent supraclavicular nerve block were randomly assigned to receive drug A or drug B.',
      ),
    ).toBe(80);
    expect(
      n('Children with baseline total scores >40 were randomly assigned to placebo or drug A.'),
    ).toBeNull();
  });
});

describe('extractNRandomized: counts stated beside the arms', () => {
  it('reads "Participants (N = k) were allocated …" whatever the case of the subject word', () => {
    expect(n('## Methods\n\nParticipants (N = 662) were allocated 2:1 to tirvocet or placebo.')).toBe(662);
  });

  it('reads "comprised k randomized patients" and "for a total of k randomised participants"', () => {
    expect(
      n(
        '## Results\n\nThe intention-to-treat population comprised 759 randomized patients (tirvocet, n=380; placebo, n=379).',
      ),
    ).toBe(759);
    // With the arms read from the same text, as the pipeline does.
    const ctx = contextFromText(
      '## Results\n\n442 participants were randomised to tirvocet and 220 to placebo, for a total of 662 randomised participants.',
    );
    expect(extractNRandomized(ctx, extractArms(ctx).arms)?.value).toBe(662);
  });

  it('reads the closing total of an allocation statement', () => {
    expect(
      n(
        '## Results\n\nRandomisation (2:1) assigned 442 patients to tirvocet and 220 to placebo, a total of 662.',
      ),
    ).toBe(662);
  });

  it('does not take a count that the introduction or discussion gives for other work', () => {
    expect(
      n(
        '## Introduction\n\nIn an earlier trial of a related agent, 1,150 patients were randomly assigned in a 1:1 ratio.',
      ),
    ).toBeNull();
    expect(
      n('## Discussion\n\nA previous trial randomly assigned 2,310 patients to a related agent or placebo.'),
    ).toBeNull();
  });
});
