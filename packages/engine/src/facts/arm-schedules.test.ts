import { describe, expect, it } from 'vitest';
import { readSchedule } from './arm-schedules';

const arms = (...names: string[]) => names.map((name) => ({ name, aliases: [] as string[] }));

describe('readSchedule', () => {
  it('distributes a shared head and tail over both arms in each step; a later step drops the repeated name (act-v)', () => {
    const text =
      'Patients received an infusion of vernakalant (3 mg/kg) or placebo over 10 min, followed by a second infusion of vernakalant (2 mg/kg) or placebo 15 min later if AF had not been terminated.';
    const read = readSchedule(text, arms('vernakalant', 'placebo'));
    expect(read?.plans).toEqual([
      'infusion of vernakalant (3 mg/kg) over 10 min, then a second infusion (2 mg/kg) 15 min later',
      'infusion of placebo over 10 min, then a second infusion 15 min later',
    ]);
    expect(text.slice(read!.start, read!.end)).toMatch(/^an infusion of .* later$/);
  });

  it('reads "randomized to receive" with the arms in the other order and "if AF persisted"', () => {
    const text =
      'Patients were randomized to receive an infusion of placebo or vernakalant (3 mg/kg) over 10 min, followed by a second infusion of placebo or vernakalant (2 mg/kg) if AF persisted.';
    const read = readSchedule(text, arms('vernakalant', 'placebo'));
    expect(read?.plans[0]).toBe(
      'infusion of vernakalant (3 mg/kg) over 10 min, then a second infusion (2 mg/kg) if AF persisted',
    );
    expect(read?.plans[1]).toBe('infusion of placebo over 10 min, then a second infusion if AF persisted');
  });

  it('keeps each arm its own words when a later arm has its own head', () => {
    const text =
      'Participants received either a 10-min intravenous infusion of vernakalant (3 mg/kg) or an equivalent volume of placebo (normal saline).';
    expect(readSchedule(text, arms('vernakalant', 'placebo'))?.plans).toEqual([
      '10-min intravenous infusion of vernakalant (3 mg/kg)',
      'equivalent volume of placebo (normal saline)',
    ]);
  });

  it('reads doses without brackets and a shared schedule ("every 3 weeks", "once daily")', () => {
    const every = readSchedule(
      'Patients were given pembrolizumab 200 mg or placebo every 3 weeks for up to 35 cycles.',
      arms('pembrolizumab', 'placebo'),
    );
    expect(every?.plans).toEqual([
      'pembrolizumab 200 mg every 3 weeks for up to 35 cycles',
      'placebo every 3 weeks for up to 35 cycles',
    ]);
    const daily = readSchedule(
      'Participants received empagliflozin 10 mg, dapagliflozin 10 mg or placebo once daily; visits were monthly.',
      arms('empagliflozin', 'dapagliflozin', 'placebo'),
    );
    expect(daily?.plans).toEqual([
      'empagliflozin 10 mg once daily',
      'dapagliflozin 10 mg once daily',
      'placebo once daily',
    ]);
  });

  it('keeps the name of a later step that would be left empty without it', () => {
    expect(
      readSchedule(
        'Patients received drug A 5 mg or placebo, followed by drug A 10 mg or placebo.',
        arms('drug A', 'placebo'),
      )?.plans,
    ).toEqual(['drug A 5 mg, then drug A 10 mg', 'placebo, then placebo']);
  });

  it('leaves the arm sizes out of the plans', () => {
    expect(
      readSchedule(
        'Participants were randomized to receive placebo (n = 45) or 1–15 mg/day aripiprazole (n = 47) for 8 weeks.',
        arms('placebo', '1–15 mg/day aripiprazole'),
      )?.plans,
    ).toEqual(['placebo for 8 weeks', '1–15 mg/day aripiprazole for 8 weeks']);
  });

  it('does not append a tail an arm already states', () => {
    const read = readSchedule(
      'Patients received drug A 5 mg once daily or placebo once daily.',
      arms('drug A', 'placebo'),
    );
    expect(read?.plans).toEqual(['drug A 5 mg once daily', 'placebo once daily']);
  });

  it('reads a Chinese source sentence', () => {
    const text =
      '患者接受维纳卡兰（3 mg/kg）或安慰剂静脉输注10分钟，随后给予维纳卡兰（2 mg/kg）或安慰剂第二次输注。';
    expect(readSchedule(text, arms('维纳卡兰', '安慰剂'))?.plans).toEqual([
      '维纳卡兰（3 mg/kg）静脉输注10分钟，随后维纳卡兰（2 mg/kg）第二次输注',
      '安慰剂静脉输注10分钟，随后安慰剂第二次输注',
    ]);
  });

  it('is no schedule without both arms in a step or without a receive verb', () => {
    expect(
      readSchedule(
        'Of the 129 individuals who received vernakalant, 59 (45.7 %) converted to SR.',
        arms('vernakalant', 'placebo'),
      ),
    ).toBeNull();
    expect(
      readSchedule('Vernakalant or placebo was infused over 10 min.', arms('vernakalant', 'placebo')),
    ).toBeNull();
    // A head that holds a clause is not a dosing head.
    expect(
      readSchedule(
        'Patients received care as usual, and those eligible for vernakalant or placebo were followed.',
        arms('vernakalant', 'placebo'),
      ),
    ).toBeNull();
  });
});
