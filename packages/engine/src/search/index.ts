export { type AnalyzeOptions, analyze, termFrequencies } from './analyze';
export {
  type Bm25Hit,
  Bm25Index,
  type Bm25Params,
  type Bm25SearchOptions,
  bm25Idf,
  bm25TermScore,
  DEFAULT_BM25_PARAMS,
} from './bm25';
export { ENGLISH_STOPWORDS } from './stopwords';
