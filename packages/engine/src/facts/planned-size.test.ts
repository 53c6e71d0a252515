import { describe, expect, it } from 'vitest';
import { extractPlannedN } from './planned-size';
import { contextFromText } from './testing/doc-from-text';

const planned = (text: string) => extractPlannedN(contextFromText(text));

describe('extractPlannedN', () => {
  it('reads a planned size stated in the future tense, as a plan or as a target', () => {
    expect(planned('Approximately 600 patients will be randomised in a 1:1 ratio.')?.value).toBe(600);
    expect(planned('A total of 1,200 eligible participants will be enrolled at 40 sites.')?.value).toBe(1200);
    expect(planned('We plan to enrol 240 patients over two years.')?.value).toBe(240);
    expect(planned('The trial aimed to recruit 120 participants.')?.value).toBe(120);
    expect(planned('The planned sample size was 300.')?.value).toBe(300);
    expect(planned('Target enrolment: 450 patients.')?.value).toBe(450);
  });

  it('reads the total of a sample size calculation', () => {
    const text =
      '## Statistical analysis\n\nAssuming a response rate of 30%, a sample size of 152 patients was required to detect a 20% difference with 80% power.';
    const found = planned(text);
    expect(found?.value).toBe(152);
    expect(found?.source.quote).toContain('152');
  });

  it('reads a protocol synopsis field under its own heading or in line', () => {
    const synopsis =
      '# Synopsis\n\n## Number of subjects\n\n600 (300 per arm)\n\n## Study duration\n\n36 months';
    expect(planned(synopsis)?.value).toBe(600);
    expect(planned('Sample size: 84 subjects in total.')?.value).toBe(84);
  });

  it('does not take a count per arm, an enrolled count or another study', () => {
    expect(planned('Forty patients per group will be enrolled.')).toBeNull();
    expect(planned('A sample size of 64 patients in each group was required.')).toBeNull();
    expect(planned('At a two-sided alpha of 0.05, 43 patients were required for each group.')).toBeNull();
    expect(planned('A total of 217 patients were randomised to vernakalant or placebo.')).toBeNull();
    expect(
      planned('## Introduction\n\nAn earlier trial planned to enrol 900 patients but stopped early.'),
    ).toBeNull();
    expect(planned('No sample size is stated here.')).toBeNull();
  });
});
