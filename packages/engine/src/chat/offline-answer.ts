import type { Facts } from '@prowrite/contracts';
import { AnswerBuilder, type AnswerCitation, quoteForMarkdown } from './answer-builder';
import { ANSWER_PHRASES, type AnswerLanguage, answerLanguageOf } from './answer-phrases';
import { answerFact, factIntents } from './fact-questions';
import { type ChatPassage, type ChatSourcePage, pagePassages } from './passages';
import { rankPassages } from './rank-passages';

export type OfflineAnswerInput = {
  question: string;
  /** Parsed pages of the selected files. */
  pages: ChatSourcePage[];
  /** Extracted facts per file (missing for files without facts). */
  facts: Facts[];
  /** How many passages to quote (the chat settings' evaluate.source_row_num; default 3). */
  passages?: number;
  /**
   * Passages already retrieved elsewhere (the knowledge base), best first; when given, `pages` are not
   * searched. Each must be an exact span of its page.
   */
  retrieved?: ChatPassage[];
  /** The language of the answer's own words; by default the question's (`answerLanguageOf`). */
  lang?: AnswerLanguage;
};

export type OfflineStep = {
  kind: 'thought' | 'retrieved' | 'controller' | 'generator' | 'system';
  text: string;
};

export type OfflineAnswer = { text: string; citations: AnswerCitation[]; steps: OfflineStep[] };

/** Open-ended writing requests: the offline engine can only quote and look up, never compose. */
const WRITING_REQUEST =
  /\b(?:write|draft|compose|rewrite|rephrase|paraphrase|summari[sz]e|summary|translate|create|generate|explain why|compare|polish|improve)\b|撰写|写一|总结|概括|翻译|改写|润色|生成/i;

export const NEEDS_MODEL_STATEMENT = ANSWER_PHRASES.en.needsModel;

export const NOTHING_FOUND_STATEMENT = ANSWER_PHRASES.en.nothingFound;

/**
 * The answer without a language model: facts the question names, each with its provenance; then the
 * passages that best match the question, quoted exactly with citations. It only ever repeats what the
 * sources print, so a source's text (an "ignore previous instructions" line included) is quoted, never obeyed.
 */
export function answerOffline(input: OfflineAnswerInput): OfflineAnswer {
  const out = new AnswerBuilder();
  const steps: OfflineStep[] = [];
  const question = input.question.trim();
  const say = ANSWER_PHRASES[input.lang ?? answerLanguageOf(question)];
  const intents = factIntents(question);
  const missing: string[] = [];
  if (intents.length > 0) {
    let answered = 0;
    for (const intent of intents) {
      const found = input.facts.some((facts) => answerFact(intent, facts, out, say));
      if (found) answered++;
      else missing.push(say.factLabels[intent]);
    }
    steps.push({ kind: 'controller', text: say.factLookupStep(intents, answered) });
  }
  if (missing.length > 0) out.line(say.notStated(missing));

  const writing = WRITING_REQUEST.test(question);
  const passages = input.retrieved
    ? input.retrieved.slice(0, input.passages ?? 3)
    : rankPassages(question, pagePassages(input.pages), input.passages ?? 3);
  steps.push({
    kind: 'retrieved',
    text: input.retrieved
      ? say.retrievedFromKnowledgeStep(passages.length)
      : say.retrievedFromPagesStep(passages.length, input.pages.length),
  });
  const hasFacts = out.citations.length > 0;
  const gap = out.text ? '\n' : '';
  if (writing) out.line(`${gap}${say.needsModel}`);
  if (passages.length > 0) {
    if (!writing) out.line(`${gap}${hasFacts ? say.whereFileSays : say.fileSays}`);
    for (const passage of passages) {
      const cite = out.cite({ file_id: passage.fileId, page: passage.page, quote: passage.text });
      out.line(`\n> ${quoteForMarkdown(passage.text)} ${cite}`);
    }
  } else if (!hasFacts) {
    out.line(`${gap}${say.nothingFound}`);
  }
  return { text: out.text, citations: out.citations, steps };
}
