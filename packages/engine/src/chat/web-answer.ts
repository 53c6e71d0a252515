import { quoteForMarkdown } from './answer-builder';
import { type AnswerLanguage, answerLanguageOf } from './answer-phrases';
import type { ChatPassage } from './passages';
import { rankPassages } from './rank-passages';

/** One web search result as a search service returns it (its snippet is the only text we have of the page). */
export type WebResult = { url: string; title: string; snippet: string; engine: string | null };

/** A web citation: the snippet quoted, with the result's address and title. */
export type WebCitation = { n: number; file_id: ''; page: 1; quote: string; url: string; title: string };

export type WebAnswer = {
  text: string;
  citations: WebCitation[];
  steps: { kind: 'retrieved' | 'system'; text: string }[];
};

const WEB_PHRASES: Record<
  AnswerLanguage,
  {
    needsModel: string;
    resultsSay: string;
    nothingFound: string;
    retrievedStep: (results: WebResult[]) => string;
    noModelStep: string;
  }
> = {
  en: {
    needsModel:
      'Writing an answer from web results needs a language model, and none is configured on this server. ' +
      'Below are the search results that best match your question, quoted as the search service returned them.',
    resultsSay: 'The web results say:',
    nothingFound: 'The web search found no results for this question.',
    retrievedStep: (results) =>
      [`${results.length} web result${results.length === 1 ? '' : 's'}:`, ...listed(results)].join('\n'),
    noModelStep: 'No language model is configured',
  },
  'zh-cn': {
    needsModel:
      '根据网络搜索结果撰写回答需要大语言模型，本服务器尚未配置。以下是与您的问题最相关的搜索结果，按搜索服务返回的原文引用。',
    resultsSay: '网络搜索结果：',
    nothingFound: '网络搜索没有找到与这个问题相关的结果。',
    retrievedStep: (results) => [`${results.length} 条网络搜索结果：`, ...listed(results)].join('\n'),
    noModelStep: '未配置大语言模型',
  },
};

function listed(results: WebResult[]): string[] {
  return results.map((r, i) => `${i + 1}. ${r.title || r.url} — ${r.url}`);
}

/** The retrieved step that lists the results (title and address), in the question's language. */
export function webResultsStep(question: string, results: WebResult[]): string {
  return WEB_PHRASES[answerLanguageOf(question)].retrievedStep(results);
}

/** Results with a snippet as passages a model may cite: `fileId` holds the result's index. */
export function webPassages(results: WebResult[]): (ChatPassage & { url: string; title: string })[] {
  return results
    .filter((r) => r.snippet.trim())
    .map((r) => ({ fileId: '', page: 1, text: r.snippet.trim(), url: r.url, title: r.title }));
}

/**
 * The web answer without a model: the snippets that best match the question (BM25 over the snippets; when
 * none shares a word with the question, the search service's own order), quoted exactly with citations of
 * their results, after a plain statement that writing an answer needs a model. Never composes text.
 */
export function answerFromWebResults(input: {
  question: string;
  results: WebResult[];
  quotes?: number;
  lang?: AnswerLanguage;
}): WebAnswer {
  const say = WEB_PHRASES[input.lang ?? answerLanguageOf(input.question)];
  const limit = input.quotes ?? 3;
  const steps: WebAnswer['steps'] = [
    { kind: 'retrieved', text: say.retrievedStep(input.results) },
    { kind: 'system', text: say.noModelStep },
  ];
  const withSnippet = input.results.filter((r) => r.snippet.trim());
  if (withSnippet.length === 0) return { text: say.nothingFound, citations: [], steps };
  const asPassages = withSnippet.map((r, i) => ({ fileId: String(i), page: 1, text: r.snippet }));
  const ranked = rankPassages(input.question, asPassages, limit).map((p) => withSnippet[Number(p.fileId)]!);
  const chosen = ranked.length > 0 ? ranked : withSnippet.slice(0, limit);
  const citations: WebCitation[] = [];
  const lines = [say.needsModel, '', say.resultsSay];
  for (const r of chosen) {
    const n = citations.length + 1;
    const quote = r.snippet.trim();
    citations.push({ n, file_id: '', page: 1, quote, url: r.url, title: r.title });
    lines.push('', `> ${quoteForMarkdown(quote)} [${n}]`);
  }
  return { text: lines.join('\n'), citations, steps };
}
