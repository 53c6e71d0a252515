import { describe, expect, it } from 'vitest';
import { anchoredWindowZh, criteriaZh, lastingZh, oneForm } from './endpoint-parts';

const knownWords = (w: string) =>
  ['atrial fibrillation', 'sinus rhythm', 'fasting blood sugar', 'length of hospital stay'].includes(
    w.toLowerCase(),
  )
    ? 'known'
    : null;

describe('oneForm', () => {
  it('keeps the expansion when it is known, else the acronym', () => {
    expect(oneForm('conversion of AF (Atrial fibrillation) to SR (sinus rhythm)', knownWords)).toBe(
      'conversion of Atrial fibrillation to sinus rhythm',
    );
    expect(oneForm('fasting blood sugar (FBS) at week 4', knownWords)).toBe('fasting blood sugar at week 4');
    expect(oneForm('postoperative length of hospital stay (LOS)', knownWords)).toBe(
      'postoperative length of hospital stay',
    );
    expect(oneForm('change in IL-6 (interleukin 6)', knownWords)).toBe('change in IL-6');
    expect(oneForm('the Hamster Frobnication Index (HFI)', knownWords)).toBe('the HFI');
  });

  it('leaves a bracket that is not an expansion', () => {
    expect(oneForm('curative (R0) resection rates', knownWords)).toBe('curative (R0) resection rates');
    expect(oneForm('urinary sodium (mmol/L and mmol/d)', knownWords)).toBe(
      'urinary sodium (mmol/L and mmol/d)',
    );
    expect(oneForm('response (CGI-I ≤ 2)', knownWords)).toBe('response (CGI-I ≤ 2)');
  });
});

describe('windows, durations and criteria', () => {
  it('counts a window from its reference point', () => {
    expect(anchoredWindowZh('within 90 min of the start of drug infusion')).toBe('药物输注开始后90分钟内');
    expect(anchoredWindowZh('at 90 min after first drug exposure')).toBe('首次接触药物后90分钟时');
    expect(anchoredWindowZh('at 24 h after the first dose')).toBe('首次给药后24小时');
    expect(anchoredWindowZh('within 30 days of randomization')).toBe('随机分组后30天内');
    expect(anchoredWindowZh('within 30 days of an unknown landmark')).toBeNull();
  });

  it('reads how long an event must last', () => {
    expect(lastingZh('for at least 1 min')).toBe('并持续至少1分钟');
    expect(lastingZh('lasting ≥30 minutes')).toBe('并持续至少30分钟');
    expect(lastingZh('for a while')).toBeNull();
  });

  it('names grading criteria with their printed version', () => {
    expect(criteriaZh('RECIST 1.0 criteria')).toBe('RECIST 1.0标准');
    expect(criteriaZh('RECIST version 1.1')).toBe('RECIST 1.1版');
    expect(criteriaZh('the Common Terminology Criteria for Adverse Events [version 3.0]')).toBe(
      '不良事件通用术语标准3.0版',
    );
    expect(criteriaZh('NCI-CTCAE version 4.03')).toBe('NCI-CTCAE 4.03版');
    expect(criteriaZh('local practice')).toBeNull();
  });
});
