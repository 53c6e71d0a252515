import { describe, expect, it } from 'vitest';
import { analyze, termFrequencies } from './analyze';

describe('analyze', () => {
  it('lower-cases, drops stopwords and possessives, and Porter-stems English words', () => {
    expect(analyze("The Patients' responses were running in the trial's arms")).toEqual([
      'patient',
      'respons',
      'were',
      'run',
      'trial',
      'arm',
    ]);
  });

  it('keeps numbers, decimals and digit-bearing ids as terms, splitting at hyphens like UAX #29', () => {
    expect(analyze('IL-6 fell 3.5 mg in 1,000 patients; HbA1c COVID-19')).toEqual([
      'il',
      '6',
      'fell',
      '3.5',
      'mg',
      '1,000',
      'patient',
      'hba1c',
      'covid',
      '19',
    ]);
  });

  it('folds compatibility forms (NFKC) so full-width letters and ligatures match plain ones', () => {
    expect(analyze('ＣＡＮＣＥＲ ﬁbrosis')).toEqual(analyze('cancer fibrosis'));
  });

  it('keeps non-Latin words unstemmed and whole', () => {
    expect(analyze('Лечение рака α-blocker')).toEqual(['лечение', 'рака', 'α', 'blocker']);
  });

  it('turns Chinese, Japanese and Korean runs into character bigrams, so a query word matches inside a sentence', () => {
    expect(analyze('知识库')).toEqual(['知识', '识库']);
    const doc = new Set(analyze('我们的知识库支持中文检索。東京都の図書館で検索する。한국어 검색엔진'));
    for (const query of ['知识库', '检索', '図書館', '검색']) {
      for (const term of analyze(query)) expect(doc.has(term)).toBe(true);
    }
    expect(analyze('猫')).toEqual(['猫']);
  });

  it('splits mixed CJK and Latin text at the script boundary', () => {
    expect(analyze('PD-1抑制剂 trials')).toEqual(['pd', '1', '抑制', '制剂', 'trial']);
  });

  it('does not stem or drop stopwords for a non-English language tag', () => {
    expect(analyze('the running dogs', { lang: 'de' })).toEqual(['the', 'running', 'dogs']);
  });

  it('gives nothing for punctuation or empty text', () => {
    expect(analyze('  — … !!! ')).toEqual([]);
    expect(analyze('')).toEqual([]);
  });

  it('counts term frequencies', () => {
    expect([...termFrequencies(['a', 'b', 'a'])]).toEqual([
      ['a', 2],
      ['b', 1],
    ]);
  });
});
