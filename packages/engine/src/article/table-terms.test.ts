import { describe, expect, it } from 'vitest';
import { phraseZh } from './glossary';
import { isLabelCell, tableLabelZh, tableTermZh } from './table-terms';

describe('tableTermZh', () => {
  it('renders column headers of arms with their n, keeping the n exactly', () => {
    expect(tableTermZh('Placebo (N=68)', 'header')).toBe('安慰剂组 (N=68)');
    expect(tableTermZh('Vernakalant (n = 129)', 'header')).toBe('维纳卡兰组 (n = 129)');
    expect(tableTermZh('Empagliflozin n = 43', 'header')).toBe('恩格列净组 (n = 43)');
    expect(tableTermZh('Placebo', 'header')).toBe('安慰剂组');
  });

  it('renders statistics, grades, visits and counting notes', () => {
    expect(tableTermZh('Hazard Ratio (95% CI)', 'header')).toBe('风险比 (95% CI)');
    expect(tableTermZh('P value', 'header')).toBe('P值');
    expect(tableTermZh('n (%)')).toBe('n（%）');
    expect(tableTermZh('Grade ≥3')).toBe('≥3级');
    expect(tableTermZh('Grade 3–4')).toBe('3–4级');
    expect(tableTermZh('Any')).toBe('任何');
    expect(tableTermZh('Week 26', 'header')).toBe('第26周');
    expect(tableTermZh('Male sex, n (%)')).toBe('男性，n（%）');
    expect(tableTermZh('Age (years)')).toBe('年龄（岁）');
    expect(tableTermZh('Median (IQR)')).toBe('中位（IQR）');
  });

  it('renders row labels of events and endpoints without turning them into groups', () => {
    expect(tableTermZh('Adverse event')).toBe('不良事件');
    expect(tableTermZh('Any SAE')).toBe('任何严重不良事件');
    expect(tableTermZh('Somnolence')).toBe('嗜睡');
    expect(tableTermZh('Grade ≥3 neutropenia')).toBe('≥3级中性粒细胞减少');
    expect(tableTermZh('Progression-free survival')).toBe('无进展生存期');
    expect(tableTermZh('Nausea')).toBe('恶心');
  });

  it('keeps a label with an unknown part whole, as printed (never half-translated)', () => {
    expect(tableTermZh('Frobnication index')).toBeNull();
    expect(tableTermZh('Placebo (blinded tablets)', 'header')).toBeNull();
    expect(tableLabelZh('Frobnication index')).toBe('Frobnication index');
    expect(tableTermZh('无进展生存期')).toBeNull();
    expect(tableTermZh('45 (66.2)')).toBeNull();
    // An age band or a duration: 岁 or 年 is not known from the label alone.
    expect(tableTermZh('6–12 years')).toBeNull();
  });

  it('tells labels from value cells', () => {
    expect(isLabelCell('Placebo')).toBe(true);
    expect(isLabelCell('45 (66.2)')).toBe(false);
    expect(isLabelCell('0.62 (0.51–0.75)')).toBe(false);
  });
});

describe('phraseZh (arm and drug names with doses)', () => {
  it('renders drug INNs with their doses and ranges, numbers kept exactly', () => {
    expect(phraseZh('remifentanil 1 μg/kg')).toBe('瑞芬太尼1 μg/kg');
    expect(phraseZh('1–15 mg/day aripiprazole')).toBe('阿立哌唑（1–15 mg/日）');
    expect(phraseZh('intervention')).toBe('干预');
    expect(phraseZh('radiofrequency catheter ablation')).toBe('射频导管消融');
  });

  it('gives up on a name with an unknown word rather than half-translating it', () => {
    expect(phraseZh('basic intervention')).toBeNull();
    expect(phraseZh('remifentanil via frobnicator')).toBeNull();
  });
});
