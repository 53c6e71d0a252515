import { describe, expect, it } from 'vitest';
import { fieldProblems, type RewriteField } from './field-check';
import { numberViolations, valueKeysOf } from './number-guard';

const SOURCE = [
  'This study is registered with ClinicalTrials.gov, number NCT00989001.',
  '600 patients were randomly assigned (2:1) to Drug X or placebo.',
  'Median progression-free survival was 9·6 months with Drug X and 5·1 months with placebo',
  '(hazard ratio 0·62, 95% CI 0·51–0·75; p<0·0001).',
  'An objective response occurred in 59/129 (45.7%) patients given Drug X.',
].join('\n');
const sourced = valueKeysOf([SOURCE]);

const guard = (offline: string, rewritten: string, keepValues = false) =>
  numberViolations({ offline, rewritten, sourced, keepValues });

describe('numberViolations', () => {
  it('accepts a rewrite that prints the source values in another form', () => {
    expect(
      guard(
        'Median PFS 9.6 vs 5.1 months; HR 0.62 (95% CI 0.51–0.75; p<0.0001).',
        'Drug X extended median progression-free survival to 9·6 months from 5.1 months (HR 0.62, 95% CI 0.51 to 0.75; p<0.0001).',
        true,
      ),
    ).toEqual([]);
  });

  it('rejects a changed ratio even though its digits are printed elsewhere', () => {
    expect(guard('Patients were randomised 2:1.', 'Patients were randomised 3:1 to the two arms.')).toEqual([
      { rule: 'unsourced', value: '3:1' },
    ]);
  });

  it('keeps an NCT id whole: the same id passes, one changed digit does not', () => {
    expect(guard('Registered as NCT00989001.', 'The trial is registered as NCT00989001.')).toEqual([]);
    expect(guard('Registered as NCT00989001.', 'The trial is registered as NCT00989011.')).toEqual([
      { rule: 'unsourced', value: 'NCT00989011' },
    ]);
  });

  it('rejects a changed confidence interval', () => {
    expect(guard('HR 0.62 (95% CI 0.51–0.75).', 'The hazard ratio was 0.62 (95% CI 0.51–0.78).')).toEqual([
      { rule: 'unsourced', value: '0.51–0.78' },
    ]);
  });

  it('reads a percentage with its n/N whole: a changed count fails, the source one passes', () => {
    expect(guard('59/129 (45.7%) responded.', 'A response was seen in 59/129 (45.7%) patients.')).toEqual([]);
    expect(guard('59/129 (45.7%) responded.', 'A response was seen in 59/128 (45.7%) patients.')).toEqual([
      { rule: 'unsourced', value: '59/128 (45.7%)' },
    ]);
  });

  it('reads Chinese text: values with 个月 match the English source, a wrong one does not', () => {
    expect(
      guard(
        '原文：“Median progression-free survival was 9·6 months”',
        'Drug X组中位无进展生存期为9.6个月，安慰剂组为5.1个月（风险比0.62，95%置信区间0.51–0.75）。',
      ),
    ).toEqual([]);
    expect(guard('中位无进展生存期9.6个月。', 'Drug X组中位无进展生存期为9.8个月。')).toEqual([
      { rule: 'unsourced', value: '9.8个月' },
    ]);
  });

  it('rejects an invented number and ignores trivial ones (the CI level, a page, a single digit)', () => {
    expect(
      guard(
        '600 patients were randomised.',
        'Of 600 patients (see page 4), 3 arms; 412 completed the study.',
      ),
    ).toEqual([{ rule: 'unsourced', value: '412' }]);
  });

  it('in a text stating the primary result, every value of the offline text must stay', () => {
    const offline =
      '9.6 months with Drug X vs 5.1 months with placebo; HR 0.62 (95% CI 0.51–0.75; p<0.0001).';
    expect(guard(offline, 'Drug X prolonged progression-free survival (HR 0.62; p<0.0001).', true)).toEqual([
      { rule: 'dropped', value: '9.6 months' },
      { rule: 'dropped', value: '5.1 months' },
      { rule: 'dropped', value: '0.51–0.75' },
    ]);
    // Without the primary result the model may say less.
    expect(guard(offline, 'Drug X prolonged progression-free survival (HR 0.62; p<0.0001).')).toEqual([]);
  });
});

describe('fieldProblems', () => {
  const field = (offline: string, limit = 200): RewriteField => ({
    contentId: 'text_1',
    offline,
    limit,
    primaryValues: [],
  });

  it('refuses a text longer than the box the offline writer fitted to', () => {
    const problems = fieldProblems(
      field('Drug X was better.', 30),
      'Drug X was better than placebo in this trial.',
      sourced,
      'en',
    );
    expect(problems).toEqual([{ rule: 'too_long', detail: '45 characters, at most 30' }]);
  });

  it('refuses a cut text, an English sentence in Chinese output and an empty answer', () => {
    expect(
      fieldProblems(
        field('Drug X was better.'),
        'Drug X was better than placebo and the…',
        sourced,
        'en',
      ).map((p) => p.rule),
    ).toEqual(['cut']);
    expect(
      fieldProblems(
        field('原文：“Drug X was better.”'),
        '结论：Drug X was better than the placebo in this trial.',
        sourced,
        'zh-cn',
      ).map((p) => p.rule),
    ).toEqual(['language']);
    expect(fieldProblems(field('x'), '  ', sourced, 'en').map((p) => p.rule)).toEqual(['empty']);
  });

  it('in the text stating the primary result, its values stay as printed', () => {
    const primary = { ...field('9.6 months vs 5.1 months; HR 0.62.'), primaryValues: ['9.6', '5.1'] };
    expect(
      fieldProblems(primary, 'Median PFS was 9.6 months vs 5.1 months (HR 0.62).', sourced, 'en'),
    ).toEqual([]);
    // The same value in another form is the same value, but the checker reads the printed one.
    expect(
      fieldProblems(primary, 'Median PFS was 9·6 months vs 5.1 months (HR 0.62).', sourced, 'en'),
    ).toEqual([{ rule: 'dropped', detail: '9.6 of the result must be printed exactly so' }]);
  });

  it('accepts a fitting, whole, translated text with source numbers', () => {
    expect(
      fieldProblems(
        field('原文：“600 patients were randomly assigned (2:1).”'),
        '共600例患者按2:1随机分组。',
        sourced,
        'zh-cn',
      ),
    ).toEqual([]);
  });
});
