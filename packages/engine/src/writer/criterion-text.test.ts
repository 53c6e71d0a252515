import { describe, expect, it } from 'vitest';
import { criterionZh } from './criterion-text';

describe('eligibility facts in Chinese', () => {
  it('reads age ranges and lower bounds in their usual wordings', () => {
    expect(criterionZh('Included patients were adults aged 18–85 years with recent-onset AF.')).toBe(
      '年龄18–85岁',
    );
    // The source's dash is kept, words become 至 (the number check compares numbers as printed).
    expect(criterionZh('patients between 20 and 80 years of age')).toBe('年龄20岁至80岁');
    expect(criterionZh('Patients were eligible if they were 18 to 80 years of age with T2D')).toBe(
      '年龄18岁至80岁',
    );
    expect(criterionZh('aged 18-75 years')).toBe('年龄18-75岁');
    expect(criterionZh('Eligible patients were aged 18 years or older; had confirmed disease')).toBe(
      '年龄≥18岁',
    );
    expect(criterionZh('Eligible patients were 70 years or older')).toBe('年龄≥70岁');
    expect(criterionZh('We included patients aged ≥ 70 years and a score > 1.')).toBe('年龄≥70岁');
    expect(criterionZh('Patients ≥18 years of age with HFrEF')).toBe('年龄≥18岁');
  });

  it('reads performance status, prior treatment, organ function, life expectancy and consent', () => {
    expect(
      criterionZh(
        'To be eligible, patients were required to have a WHO performance status of 0 or 1 and adequate cardiac, liver, renal, and bone marrow function.',
      ),
    ).toBe('WHO体能状态评分0或1分；心脏、肝、肾、骨髓功能良好');
    expect(criterionZh('ECOG performance status of 0–2')).toBe('ECOG体能状态评分0–2分');
    expect(criterionZh('ECOG PS ≤1')).toBe('ECOG体能状态评分≤1分');
    expect(criterionZh('Karnofsky performance status 70 to 100')).toBe('Karnofsky体能状态评分70分至100分');
    expect(criterionZh('Only untreated patients were eligible.')).toBe('既往未接受过治疗');
    expect(criterionZh('no prior systemic therapy for advanced disease')).toBe('既往未接受过系统治疗');
    expect(criterionZh('life expectancy of at least 3 months')).toBe('预期生存期≥3个月');
    expect(
      criterionZh(
        'Inclusion criteria were: written informed consent, age ≥18 years, diagnosed with depression',
      ),
    ).toBe('签署知情同意书；年龄≥18岁');
  });

  it('answers null when the sentence holds none of these facts', () => {
    expect(
      criterionZh('Inclusion criteria were the presence of stable angina or silent ischemia.'),
    ).toBeNull();
    expect(criterionZh('Female patients were eligible if they were not pregnant or lactating.')).toBeNull();
    // A duration is not an age.
    expect(criterionZh('treatment for 12 weeks or longer')).toBeNull();
  });
});
