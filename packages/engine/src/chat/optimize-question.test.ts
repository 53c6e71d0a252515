import { describe, expect, it } from 'vitest';
import { optimizeQuestionOffline, rewriteKeepsProblems } from './optimize-question';

describe('optimizeQuestionOffline', () => {
  it('tidies spaces, spells out glossary abbreviations at first use and names "this study"', () => {
    const out = optimizeQuestionOffline({
      question: '  What was the  OS and PFS HR in this study?\n\n\n\nAnd OS again ',
      trialName: 'REAL3',
    });
    expect(out.optimized).toBe(
      'What was the OS (overall survival) and PFS (progression-free survival) HR (hazard ratio) in the REAL3 study?\n\nAnd OS again',
    );
    expect(out.changes.map((c) => c.kind)).toEqual(['trimmed', 'expanded', 'expanded', 'expanded', 'named']);
    expect(out.changes.find((c) => c.kind === 'named')).toEqual({
      kind: 'named',
      from: 'this study',
      to: 'the REAL3 study',
    });
  });

  it('leaves a spelled-out abbreviation, a named trial and a question without either alone', () => {
    const q = 'What was overall survival (OS) in the REAL3 trial?';
    expect(optimizeQuestionOffline({ question: q, trialName: 'REAL3' })).toEqual({
      optimized: q,
      changes: [],
    });
    const plain = 'Which dose was used?';
    expect(optimizeQuestionOffline({ question: plain, trialName: null })).toEqual({
      optimized: plain,
      changes: [],
    });
  });

  it('names a Chinese "该研究" and keeps "this study" without a known trial name', () => {
    expect(
      optimizeQuestionOffline({ question: '该研究的主要终点是什么？', trialName: 'KEYNOTE-189' }).optimized,
    ).toBe('KEYNOTE-189研究的主要终点是什么？');
    expect(optimizeQuestionOffline({ question: 'Who funded this study?' }).optimized).toBe(
      'Who funded this study?',
    );
  });

  it('takes the caller glossary over the built-in one', () => {
    const out = optimizeQuestionOffline({
      question: 'Was AF converted?',
      glossary: new Map([['AF', 'atrial fibrillation']]),
    });
    expect(out.optimized).toBe('Was AF (atrial fibrillation) converted?');
  });
});

describe('rewriteKeepsProblems', () => {
  const original = 'Did pembrolizumab in KEYNOTE-189 improve OS at 24·1 months vs Cisplatin?';
  it('accepts a rewrite that keeps every number and name (decimal marks and case aside)', () => {
    expect(
      rewriteKeepsProblems(
        original,
        'In the KEYNOTE-189 trial, did pembrolizumab improve overall survival (OS) at 24.1 months compared with cisplatin?',
      ),
    ).toEqual([]);
  });
  it('names each dropped number, dropped name and invented number', () => {
    expect(
      rewriteKeepsProblems(
        original,
        'Did pembrolizumab improve overall survival at 12 months versus cisplatin?',
      ),
    ).toEqual([
      'dropped the number 189',
      'dropped the number 24.1',
      'added the number 12',
      'dropped "keynote-189"',
      'dropped "os"',
    ]);
  });
});

describe('rewriteKeepsProblems with context', () => {
  it('allows the numbers of what the model was told (the trial name), and no others', () => {
    const q = 'OS at 24 months in this study?';
    expect(rewriteKeepsProblems(q, 'OS at 24 months in the ALPHA-1 trial?', 'ALPHA-1')).toEqual([]);
    expect(rewriteKeepsProblems(q, 'OS at 24 months in the ALPHA-1 trial?')).toEqual(['added the number 1']);
  });
});

describe('optimizeQuestionOffline in Chinese', () => {
  it('spells abbreviations out in Chinese with full-width brackets', () => {
    const out = optimizeQuestionOffline({ question: '该研究的OS和HR是多少？', trialName: 'ALPHA-1' });
    expect(out.optimized).toBe('ALPHA-1研究的OS（总生存期）和HR（风险比）是多少？');
    expect(out.changes.filter((c) => c.kind === 'expanded').map((c) => c.to)).toEqual([
      'OS（总生存期）',
      'HR（风险比）',
    ]);
  });
});
