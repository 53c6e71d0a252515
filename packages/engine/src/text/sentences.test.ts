import { describe, expect, it } from 'vitest';
import { clipQuote, findFlexible } from './quote';
import { isProse, splitSentences } from './sentences';

const texts = (text: string) => splitSentences(text).map((s) => text.slice(s.start, s.end));

describe('splitSentences', () => {
  it('splits at full stops before capitals and digits but not after abbreviations or decimals', () => {
    const text =
      'Smith et al. reported 1.5 mg. 494 (89%) patients had disease. See Fig. 2 for the e.g. case. Done.';
    expect(texts(text)).toEqual([
      'Smith et al. reported 1.5 mg.',
      '494 (89%) patients had disease.',
      'See Fig. 2 for the e.g. case.',
      'Done.',
    ]);
  });

  it('splits after a citation number glued to the full stop, not inside a decimal', () => {
    expect(texts('or valsartan.19 The addition was safe. HR was 1.37 The end.')).toEqual([
      'or valsartan.19',
      'The addition was safe.',
      'HR was 1.37 The end.',
    ]);
  });

  it('splits before a word with inner capitals such as mEOC+P', () => {
    expect(texts('p=0.013). mEOC+P was associated with rash.')).toEqual([
      'p=0.013).',
      'mEOC+P was associated with rash.',
    ]);
  });

  it('never joins across a blank line or a heading line', () => {
    expect(texts('Methods\nPatients were randomised\n\nResults were good')).toEqual([
      'Methods',
      'Patients were randomised',
      'Results were good',
    ]);
  });
});

describe('clipQuote', () => {
  it('keeps a short sentence whole', () => {
    const text = 'A short sentence with 42 in it.';
    expect(clipQuote(text, { start: 0, end: text.length }, 22, 24)).toEqual({ start: 0, end: text.length });
  });

  it('cuts a long sentence to the clauses around the value, within the limit', () => {
    const filler = 'word '.repeat(80);
    const text = `${filler}, the hazard ratio was 1.37 (95% CI 1.07–1.76), ${filler}.`;
    const at = text.indexOf('1.37');
    const span = clipQuote(text, { start: 0, end: text.length }, at, at + 4, 120);
    const quote = text.slice(span.start, span.end);
    expect(quote).toContain('1.37');
    expect(quote.length).toBeLessThanOrEqual(120);
    expect(text.includes(quote)).toBe(true);
  });
});

describe('findFlexible', () => {
  it('finds a phrase whatever the whitespace between its words', () => {
    const text = 'Title of the\npaper is here';
    const span = findFlexible(text, 'Title of the paper');
    expect(span && text.slice(span.start, span.end)).toBe('Title of the\npaper');
    expect(findFlexible(text, 'absent words')).toBeNull();
  });
});

describe('isProse', () => {
  it('rejects rules, dot leaders and number runs, and keeps sentences in English and Chinese', () => {
    expect(isProse('- - - - - - - - - - - - - - - - - - - - - - - - - - - - - - -')).toBe(false);
    expect(isProse('. . . . . . . . . . . . . . . . . . . . . . . . 12')).toBe(false);
    expect(isProse('0.93 0.71 1.21 0.59 12.4 13.1 7.9 8.6 9.1 7.7 (45.7) 59/129')).toBe(false);
    expect(isProse('_____ ===== ***** ----- ~~~~~ Conclusion')).toBe(false);
    expect(isProse('Vernakalant was superior to ibutilide in converting recent-onset AF to SR.')).toBe(true);
    expect(isProse('OS did not differ (HR 0.93, 95% CI 0.71-1.21; p=0.59) between the arms.')).toBe(true);
    expect(isProse('与伊布利特相比，维纳卡兰在急诊科转复新发心房颤动为窦性心律方面更优。')).toBe(true);
  });
});

describe('splitSentences in Chinese', () => {
  it('ends a sentence at 。！？ with no space after them, keeping ，；：inside it', () => {
    const text = '共纳入240例患者，按1:1随机分组；每组120例。主要终点为有效率！是否安全？结论：安全有效。';
    const got = splitSentences(text).map((s) => text.slice(s.start, s.end));
    expect(got).toEqual([
      '共纳入240例患者，按1:1随机分组；每组120例。',
      '主要终点为有效率！',
      '是否安全？',
      '结论：安全有效。',
    ]);
  });

  it('keeps a closing bracket or quote after the full stop in its sentence', () => {
    const text = '（差异有统计学意义。）下一句。';
    expect(splitSentences(text).map((s) => text.slice(s.start, s.end))).toEqual([
      '（差异有统计学意义。）',
      '下一句。',
    ]);
  });
});
