export { type AnswerCitation, AnswerBuilder, quoteForMarkdown } from './answer-builder';
export {
  ANSWER_PHRASES,
  type AnswerLanguage,
  type AnswerPhrases,
  answerLanguageOf,
} from './answer-phrases';
export { CitationChunker, citationMarkers } from './citation-chunker';
export { answerFact, type FactIntent, factIntents } from './fact-questions';
export {
  answerOffline,
  NEEDS_MODEL_STATEMENT,
  NOTHING_FOUND_STATEMENT,
  type OfflineAnswer,
  type OfflineAnswerInput,
  type OfflineStep,
} from './offline-answer';
export { type ChatPassage, type ChatSourcePage, pagePassages } from './passages';
export { passageTerms, type RankedPassage, rankPassages } from './rank-passages';
export {
  optimizeQuestionOffline,
  type OptimizedQuestion,
  type QuestionChange,
  questionGlossary,
  rewriteKeepsProblems,
} from './optimize-question';
export {
  answerFromWebResults,
  type WebAnswer,
  type WebCitation,
  type WebResult,
  webPassages,
  webResultsStep,
} from './web-answer';
