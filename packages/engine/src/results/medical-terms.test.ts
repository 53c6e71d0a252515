import { describe, expect, it } from 'vitest';
import { nameZh } from '../article/glossary';
import { endpointText, phraseText } from '../writer/output-text';
import { EFFECT_MEASURES, termZh } from './medical-terms';

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
});
