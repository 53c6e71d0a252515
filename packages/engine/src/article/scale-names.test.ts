import { describe, expect, it } from 'vitest';
import { endpointPhraseZh } from './endpoint-phrases';
import { scaleZh } from './scale-names';

describe('scaleZh', () => {
  it('names a known scale by its full name, its abbreviation or both', () => {
    expect(scaleZh('Modified Rankin Scale')).toBe('改良Rankin量表');
    expect(scaleZh('the modified Rankin scale (mRS)')).toBe('改良Rankin量表（mRS）');
    expect(scaleZh('NIHSS')).toBe('美国国立卫生研究院卒中量表');
    expect(scaleZh('NIHSS score')).toBe('美国国立卫生研究院卒中量表评分');
    expect(scaleZh('SOFA score')).toBe('序贯器官衰竭评估评分');
    expect(scaleZh('Montgomery–Åsberg Depression Rating Scale (MADRS)')).toBe(
      '蒙哥马利-艾森贝格抑郁评定量表（MADRS）',
    );
    expect(scaleZh('MADRS total score')).toBe('蒙哥马利-艾森贝格抑郁评定量表总分');
    expect(scaleZh('Beck Depression Inventory')).toBe('贝克抑郁量表');
    expect(scaleZh('Kansas City Cardiomyopathy Questionnaire')).toBe('堪萨斯城心肌病问卷');
  });

  it('reads "ABBR (name) score" and "name (ABBR, note) score" as one instrument', () => {
    expect(scaleZh('CGI-S (Clinical Global Impression-Severity of Illness scale) score')).toBe(
      '临床总体印象-严重程度评分',
    );
    expect(scaleZh("the Children's Yale-Brown Obsessive–Compulsive Scale (CY-BOCS) score [17]")).toBe(
      '儿童耶鲁-布朗强迫量表评分',
    );
    // A note that narrows the measure is not dropped: the source's words stay.
    expect(
      scaleZh("Children's Yale-Brown Obsessive–Compulsive Scale (CY-BOCS, compulsion scale only) score"),
    ).toBeNull();
  });

  it('keeps the abbreviation of a scale the glossary lacks, with its kind in Chinese', () => {
    expect(scaleZh('XYZ-Q questionnaire')).toBe('XYZ-Q问卷');
    expect(scaleZh('Wexford Memory Scale (WMS-R)')).toBe('WMS-R量表');
    expect(scaleZh('ABC-J irritability subscale')).toBeNull();
  });

  it('gives null for an English name it cannot render, never the bare words', () => {
    expect(scaleZh('Wexford Memory Scale')).toBeNull();
    expect(scaleZh('quality of care score')).toBeNull();
    expect(scaleZh('')).toBeNull();
  });
});

describe('endpointPhraseZh with scales and composites', () => {
  it('puts a named scale into the endpoint structures', () => {
    expect(endpointPhraseZh('change from baseline in NIHSS score')).toBe(
      '美国国立卫生研究院卒中量表评分较基线的变化',
    );
    expect(endpointPhraseZh('SOFA score at 7 days')).toBe('7天时的序贯器官衰竭评估评分');
    expect(endpointPhraseZh('change from baseline in CDRS-R total score at week 8')).toBe(
      '第8周时儿童抑郁评定量表修订版总分较基线的变化',
    );
    // One form of the abbreviation: its expansion, which names a scale (decision 0082).
    expect(
      endpointPhraseZh(
        'the mean changes in the CGI-S (Clinical Global Impression-Severity of Illness scale) score',
      ),
    ).toBe('临床总体印象-严重程度量表评分的变化');
    expect(endpointPhraseZh('proportion of patients with functional independence at 90 days')).toBe(
      '90天时的功能独立的患者比例',
    );
  });

  it('joins "death or X" composites and keeps the source when a part is unknown', () => {
    expect(endpointPhraseZh('death or severe disability')).toBe('死亡或重度残疾');
    expect(endpointPhraseZh('death from any cause or hospitalization for heart failure')).toBe(
      '任何原因导致的死亡或心力衰竭住院',
    );
    expect(endpointPhraseZh('death or a wholly unknown outcome')).toBeNull();
  });
});
