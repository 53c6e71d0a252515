import { describe, expect, it } from 'vitest';
import { doseUnitZh, groupZh, nameZh, phraseZh } from '../article/glossary';
import { endpointText, phraseText } from '../writer/output-text';
import { EFFECT_MEASURES, termZh } from './medical-terms';
import { layArmZh } from './primary-text';

describe('medical glossary', () => {
  it('names every effect measure and the common design terms in Chinese', () => {
    expect(EFFECT_MEASURES.HR.zh).toBe('风险比');
    expect(Object.values(EFFECT_MEASURES).every((m) => /\p{Script=Han}/u.test(m.zh))).toBe(true);
    expect(termZh('Confidence interval')).toBe('置信区间');
    expect(termZh('randomised')).toBe('随机');
    expect(termZh('placebo')).toBe('安慰剂');
    expect(termZh('no such term')).toBeNull();
  });

  it('translates names only when every word is known; otherwise keeps or quotes the source wording', () => {
    expect(nameZh('haloperidol 1 mg')).toBe('氟哌啶醇1 mg');
    expect(nameZh('EOC (epirubicin, oxaliplatin, and capecitabine)')).toBe(
      'EOC（表柔比星、奥沙利铂和卡培他滨）',
    );
    expect(nameZh('Genoss DES™')).toBe('Genoss DES™');
    expect(nameZh('patient empowerment through information booklet')).toBe(
      '“patient empowerment through information booklet”',
    );
    expect(endpointText('efficacy: overall survival', 'zh-cn')).toBe('总生存期');
    expect(endpointText('conversion to sinus rhythm within 90 min', 'zh-cn')).toBe(
      '原文：“conversion to sinus rhythm within 90 min”',
    );
    expect(endpointText('efficacy: conversion to sinus rhythm', 'en')).toBe('conversion to sinus rhythm');
    expect(phraseText('geographic region', 'zh-cn')).toBe('地理区域');
  });

  it('renders an endpoint from its parts (measure, timepoint, population) only when each part is known', () => {
    expect(endpointText('late lumen loss at 9 months', 'zh-cn')).toBe('9个月时的晚期管腔丢失');
    expect(endpointText('overall survival at 12-month follow-up', 'zh-cn')).toBe('随访12个月时的总生存期');
    expect(endpointText('myocardial infarction within 30 days', 'zh-cn')).toBe('30天内的心肌梗死');
    expect(endpointText('progression-free survival at week 24', 'zh-cn')).toBe('第24周时的无进展生存期');
    expect(endpointText('overall survival in the intention-to-treat population', 'zh-cn')).toBe(
      '意向性治疗人群中的总生存期',
    );
    // An unknown part keeps the whole endpoint as the source's marked words, never half-translated.
    expect(endpointText('late lumen loss at 9-month quantitative angiography follow-up', 'zh-cn')).toBe(
      '原文：“late lumen loss at 9-month quantitative angiography follow-up”',
    );
    expect(endpointText('myocardial infarction (MI)', 'zh-cn')).toBe('心肌梗死');
  });

  it('writes a dose after the drug, daily doses the Chinese way, numbers as printed', () => {
    expect(phraseZh('1–15 mg/day aripiprazole')).toBe('阿立哌唑（1–15 mg/日）');
    expect(phraseZh('empagliflozin (10 mg/daily)')).toBe('恩格列净（10 mg，每日一次）');
    expect(phraseZh('fluoxetine (20 mg/d)')).toBe('氟西汀（20 mg/日）');
    expect(doseUnitZh('mg/kg/day')).toBe('mg/kg/日');
    // Units whose daily form the number check cannot read both ways stay as printed.
    expect(doseUnitZh('g/day')).toBe('g/day');
    expect(groupZh('阿立哌唑（1–15 mg/日）')).toBe('阿立哌唑组（1–15 mg/日）');
  });

  it('quotes any untranslated English name; codes, acronyms and trade names stay bare', () => {
    expect(nameZh('lattice-tip')).toBe('“lattice-tip”');
    expect(nameZh('ABC-123')).toBe('ABC-123');
    expect(nameZh('Promus Element™')).toBe('Promus Element™');
    expect(phraseText('enrollment substudy', 'zh-cn')).toBe('原文：“enrollment substudy”');
  });

  it('names an arm for patients without quoting source words', () => {
    expect(layArmZh('investigational (lattice-tip)', '第一组')).toBe('试验组');
    expect(layArmZh('basic intervention', '第一组')).toBe('第一组');
    expect(layArmZh('vernakalant', '第一组')).toBe('维纳卡兰组');
  });
});
