import {
  ANSWER_PHRASES,
  answerLanguageOf,
  answerOffline,
  type ChatPassage,
  CitationChunker,
  type ChatSourcePage,
} from '@prowrite/engine';
import type { ChatCitation, ChatStep, Facts } from '@prowrite/contracts';
import type { Answerer, AnswerSink } from './answer-recorder';

/** What an answer may quote: parsed pages and facts of picked files, or passages a retriever found. */
export type ChatSources = { pages: ChatSourcePage[]; facts: Facts[]; retrieved?: ChatPassage[] };

/**
 * The answerer without a model: the engine's retrieval answer (facts with provenance, quoted passages),
 * sent as steps, then each citation before the line holding its marker, then the text line by line.
 */
export function offlineAnswerer(question: string, sources: ChatSources | null): Answerer {
  return async (sink) => {
    if (!sources) {
      // In the language of the question, like every offline answer.
      const say = ANSWER_PHRASES[answerLanguageOf(question)];
      sink.step({ kind: 'system', text: say.noModelStep });
      sink.delta(say.textChatNeedsModel);
      return;
    }
    const answer = answerOffline({
      question,
      pages: sources.pages,
      facts: sources.facts,
      ...(sources.retrieved ? { retrieved: sources.retrieved } : {}),
    });
    streamPreparedAnswer(answer, sink);
  };
}

/**
 * Sends an answer written whole (offline): its steps, then each citation before the line holding its
 * marker, then the text line by line (markers never split).
 */
export function streamPreparedAnswer(
  answer: { text: string; citations: ChatCitation[]; steps: ChatStep[] },
  sink: AnswerSink,
): void {
  for (const step of answer.steps) sink.step(step);
  const pending = new Map(answer.citations.map((c) => [c.n, c]));
  const chunker = new CitationChunker();
  const lines = answer.text.split(/(?<=\n)/);
  for (const line of lines) {
    if (sink.signal.aborted) return;
    const safe = chunker.push(line);
    for (const m of safe.matchAll(/\[(\d{1,3})\]/g)) {
      const citation = pending.get(Number(m[1]));
      if (citation) {
        sink.citation(citation);
        pending.delete(citation.n);
      }
    }
    sink.delta(safe);
  }
  sink.delta(chunker.flush());
}
