import {
  type ChunkOptions,
  DEFAULT_CHUNK_OPTIONS,
  type KnowledgeBlock,
  type KnowledgeChunk,
} from './chunk-types';
import { openingQuote } from './quote';
import { runToEnd, type Steps } from './steps';
import { tokenCount } from './token-count';
import { wordSegments } from './word-segments';

/** Words segmented between two yields: a few milliseconds of work. */
const SEGMENTS_PER_STEP = 4096;
/** What stands between two blocks in the stream. */
const BLOCK_SEPARATOR = '\n\n';

/**
 * Dense chunking (type 0): the item's text as one stream of words, cut into windows of at most `maxTokens`
 * tokens, each starting `overlapTokens` before the previous one ended. Windows end at word boundaries, never
 * inside a word or a multi-byte character.
 */
export function chunkDense(
  blocks: readonly KnowledgeBlock[],
  options: ChunkOptions = DEFAULT_CHUNK_OPTIONS,
): KnowledgeChunk[] {
  return runToEnd(chunkDenseSteps(blocks, options));
}

/**
 * chunkDense in steps. The stream is kept as one string with each word's start offset, token count and block
 * in flat arrays: a window's text and quote are substrings of it, so every word is touched a bounded number
 * of times and no object is made per word (millions of them made the garbage collector the main cost).
 */
export function* chunkDenseSteps(
  blocks: readonly KnowledgeBlock[],
  options: ChunkOptions = DEFAULT_CHUNK_OPTIONS,
): Steps<KnowledgeChunk[]> {
  const parts: string[] = [];
  const starts: number[] = [];
  const tokens: number[] = [];
  const blockOf: number[] = [];
  /** Offset in the stream where each block's own text ends (its words, not the separator after it). */
  const blockEnds: number[] = [];
  let length = 0;
  let segmented = 0;
  for (let b = 0; b < blocks.length; b += 1) {
    const text = (blocks[b] as KnowledgeBlock).text;
    // A separator only once some words came before (an empty first block adds none).
    if (starts.length > 0) {
      starts.push(length);
      tokens.push(0);
      blockOf.push(b);
      parts.push(BLOCK_SEPARATOR);
      length += BLOCK_SEPARATOR.length;
    }
    for (const { segment, index } of wordSegments(text)) {
      starts.push(length + index);
      tokens.push(/\S/.test(segment) ? tokenCount(segment) : 0);
      blockOf.push(b);
      segmented += 1;
      if (segmented % SEGMENTS_PER_STEP === 0) yield;
    }
    parts.push(text);
    length += text.length;
    blockEnds.push(length);
  }
  const stream = parts.join('');
  const count = starts.length;
  const startOf = (i: number): number => (i < count ? (starts[i] as number) : stream.length);
  const headings = headingsOf(blocks);

  const maxTokens = Math.max(1, options.maxTokens);
  const overlap = Math.min(Math.max(0, options.overlapTokens), Math.floor(maxTokens / 2));
  const chunks: KnowledgeChunk[] = [];
  let start = 0;
  while (start < count) {
    let end = start;
    let total = 0;
    while (end < count && (end === start || total + (tokens[end] as number) <= maxTokens)) {
      total += tokens[end] as number;
      end += 1;
    }
    const text = stream.slice(startOf(start), startOf(end)).trim();
    if (text) {
      // Only whitespace has no tokens, so the first word with tokens is the first that shows.
      let first = start;
      while (first < end && tokens[first] === 0) first += 1;
      const block = blockOf[first] as number;
      // The quote is the chunk's text inside its first block, verbatim.
      const inBlock = stream.slice(startOf(first), Math.min(startOf(end), blockEnds[block] as number));
      chunks.push({
        text,
        page: (blocks[block] as KnowledgeBlock).page,
        quote: openingQuote(inBlock),
        heading: headings[block] as string,
        tokens: total,
      });
    }
    if (end >= count) break;
    // Step back over `overlap` tokens of the window just cut, but always move forward.
    let next = end;
    let back = 0;
    while (next - 1 > start && back + (tokens[next - 1] as number) <= overlap) {
      next -= 1;
      back += tokens[next] as number;
    }
    start = next;
    yield;
  }
  return chunks;
}

/** For each block, the nearest heading at or above it ('' before any): one pass, not a walk per chunk. */
function headingsOf(blocks: readonly KnowledgeBlock[]): string[] {
  const out: string[] = [];
  let heading = '';
  for (const block of blocks) {
    if (block.kind === 'heading') heading = block.text.trim();
    out.push(heading);
  }
  return out;
}
