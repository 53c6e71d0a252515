import { describe, expect, it } from 'vitest';
import { labelsFor } from './labels';

describe('labels.design', () => {
  const zh = labelsFor('zh-cn');
  const en = labelsFor('en');

  it('shows each part of the design in the output language', () => {
    expect(zh.design('parallel')).toBe('平行对照');
    expect(zh.design('parallel, three arms')).toBe('平行对照，三组');
    expect(en.design('parallel, three arms')).toBe('Parallel-group, three arms');
    expect(zh.design('2x2 factorial')).toBe('2x2析因设计');
  });

  it('says a cluster trial is one, with its clusters, and a re-analysis is one', () => {
    expect(zh.design('cluster randomised (82 shops, 42 to the intervention)')).toBe(
      '整群随机（82个群，其中42个为干预组）',
    );
    expect(en.design('cluster randomised (82 shops, 42 to the intervention)')).toBe(
      'Cluster-randomised (82 shops, 42 intervention)',
    );
    expect(en.design('secondary analysis of a randomised trial, parallel')).toBe(
      'Secondary analysis, Parallel-group',
    );
    expect(zh.design('cluster randomised (GP level)')).toBe('整群随机（以GP为单位）');
    expect(zh.design('secondary analysis of a randomised trial, parallel')).toBe(
      '随机对照试验的二次分析，平行对照',
    );
    expect(zh.design('post hoc analysis of a randomised trial')).toBe('随机对照试验的事后分析');
  });
});
