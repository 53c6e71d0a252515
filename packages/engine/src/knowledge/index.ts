export { chunkDense } from './chunk-dense';
export { chunkSemantic, sentencesOf } from './chunk-semantic';
export {
  type ChunkOptions,
  DEFAULT_CHUNK_OPTIONS,
  type KnowledgeBlock,
  type KnowledgeChunk,
  MAX_QUOTE_CHARS,
} from './chunk-types';
export { blocksFromSource, blocksFromText } from './source-blocks';
export { tokenCount } from './token-count';
