import type { FactIntent } from './fact-questions';

/** The language an offline answer's own words are written in; quotes stay as the source prints them. */
export type AnswerLanguage = 'en' | 'zh-cn';

/**
 * Answers are written in the language of the question, as a person would answer: a question mostly in
 * Chinese characters gets Chinese. A Han character carries about a word, so it weighs as three Latin
 * letters ("主要终点 of the trial?" is Chinese; "What is the NCT 号?" is English).
 */
export function answerLanguageOf(question: string): AnswerLanguage {
  const han = question.match(/\p{Script=Han}/gu)?.length ?? 0;
  const latin = question.match(/[A-Za-z]/g)?.length ?? 0;
  return han > 0 && han * 3 >= latin ? 'zh-cn' : 'en';
}

export type AnswerPhrases = {
  /** A writing request answered without a model: what it cannot do, then what it quotes. */
  needsModel: string;
  nothingFound: string;
  /** Text chat with no file and no model. */
  textChatNeedsModel: string;
  noModelStep: string;
  fileSays: string;
  whereFileSays: string;
  notStated: (labels: string[]) => string;
  factLabels: Record<FactIntent, string>;
  sampleSize: string;
  primaryEndpoint: string;
  arm: (label: string) => string;
  registry: string;
  primaryResult: (endpoint: string) => string;
  /** Separators inside a fact line: after its label, before n of an arm, before the effect. */
  colon: string;
  comma: string;
  semicolon: string;
  factLookupStep: (intents: FactIntent[], found: number) => string;
  retrievedFromKnowledgeStep: (n: number) => string;
  retrievedFromPagesStep: (n: number, pages: number) => string;
};

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export const ANSWER_PHRASES: Record<AnswerLanguage, AnswerPhrases> = {
  en: {
    needsModel:
      'Writing new text (summaries, drafts, translations, comparisons) needs a language model, and none is configured. ' +
      'Below are the passages of the file that match your question, quoted as printed.',
    nothingFound:
      'I found no passage in the selected files that answers this question, so I cannot answer it from them.',
    textChatNeedsModel:
      'Open conversation and writing need a language model, and none is configured on this server. ' +
      'Questions about a file are answered from its text without one: use PDF chat and pick the file.',
    noModelStep: 'No language model is configured',
    fileSays: 'The file says:',
    whereFileSays: 'Where the file says so:',
    notStated: (labels) => `- The extracted facts do not state ${labels.join(' or ')}.`,
    factLabels: {
      sample_size: 'the sample size',
      primary_endpoint: 'the primary endpoint',
      arms: 'the study arms',
      registry: 'the registry number',
      primary_result: 'the primary result',
    },
    sampleSize: 'Sample size',
    primaryEndpoint: 'Primary endpoint',
    arm: (label) => `Arm ${label}`,
    registry: 'Registry',
    primaryResult: (endpoint) => `Primary result (${endpoint})`,
    colon: ': ',
    comma: ', ',
    semicolon: '; ',
    factLookupStep: (intents, found) => `Fact lookup: ${intents.join(', ')} (${found} found)`,
    retrievedFromKnowledgeStep: (n) => `${plural(n, 'passage')} retrieved from the knowledge base`,
    retrievedFromPagesStep: (n, pages) => `${plural(n, 'passage')} retrieved from ${plural(pages, 'page')}`,
  },
  'zh-cn': {
    needsModel:
      '撰写新内容（总结、草稿、翻译、比较）需要大语言模型，本服务器尚未配置。以下是文件中与您的问题相关的段落，按原文引用。',
    nothingFound: '所选文件中没有找到能回答这个问题的段落，因此无法根据这些文件作答。',
    textChatNeedsModel:
      '开放式对话和写作需要大语言模型，本服务器尚未配置。关于文件的问题无需模型即可根据原文回答：请使用“PDF 对话”并选择文件。',
    noModelStep: '未配置大语言模型',
    fileSays: '文件原文如下：',
    whereFileSays: '原文依据：',
    notStated: (labels) => `- 提取的研究要素中未包含${labels.join('或')}。`,
    factLabels: {
      sample_size: '样本量',
      primary_endpoint: '主要终点',
      arms: '研究分组',
      registry: '注册号',
      primary_result: '主要结果',
    },
    sampleSize: '样本量',
    primaryEndpoint: '主要终点',
    arm: (label) => `分组 ${label}`,
    registry: '注册号',
    primaryResult: (endpoint) => `主要结果（${endpoint}）`,
    colon: '：',
    comma: '，',
    semicolon: '；',
    factLookupStep: (intents, found) =>
      `查找研究要素：${intents.map((i) => ANSWER_PHRASES['zh-cn'].factLabels[i]).join('、')}（找到 ${found} 项）`,
    retrievedFromKnowledgeStep: (n) => `从知识库检索到 ${n} 个段落`,
    retrievedFromPagesStep: (n, pages) => `从 ${pages} 页中检索到 ${n} 个段落`,
  },
};
