import { describe, expect, it } from 'vitest';
import { planOutText } from './output-text';
import { planEn, planZh } from './plan-text';

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
