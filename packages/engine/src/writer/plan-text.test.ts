import { describe, expect, it } from 'vitest';
import { armPlanOutText, planOutText } from './output-text';
import { mirroredAgent, planEn, planZh } from './plan-text';

describe('planZh', () => {
  it('writes a two-step infusion schedule from its parts, numbers as printed', () => {
    expect(
      planZh('infusion of vernakalant (3 mg/kg) over 10 min, then a second infusion (2 mg/kg) 15 min later'),
    ).toBe('维纳卡兰 3 mg/kg 输注10分钟；15分钟后再输注 2 mg/kg');
    expect(planZh('infusion of placebo over 10 min, then a second infusion 15 min later')).toBe(
      '安慰剂输注10分钟；15分钟后再输注',
    );
  });

  it('reads other phrasings: route, frequency, duration, days, "followed by"', () => {
    expect(planZh('empagliflozin 10 mg once daily')).toBe('恩格列净 10 mg，每日一次');
    expect(planZh('oral metformin 500 mg twice daily for 12 weeks')).toBe(
      '二甲双胍 500 mg 口服，每日两次，持续12周',
    );
    expect(planZh('intravenous (IV) saline')).toBe('生理盐水静脉给药');
    expect(planZh('dabigatran (110 or 150 mg twice daily)')).toBe('达比加群 110或150 mg，每日两次');
    expect(planZh('dabigatran 110 or 150 mg twice daily')).toBe('达比加群 110或150 mg，每日两次');
    expect(planZh('bolus of remifentanil 1 μg/kg over 30 s followed by placebo')).toBe(
      '瑞芬太尼 1 μg/kg 推注30秒；安慰剂',
    );
    expect(planZh('flexibly dosed aripiprazole (1–15 mg/day)')).toBe('阿立哌唑 1–15 mg/日，剂量灵活调整');
    expect(planZh("'progesterone'")).toBe('黄体酮');
  });

  it('writes regimens with cycles, drugs given together (联合) and crossover sequences', () => {
    expect(planZh('docetaxel 75 mg/m2 every 3 weeks for 6 cycles')).toBe(
      '多西他赛 75 mg/m2，每3周1次，共6个周期',
    );
    expect(planZh('cisplatin 75 mg/m2 plus docetaxel 75 mg/m2 every 3 weeks')).toBe(
      '顺铂 75 mg/m2 联合多西他赛 75 mg/m2，每3周1次',
    );
    expect(planZh('aspirin 100 mg daily with clopidogrel 75 mg daily')).toBe(
      '阿司匹林 100 mg，每日一次；联合氯吡格雷 75 mg，每日一次',
    );
    expect(planZh('metformin 500 mg and empagliflozin 10 mg once daily')).toBe(
      '二甲双胍 500 mg 联合恩格列净 10 mg，每日一次',
    );
    expect(planZh('empagliflozin 25 mg/placebo')).toBe('恩格列净 25 mg/安慰剂');
    expect(planZh('placebo/empagliflozin 25 mg')).toBe('安慰剂/恩格列净 25 mg');
    expect(planZh('warfarin (N = 101) treatment')).toBe('华法林治疗');
    // "and" between a drug and what is not a drug is not 联合.
    expect(planZh('metformin 500 mg and diet counselling')).toBeNull();
    expect(planZh('vernakalant 3 mg/kg')).toBe('维纳卡兰 3 mg/kg');
    // The arm is the box's name; what it received is the plan.
    expect(planZh('the placebo group (receiving 500 mg magnesium oxide daily)')).toBe(
      '氧化镁 500 mg，每日一次',
    );
    expect(planZh('the control arm (given placebo twice daily)')).toBe('安慰剂，每日两次');
  });

  it('writes a non-drug intervention from its parts: body site, frequency, start point, end point', () => {
    expect(
      planZh(
        'daily EMS sessions of both lower extremities starting from the second day after admission until ICU discharge and MRC evaluation',
      ),
    ).toBe('双下肢EMS治疗，每日一次，自入院后第二天开始，直至转出ICU及MRC评估');
    expect(planZh('NMES sessions of the quadriceps twice daily for 2 weeks')).toBe(
      '股四头肌NMES治疗，每日两次，持续2周',
    );
    expect(planZh('TENS therapy on the left upper limb starting on the 3rd day after surgery')).toBe(
      '左上肢TENS治疗，自手术后第3天开始',
    );
    // An event or a site no rule reads leaves the plan to the marked quote.
    expect(planZh('daily EMS sessions starting from the second day after frobnication')).toBeNull();
    expect(planZh('daily EMS sessions until recovery')).toBeNull();
    expect(planZh('daily EMS sessions of both frobnicators')).toBeNull();
  });

  it('writes nothing when any word is not read (the caller keeps the marked quote)', () => {
    expect(planZh('infusion of drugx (3 mg/kg) over 10 min')).toBeNull();
    expect(planZh('vitamin D supplements for 6 weeks according to the protocol')).toBeNull();
    expect(planZh('the control group')).toBeNull();
    expect(planZh('up to two infusions of ibutilide (1 mg each in 100 mL normal saline)')).toBeNull();
  });
});

describe('planEn', () => {
  it('writes a Chinese plan in English from its parts', () => {
    expect(planEn('维纳卡兰（3 mg/kg）静脉输注10分钟，随后15分钟后再输注2 mg/kg')).toBe(
      'vernakalant 3 mg/kg by intravenous infusion over 10 min, then a second infusion 2 mg/kg 15 min later',
    );
    expect(planEn('恩格列净10 mg，每日一次，持续12周')).toBe('empagliflozin 10 mg once daily for 12 weeks');
    expect(planEn('安慰剂')).toBe('placebo');
  });

  it('writes nothing when a part is unknown', () => {
    expect(planEn('某药（3 mg/kg）静脉输注10分钟')).toBeNull();
    expect(planEn('infusion of placebo')).toBeNull();
  });
});

describe('planOutText', () => {
  it('falls back to the marked source words', () => {
    expect(planOutText('the control group (n=434)', 'zh-cn')).toBe('原文：“the control group (n=434)”');
    expect(planOutText('某药每日一次', 'en')).toBe('Original: "某药每日一次"');
    expect(planOutText('infusion of placebo over 10 min', 'en')).toBe('infusion of placebo over 10 min');
  });
});

describe("a placebo or sham on the active arm's schedule", () => {
  const active =
    'infusion of vernakalant (3 mg/kg) over 10 min, then a second infusion (2 mg/kg) 15 min later';
  it('reads "same schedule" when the read schedules are equal or the source says matching', () => {
    const placebo = 'infusion of placebo over 10 min, then a second infusion 15 min later';
    expect(armPlanOutText(placebo, [active], 'zh-cn')).toBe('安慰剂，方案相同');
    expect(armPlanOutText(placebo, [active], 'en')).toBe('Placebo, same schedule');
    expect(mirroredAgent('flexibly dosed placebo', ['flexibly dosed aripiprazole (1–15 mg/day)'])).toBe(
      'placebo',
    );
    expect(mirroredAgent('placebo supplements for 6 weeks', ['vitamin D supplements for 6 weeks'])).toBe(
      'placebo',
    );
    expect(mirroredAgent('matching placebo', ['empagliflozin 10 mg once daily'])).toBe('placebo');
    expect(
      armPlanOutText('sham stimulation daily for 2 weeks', ['EMS sessions daily for 2 weeks'], 'zh-cn'),
    ).toBe('假干预，方案相同');
  });

  it('keeps the plan when the schedules differ, a dose is given, or an arm cannot be read', () => {
    const placebo = 'infusion of placebo over 20 min, then a second infusion 15 min later';
    expect(mirroredAgent(placebo, [active])).toBeNull();
    expect(armPlanOutText(placebo, [active], 'zh-cn')).toBe('安慰剂输注20分钟；15分钟后再输注');
    expect(mirroredAgent('placebo twice daily', ['metformin 500 mg once daily'])).toBeNull();
    // A comparator with a dose of its own is no placebo.
    expect(
      mirroredAgent('the placebo group (receiving 500 mg magnesium oxide daily)', [
        'empagliflozin (25 mg/day)',
      ]),
    ).toBeNull();
    // Nothing to compare: a bare placebo, no other plan, or another arm's plan not read.
    expect(mirroredAgent('placebo', ['metformin 500 mg once daily'])).toBeNull();
    expect(mirroredAgent('placebo once daily', [])).toBeNull();
    expect(mirroredAgent('placebo once daily', ['drugx 5 mg once daily'])).toBeNull();
    // Every other arm must share the schedule.
    expect(
      mirroredAgent('placebo once daily', ['metformin 500 mg once daily', 'metformin 500 mg twice daily']),
    ).toBeNull();
  });
});
