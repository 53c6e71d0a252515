import { describe, expect, it } from 'vitest';
import { endpointText } from '../writer/output-text';
import { endpointPhraseZh } from './endpoint-phrases';
import { endpointPhraseEn } from './endpoint-phrases-en';

describe('endpointPhraseEn (a Chinese endpoint in English output)', () => {
  it('reads the structures the Chinese writer uses, each part a glossary term', () => {
    const cases: [string, string][] = [
      ['总生存期', 'overall survival'],
      ['无进展生存期', 'progression-free survival'],
      ['收缩压较基线的变化', 'change from baseline in systolic blood pressure'],
      ['至首次心力衰竭住院的时间', 'time to first hospitalisation for heart failure'],
      ['从随机分组至死亡的时间', 'time from randomisation to death'],
      ['心房颤动发生率', 'incidence of atrial fibrillation'],
      ['大出血的患者比例', 'proportion of patients with major bleeding'],
      ['12个月时的生活质量', 'quality of life at 12 months'],
      ['心肌梗死、卒中和全因死亡', 'myocardial infarction, stroke and all-cause death'],
      ['卒中或短暂性脑缺血发作', 'stroke or transient ischaemic attack'],
    ];
    for (const [zh, en] of cases) expect(endpointPhraseEn(zh), zh).toBe(en);
  });

  it('round-trips what the Chinese writer composed', () => {
    for (const en of [
      'change from baseline in systolic blood pressure',
      'incidence of stroke',
      'time to first stroke',
      'change in 24-hour urinary volume from baseline to week 6',
      'fasting blood sugar at week 4',
      'change from baseline in HbA1c at month 12',
    ]) {
      const zh = endpointPhraseZh(en)!;
      expect(endpointPhraseEn(zh), zh).toBe(en);
    }
  });

  it('keeps an unknown Chinese endpoint as the marked source words', () => {
    expect(endpointPhraseEn('某种罕见指标的变化')).toBeNull();
    expect(endpointPhraseEn('')).toBeNull();
    expect(endpointText('某种罕见指标的变化', 'en')).toBe('Original: "某种罕见指标的变化"');
    expect(endpointText('总生存期', 'en')).toBe('overall survival');
    // Numbers stay as printed.
    expect(endpointText('24个月时的生活质量', 'en')).toBe('quality of life at 24 months');
  });
});
