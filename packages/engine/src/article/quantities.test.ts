import { describe, expect, it } from 'vitest';
import { groupZh, phraseZh, quantityZh } from './glossary';
import { durationZh, groupLabelZh } from './quantities';

describe('durations and schedules in Chinese', () => {
  it('renders a number and its unit, ranges and number words', () => {
    expect(durationZh('4 weeks')).toBe('4周');
    expect(durationZh('21 days')).toBe('21天');
    expect(durationZh('1 year')).toBe('1年');
    expect(durationZh('12 Months')).toBe('12个月');
    expect(durationZh('3–6 months')).toBe('3–6个月');
    expect(durationZh('2 to 4 hours')).toBe('2–4小时');
    expect(durationZh('three weeks')).toBe('3周');
    expect(durationZh('28-day')).toBe('28天');
    expect(durationZh('90 min')).toBe('90分钟');
  });

  it('renders schedules and cycle lengths', () => {
    expect(durationZh('every 3 weeks')).toBe('每3周');
    expect(durationZh('every three weeks')).toBe('每3周');
    expect(durationZh('once every 2 weeks')).toBe('每2周一次');
    expect(durationZh('every week')).toBe('每周');
    expect(durationZh('every month')).toBe('每月');
    expect(durationZh('every 6 months')).toBe('每6个月');
    expect(durationZh('28-day cycles')).toBe('28天为一周期');
    expect(durationZh('a 21-day cycle')).toBe('21天为一周期');
    expect(durationZh('3-weekly cycles')).toBe('3周为一周期');
    expect(durationZh('cycles of 14 days')).toBe('14天为一周期');
  });

  it('renders the bounds of a duration', () => {
    expect(durationZh('up to 24 months')).toBe('最长24个月');
    expect(durationZh('for up to 2 years')).toBe('最长2年');
    expect(durationZh('at least 6 months')).toBe('至少6个月');
    expect(durationZh('within 30 days')).toBe('30天内');
    expect(durationZh('for 12 weeks')).toBe('持续12周');
    expect(durationZh('approximately 5 years')).toBe('约5年');
  });

  it('answers null outside the grammar (the caller keeps the source words)', () => {
    expect(durationZh('until disease progression')).toBeNull();
    expect(durationZh('4 tablets')).toBeNull();
    expect(durationZh('every patient')).toBeNull();
    expect(durationZh('weeks')).toBeNull();
    expect(durationZh('')).toBeNull();
  });
});

describe('group labels in Chinese', () => {
  it('names lettered and numbered groups, arms and cohorts', () => {
    expect(groupLabelZh('group A')).toBe('A组');
    expect(groupLabelZh('groups C + D')).toBe('C组+D组');
    expect(groupLabelZh('Groups A+B')).toBe('A组+B组');
    expect(groupLabelZh('arms 1 and 2')).toBe('1组和2组');
    expect(groupLabelZh('groups A, B and C')).toBe('A组、B组和C组');
    expect(groupLabelZh('arm B vs C')).toBe('B组与C组');
    expect(groupLabelZh('cohort II')).toBe('II队列');
  });

  it('answers null for groups named by words', () => {
    expect(groupLabelZh('group therapy')).toBeNull();
    expect(groupLabelZh('control group')).toBeNull();
    expect(groupLabelZh('groups')).toBeNull();
  });
});

describe('the glossary renders them inside phrases', () => {
  it('translates durations, schedules, groups and the factors age group and country', () => {
    expect(phraseZh('every 3 weeks')).toBe('每3周');
    expect(phraseZh('28-day cycles')).toBe('28天为一周期');
    expect(quantityZh('4 weeks')).toBe('4周');
    expect(phraseZh('groups C + D')).toBe('C组+D组');
    // A group label is already a group: "组" is not added twice.
    expect(groupZh(phraseZh('groups C + D')!)).toBe('C组+D组');
    expect(phraseZh('age group')).toBe('年龄组');
    expect(phraseZh('country')).toBe('国家');
    expect(phraseZh('until disease progression')).toBeNull();
  });
});
