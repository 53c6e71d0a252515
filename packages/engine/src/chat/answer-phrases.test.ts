import { describe, expect, it } from 'vitest';
import { emptyFacts, TRIAL_PAGES, trialFacts } from '../writer/testing/trial-facts';
import { ANSWER_PHRASES, answerLanguageOf } from './answer-phrases';
import { answerOffline } from './offline-answer';

const FILE = 'file-alpha';
const pages = TRIAL_PAGES.map((text, i) => ({ fileId: FILE, page: i + 1, text }));
const LATIN_WORD = /\b[A-Za-z]{3,}\b/g;

describe('answer language', () => {
  it('is the language the question is asked in', () => {
    expect(answerLanguageOf('What was the sample size?')).toBe('en');
    expect(answerLanguageOf('样本量是多少？')).toBe('zh-cn');
    // Mixed: a Han character weighs as a word.
    expect(answerLanguageOf('这项 trial 的主要终点是什么？')).toBe('zh-cn');
    expect(answerLanguageOf('What does 样本 mean in this trial report?')).toBe('en');
    expect(answerLanguageOf('NCT01234567?')).toBe('en');
    expect(answerLanguageOf('')).toBe('en');
  });
});

describe('offline answers in Chinese', () => {
  it('states facts with Chinese labels and punctuation; values and citations unchanged', () => {
    const facts = trialFacts(FILE);
    const size = answerOffline({ question: '样本量是多少？', pages, facts: [facts] });
    expect(size.text).toContain('- 样本量：N = 600 [1]');
    const arms = answerOffline({ question: '研究有哪些分组？', pages, facts: [facts] });
    expect(arms.text).toMatch(/分组 A：Drug X \[\d\]，n = 400/);
    const reg = answerOffline({ question: '注册号是多少？', pages, facts: [facts] });
    expect(reg.text).toContain('- 注册号：NCT01234567 [1]');
    expect(reg.steps.find((s) => s.kind === 'controller')!.text).toBe('查找研究要素：注册号（找到 1 项）');
  });

  it('says in Chinese what is missing, what needs a model and when nothing is found', () => {
    const missing = answerOffline({ question: '样本量是多少？', pages, facts: [emptyFacts()] });
    expect(missing.text).toContain('提取的研究要素中未包含样本量。');
    const writing = answerOffline({ question: '请总结安全性结果', pages, facts: [] });
    expect(writing.text).toContain(ANSWER_PHRASES['zh-cn'].needsModel);
    const none = answerOffline({ question: '斑马鱼光合作用', pages, facts: [] });
    expect(none.text).toBe(ANSWER_PHRASES['zh-cn'].nothingFound);
  });

  it('writes its own words in Chinese: outside the quoted passages no English word remains', () => {
    const answer = answerOffline({ question: '主要终点和样本量是什么？', pages, facts: [trialFacts(FILE)] });
    const ownWords = answer.text
      .split('\n')
      .filter((line) => !line.startsWith('>'))
      .join('\n')
      // The values the facts print stay as printed (an endpoint named in English, drug names, ids).
      .replace(/：.*?\[\d+\]/g, '');
    expect(ownWords.match(LATIN_WORD) ?? []).toEqual([]);
  });

  it('has every phrase in both languages', () => {
    expect(Object.keys(ANSWER_PHRASES['zh-cn']).sort()).toEqual(Object.keys(ANSWER_PHRASES.en).sort());
    // "PDF 对话" is the page's name in the Chinese interface.
    for (const text of [ANSWER_PHRASES['zh-cn'].needsModel, ANSWER_PHRASES['zh-cn'].textChatNeedsModel])
      expect((text.match(LATIN_WORD) ?? []).filter((w) => w !== 'PDF')).toEqual([]);
  });
});
