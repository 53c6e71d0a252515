/** A unit of an item's text as read: a heading, a paragraph or one table row, with where it came from. */
export type KnowledgeBlock = {
  /** 1-based page of the source, null for sources without pages (a web page, a plain text). */
  page: number | null;
  text: string;
  kind: 'heading' | 'paragraph' | 'table-row';
};

/** One retrievable passage and where it starts in the source. */
export type KnowledgeChunk = {
  text: string;
  /** The page of the chunk's first block (null when the source has none). */
  page: number | null;
  /** The chunk's opening text as printed in its first block: opens the source at the passage. */
  quote: string;
  /** The nearest heading above the chunk ('' before any). */
  heading: string;
  /** Tokens of `text` counted by the o200k tokenizer. */
  tokens: number;
};

export type ChunkOptions = {
  /** Upper bound of tokens per chunk (a single longer sentence or row still stays whole). */
  maxTokens: number;
  /** Dense chunking only: tokens repeated at the start of the next window. */
  overlapTokens: number;
};

/** 512 tokens with 64 of overlap: the common default of open-source knowledge bases (Dify, FastGPT). */
export const DEFAULT_CHUNK_OPTIONS: Readonly<ChunkOptions> = Object.freeze({
  maxTokens: 512,
  overlapTokens: 64,
});

/** Quotes are cut to this many characters: enough to find the passage, short enough to show. */
export const MAX_QUOTE_CHARS = 200;
