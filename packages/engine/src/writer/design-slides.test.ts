import { type Arm, measureText } from '@prowrite/contracts';
import { describe, expect, it } from 'vitest';
import { inclusionSlide, planText, primaryEndpointLine, shownPatientLines } from './design-slides';
import { labelsFor } from './labels';
import { emptyFacts, trialFacts } from './testing/trial-facts';

const source = { file_id: 'f', page: 2, quote: 'q' };
const arm = (name: string, plan: string): Arm => ({
  label: 'A',
  n: null,
  name: { value: name, source },
  plan: { value: plan, source },
});

describe('planText', () => {
  it('shows a plan that says more than the arm name', () => {
    expect(planText(arm('remifentanil', 'remifentanil 1 μg/kg over 30 s'))).toBe(
      'remifentanil 1 μg/kg over 30 s',
    );
  });

  it('leaves out a plan that only repeats the arm name, or one clipped mid-phrase', () => {
    expect(planText(arm('Placebo', 'placebo (n = 68)'))).toBeNull();
    expect(planText(arm('remifentanil', 'remifentanil 1 μg/kg. *P < 0.05 compared with'))).toBeNull();
  });
});

describe('primaryEndpointLine', () => {
  it('is the extracted endpoint, else the endpoint the primary result names, else null', () => {
    const f = trialFacts('f');
    expect(primaryEndpointLine(f)).toBe(f.primary_endpoint);
    const quote = 'The primary end-point was the IP-10 level at week 6 (p=0.01).';
    const line = primaryEndpointLine({
      ...f,
      primary_endpoint: null,
      primary_result: { endpoint: 'IP-10 level', arms: [], effect: null, source: { ...source, quote } },
    });
    expect(line?.value).toBe('IP-10 level');
    expect(line?.source.quote).toBe(quote);
    expect(primaryEndpointLine(emptyFacts())).toBeNull();
  });
});

describe('shownPatientLines', () => {
  it('leaves out a population line too long for its box as shown, keeping a shorter sourced one', () => {
    const f = trialFacts('f');
    const long =
      'Patients had a mean (± SD) age of 62.7 (±13.2) years, and a mean weight of 87.1 (±20.4) kg at baseline.';
    const facts = {
      ...f,
      patients_basic_info: [
        { value: long, source: f.patients_basic_info[0]!.source },
        ...f.patients_basic_info,
      ],
    };
    const lines = shownPatientLines(facts, labelsFor('en'), 76).map((l) => l.text);
    expect(lines).toContain('Median age was 61 years and 58% were men.');
    expect(lines).not.toContain(long);
    // With room for it, the long line is shown whole.
    expect(shownPatientLines(facts, labelsFor('en'), 200).map((l) => l.text)).toContain(long);
  });

  it('measures the Chinese line as shown (a marked quote is longer than its sentence)', () => {
    const f = trialFacts('f');
    for (const line of shownPatientLines(f, labelsFor('zh-cn'), 62))
      expect(measureText(line.text)).toBeLessThanOrEqual(62);
  });
});

describe('inclusionSlide', () => {
  const facts = () => ({
    ...emptyFacts(),
    inclusion_criteria: [{ value: 'aged 18–85 years', source }],
    exclusion_criteria: [
      { value: 'heart failure', source },
      { value: 'a QRS interval of more than 0.14 s without a pacemaker', source },
      { value: `renal disease ${'with a long qualifier '.repeat(30)}`, source },
    ],
  });
  const groups = (lang: 'zh-cn' | 'en', f = facts()) =>
    inclusionSlide({ fileId: 'f', fileName: 'p.pdf', facts: f }, labelsFor(lang))?.content.flatMap(
      (c) => c.long_text ?? [],
    );

  it('shows exclusion criteria under their own heading, whole, each with its source', () => {
    expect(groups('zh-cn')).toEqual([
      { group_title: '纳入标准', list: ['年龄18–85岁'] },
      {
        group_title: '排除标准',
        list: ['心力衰竭', 'QRS间期>0.14秒且无起搏器'],
      },
    ]);
    expect(groups('en')?.map((g) => g.group_title)).toEqual(['Inclusion criteria', 'Exclusion criteria']);
  });

  it('makes a slide of exclusion criteria alone, and none without criteria', () => {
    expect(groups('en', { ...facts(), inclusion_criteria: [] })?.map((g) => g.group_title)).toEqual([
      'Exclusion criteria',
    ]);
    expect(groups('en', emptyFacts())).toBeUndefined();
  });

  it('keeps exclusion criteria to the room one slide has, never cutting one', () => {
    const many = Array.from({ length: 20 }, (_, i) => ({
      value: `condition number ${i + 1} of a long list ${'with words '.repeat(8)}`.trim(),
      source,
    }));
    const list = groups('en', { ...facts(), exclusion_criteria: many })?.[1]?.list ?? [];
    expect(list.length).toBeGreaterThan(2);
    expect(list.length).toBeLessThan(many.length);
    expect(list.every((l, i) => l === many[i]!.value)).toBe(true);
  });
});
