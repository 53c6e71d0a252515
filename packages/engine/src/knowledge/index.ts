export { chunkDense, chunkDenseSteps } from './chunk-dense';
export { chunkSemantic, chunkSemanticSteps, sentencesOf } from './chunk-semantic';
export {
  type ChunkOptions,
  DEFAULT_CHUNK_OPTIONS,
  type KnowledgeBlock,
  type KnowledgeChunk,
  MAX_QUOTE_CHARS,
} from './chunk-types';
export { blocksFromSource, blocksFromText } from './source-blocks';
export { tokenCount } from './token-count';
export { runToEnd, type Steps } from './steps';
