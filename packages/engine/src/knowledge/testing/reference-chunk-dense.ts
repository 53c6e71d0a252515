/**
 * The dense chunker as it was before decision 0060 (pieces as objects, each window re-joined from them,
 * the heading found by walking back): kept only as the reference the rewrite must reproduce exactly.
 */
import {
  type ChunkOptions,
  DEFAULT_CHUNK_OPTIONS,
  type KnowledgeBlock,
  type KnowledgeChunk,
} from '../chunk-types';
import { openingQuote } from '../quote';
import { tokenCount } from '../token-count';

const wordSegmenter = new Intl.Segmenter('en', { granularity: 'word' });

type Piece = { text: string; tokens: number; block: number };

/**
 * Dense chunking (type 0): the item's text as one stream of words, cut into windows of at most `maxTokens`
 * tokens, each starting `overlapTokens` before the previous one ended. Windows end at word boundaries, never
 * inside a word or a multi-byte character.
 */
export function referenceChunkDense(
  blocks: readonly KnowledgeBlock[],
  options: ChunkOptions = DEFAULT_CHUNK_OPTIONS,
): KnowledgeChunk[] {
  const pieces: Piece[] = [];
  blocks.forEach((block, index) => {
    if (pieces.length > 0) pieces.push({ text: '\n\n', tokens: 0, block: index });
    for (const piece of wordPieces(block.text)) pieces.push({ ...piece, block: index });
  });
  const maxTokens = Math.max(1, options.maxTokens);
  const overlap = Math.min(Math.max(0, options.overlapTokens), Math.floor(maxTokens / 2));
  const chunks: KnowledgeChunk[] = [];
  let start = 0;
  while (start < pieces.length) {
    let end = start;
    let tokens = 0;
    while (end < pieces.length && (end === start || tokens + (pieces[end] as Piece).tokens <= maxTokens)) {
      tokens += (pieces[end] as Piece).tokens;
      end += 1;
    }
    const text = pieces
      .slice(start, end)
      .map((p) => p.text)
      .join('')
      .trim();
    if (text) chunks.push(denseChunk(blocks, pieces, start, end, text, tokens));
    if (end >= pieces.length) break;
    // Step back over `overlap` tokens of the window just cut, but always move forward.
    let next = end;
    let back = 0;
    while (next - 1 > start && back + (pieces[next - 1] as Piece).tokens <= overlap) {
      next -= 1;
      back += (pieces[next] as Piece).tokens;
    }
    start = next;
  }
  return chunks;
}

function denseChunk(
  blocks: readonly KnowledgeBlock[],
  pieces: Piece[],
  start: number,
  end: number,
  text: string,
  tokens: number,
): KnowledgeChunk {
  let first = start;
  while (first < end && !/\S/.test((pieces[first] as Piece).text)) first += 1;
  const blockIndex = (pieces[first] ?? pieces[start]) as Piece;
  const block = blocks[blockIndex.block] as KnowledgeBlock;
  // The quote is the chunk's text inside its first block: the pieces of that block, verbatim.
  const inBlock = pieces
    .slice(first, end)
    .filter((p) => p.block === blockIndex.block)
    .map((p) => p.text)
    .join('');
  return {
    text,
    page: block.page,
    quote: openingQuote(inBlock),
    heading: headingBefore(blocks, blockIndex.block),
    tokens,
  };
}

function headingBefore(blocks: readonly KnowledgeBlock[], index: number): string {
  for (let i = index; i >= 0; i -= 1) {
    const block = blocks[i] as KnowledgeBlock;
    if (block.kind === 'heading') return block.text.trim();
  }
  return '';
}

/**
 * Text cut at word boundaries (UAX #29, so CJK text falls into words too) with each piece's token count.
 * Summing per-word counts is what BPE does up to the rare merge across a word boundary.
 */
function wordPieces(text: string): { text: string; tokens: number }[] {
  const pieces: { text: string; tokens: number }[] = [];
  for (const { segment } of wordSegmenter.segment(text)) {
    pieces.push({ text: segment, tokens: /\S/.test(segment) ? tokenCount(segment) : 0 });
  }
  return pieces;
}
