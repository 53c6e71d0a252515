import { describe, expect, it } from 'vitest';
import { endpointPhraseZh } from './endpoint-phrases';

describe('endpointPhraseZh', () => {
  it('renders the common endpoint structures from known parts', () => {
    expect(endpointPhraseZh('change from baseline in systolic blood pressure')).toBe('收缩压较基线的变化');
    expect(endpointPhraseZh('change in 24-hour urinary volume from baseline')).toBe('24小时尿量较基线的变化');
    // "第6周" would read as a 6-week quantity to the number check: the source's words stay.
    expect(endpointPhraseZh('change in 24-hour urinary volume from baseline to week 6')).toBeNull();
    expect(endpointPhraseZh('the mean changes in body weight')).toBe('体重的变化');
    expect(endpointPhraseZh('time to first hospitalization for heart failure')).toBe(
      '至首次心力衰竭住院的时间',
    );
    expect(endpointPhraseZh('Time to sinus rhythm')).toBe('至窦性心律的时间');
    expect(endpointPhraseZh('the proportion of patients with major bleeding')).toBe('大出血的患者比例');
    expect(endpointPhraseZh('number of patients reporting pain')).toBe('疼痛的患者数');
    expect(endpointPhraseZh('incidence of atrial fibrillation')).toBe('心房颤动发生率');
    expect(endpointPhraseZh('post-operative pain scores')).toBe('术后疼痛评分');
    expect(endpointPhraseZh('resection rates')).toBe('切除率');
  });

  it('joins composite endpoints and keeps abbreviations with their Chinese names', () => {
    expect(endpointPhraseZh('myocardial infarction, stroke and all-cause death')).toBe(
      '心肌梗死、卒中和全因死亡',
    );
    expect(endpointPhraseZh('stroke or transient ischemic attack')).toBe('卒中或短暂性脑缺血发作');
    expect(endpointPhraseZh('incidence of AF (atrial fibrillation)')).toBe('AF（心房颤动）发生率');
  });

  it('places timepoints the Chinese way', () => {
    expect(endpointPhraseZh('stent thrombosis during 9 months of follow-up')).toBe(
      '随访9个月期间的支架内血栓形成',
    );
    expect(endpointPhraseZh('the absolute change in cognitive performance at 2 years')).toBeNull();
    expect(endpointPhraseZh('quality of life at 12 months')).toBe('12个月时的生活质量');
    expect(endpointPhraseZh('serum creatinine after 26 weeks')).toBe('26周后的血清肌酐');
  });

  it('gives null when any part is unknown, never half a translation', () => {
    expect(endpointPhraseZh('change in ABC-J irritability subscale score')).toBeNull();
    expect(endpointPhraseZh('time to something unusual')).toBeNull();
    expect(endpointPhraseZh('myocardial infarction and a wholly unknown outcome')).toBeNull();
    expect(endpointPhraseZh('as follows')).toBeNull();
    expect(endpointPhraseZh('')).toBeNull();
  });
});
