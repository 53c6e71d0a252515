import type { UiLanguage } from '@prowrite/contracts';
import { answerFromWebResults, type LlmProvider, webPassages, webResultsStep } from '@prowrite/engine';
import type { Answerer } from '../answer-recorder';
import { type ModelAnswerOptions, modelAnswerer } from '../model-answerer';
import { streamPreparedAnswer } from '../offline-answerer';
import type { WebSearchProvider } from './search-provider';

/** SearXNG's language codes for our UI languages; without one the search is in every language. */
const SEARCH_LANGUAGES: Record<UiLanguage, string> = {
  'zh-cn': 'zh-CN',
  en: 'en',
  ja: 'ja',
  es: 'es',
  fr: 'fr',
  de: 'de',
};

export function searchLanguageOf(lang: UiLanguage | undefined): string {
  return lang ? SEARCH_LANGUAGES[lang] : 'all';
}

export type WebSearchAnswerRequest = {
  question: string;
  lang: UiLanguage | undefined;
  history: { question: string; answer: string }[];
  /** The premium model the caller switched on (null: the standard model). */
  premiumModel?: string | null;
};

/**
 * Answers from the web: searches first (inside the answer, so a failing search service ends the stream with
 * an error event of code 10041, and the results list streams as a retrieved step), then, with a model, the
 * model writes from the results' snippets and its `[n]` markers cite those results (a marker naming no
 * result is dropped, as for files); without one, the best-matching snippets are quoted with citations and
 * the answer says plainly that writing needs a model.
 */
export function webSearchAnswerer(
  search: WebSearchProvider,
  model: { provider: LlmProvider; options: ModelAnswerOptions } | null,
  request: WebSearchAnswerRequest,
): Answerer {
  return async (sink) => {
    const found = await search.search({
      query: request.question,
      language: searchLanguageOf(request.lang),
      signal: sink.signal,
    });
    if (!model) {
      streamPreparedAnswer(
        answerFromWebResults({ question: request.question, results: found.results }),
        sink,
      );
      return;
    }
    sink.step({ kind: 'retrieved', text: webResultsStep(request.question, found.results) });
    const passages = webPassages(found.results);
    if (passages.length === 0) {
      // Nothing to write from: the same plain statement as offline, never a model's guess.
      streamPreparedAnswer(
        { ...answerFromWebResults({ question: request.question, results: [] }), steps: [] },
        sink,
      );
      return;
    }
    await modelAnswerer(
      model.provider,
      {
        type: 'text',
        question: request.question,
        sources: { pages: [], facts: [], retrieved: passages },
        history: request.history,
      },
      { ...model.options, passages: passages.length, announceRetrieval: false },
    )(sink);
  };
}
