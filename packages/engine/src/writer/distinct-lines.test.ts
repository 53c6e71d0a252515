import { describe, expect, it } from 'vitest';
import { distinctLines } from './distinct-lines';

const texts = (lines: string[]) => distinctLines(lines.map((text) => ({ text }))).map((l) => l.text);

describe('distinctLines', () => {
  it('shows a phrase two source sentences render alike once', () => {
    expect(texts(['既往未接受过治疗', '既往未接受过治疗', 'WHO体能状态评分0–2分'])).toEqual([
      '既往未接受过治疗',
      'WHO体能状态评分0–2分',
    ]);
    expect(texts(['Untreated disease.', 'untreated disease', 'ECOG 0–1'])).toEqual([
      'Untreated disease.',
      'ECOG 0–1',
    ]);
  });

  it('keeps the fuller of two lines where one repeats the other, in the first place', () => {
    expect(texts(['既往未接受过治疗', '年龄≥18岁', '既往未接受过系统治疗'])).toEqual([
      '既往未接受过治疗',
      '年龄≥18岁',
      '既往未接受过系统治疗',
    ]);
    expect(texts(['Age ≥18 years', 'Untreated', 'Age ≥18 years; ECOG 0–1'])).toEqual([
      'Age ≥18 years; ECOG 0–1',
      'Untreated',
    ]);
    expect(texts(['Age ≥18 years; ECOG 0–1', 'ECOG 0–1'])).toEqual(['Age ≥18 years; ECOG 0–1']);
  });

  it('keeps distinct lines and their order, and drops empty ones', () => {
    expect(texts(['A 1', '', 'B 2', 'C 3'])).toEqual(['A 1', 'B 2', 'C 3']);
    expect(texts(['ECOG 0–1', 'ECOG 0–12 weeks'])).toEqual(['ECOG 0–1', 'ECOG 0–12 weeks']);
  });
});
