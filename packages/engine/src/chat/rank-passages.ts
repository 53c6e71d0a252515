import { analyze } from '../search/analyze';
import { Bm25Index } from '../search/bm25';
import type { ChatPassage } from './passages';

export type RankedPassage = ChatPassage & { score: number };

/** Words a question uses to ask, not to name its subject; they match every passage equally badly. */
const QUESTION_WORDS = new Set(
  analyze(
    'what which who whom whose when where why how does did do is are was were can could tell me about please paper study trial article document this',
  ),
);

/** The terms of a text the ranker compares (the shared search analyzer; CJK as bigrams). */
export function passageTerms(text: string): string[] {
  return analyze(text);
}

/**
 * Passages ranked by BM25 against the question (question words such as "what" or "study" left out), best
 * first; only passages sharing at least one content term with the question.
 */
export function rankPassages(question: string, passages: ChatPassage[], limit: number): RankedPassage[] {
  const terms = passageTerms(question).filter((t) => !QUESTION_WORDS.has(t));
  if (terms.length === 0 || passages.length === 0) return [];
  const index = new Bm25Index<number>();
  passages.forEach((p, i) => {
    index.add(i, passageTerms(p.text));
  });
  return index.search(terms, { limit }).map((hit) => ({ ...passages[hit.id]!, score: hit.score }));
}
