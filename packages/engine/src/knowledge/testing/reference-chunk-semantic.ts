/** The semantic chunker as it was before decision 0067 (token counts capped, sentences in steps): the equivalence reference. */
import { referenceSplitSentences as splitSentences } from '../../text/testing/reference-split-sentences';
import { chunkDenseSteps } from '../chunk-dense';
import {
  type ChunkOptions,
  DEFAULT_CHUNK_OPTIONS,
  type KnowledgeBlock,
  type KnowledgeChunk,
} from '../chunk-types';
import { openingQuote } from '../quote';
import { runToEnd, type Steps } from '../steps';
import { tokenCount } from '../token-count';

/** Sentence ends of scripts without spaces (Chinese, Japanese full stops, exclamation and question marks). */
const CJK_SENTENCE_END = /(?<=[。！？])/u;

/** A "sentence" this many times the chunk limit is not one a person wrote: it is cut into windows. */
const RUN_ON_FACTOR = 4;

type Unit = { text: string; tokens: number; block: number; joiner: string };

/**
 * Semantic chunking (type 3): a chunk never crosses a heading; paragraphs are packed whole while they fit in
 * `maxTokens`; a longer paragraph is packed sentence by sentence. A sentence or a table row is never split
 * (one longer than the limit becomes a chunk of its own), except run-on text over four chunks long.
 */
export function referenceChunkSemantic(
  blocks: readonly KnowledgeBlock[],
  options: ChunkOptions = DEFAULT_CHUNK_OPTIONS,
): KnowledgeChunk[] {
  return runToEnd(referenceChunkSemanticSteps(blocks, options));
}

/** chunkSemantic in steps: it yields after each block and each sentence of a long paragraph. */
function* referenceChunkSemanticSteps(
  blocks: readonly KnowledgeBlock[],
  options: ChunkOptions = DEFAULT_CHUNK_OPTIONS,
): Steps<KnowledgeChunk[]> {
  const maxTokens = Math.max(1, options.maxTokens);
  const chunks: KnowledgeChunk[] = [];
  let heading = '';
  let current: Unit[] = [];
  let currentTokens = 0;

  const flush = (): void => {
    if (current.length === 0) return;
    const first = current[0] as Unit;
    const body = current.map((u, i) => (i === 0 ? u.text : `${u.joiner}${u.text}`)).join('');
    const text = heading && !body.startsWith(heading) ? `${heading}\n${body}` : body;
    chunks.push({
      text,
      page: (blocks[first.block] as KnowledgeBlock).page,
      quote: openingQuote(first.text),
      heading,
      tokens: tokenCount(text),
    });
    current = [];
    currentTokens = 0;
  };
  const push = (unit: Unit): void => {
    if (currentTokens > 0 && currentTokens + unit.tokens > maxTokens) flush();
    current.push(unit);
    currentTokens += unit.tokens;
  };

  for (let index = 0; index < blocks.length; index += 1) {
    yield;
    const block = blocks[index] as KnowledgeBlock;
    const text = block.text.trim();
    if (!text) continue;
    if (block.kind === 'heading') {
      flush();
      heading = text;
      continue;
    }
    const tokens = tokenCount(text);
    if (block.kind === 'table-row' || tokens <= maxTokens) {
      push({ text, tokens, block: index, joiner: block.kind === 'table-row' ? '\n' : '\n\n' });
      continue;
    }
    const sentences = sentencesOf(text);
    for (let i = 0; i < sentences.length; i += 1) {
      yield;
      const sentence = sentences[i] as string;
      const sentenceTokens = tokenCount(sentence);
      if (sentenceTokens <= RUN_ON_FACTOR * maxTokens) {
        push({ text: sentence, tokens: sentenceTokens, block: index, joiner: i === 0 ? '\n\n' : ' ' });
        continue;
      }
      // Text with no sentence end for pages on end (a dump, a list run together) is cut into windows.
      const windows = yield* chunkDenseSteps([{ ...block, text: sentence }], { maxTokens, overlapTokens: 0 });
      for (const piece of windows)
        push({ text: piece.text, tokens: piece.tokens, block: index, joiner: ' ' });
    }
  }
  flush();
  return chunks;
}

/** Sentences of a paragraph, verbatim: the engine's rules for Latin script, then CJK full stops. */
function sentencesOf(text: string): string[] {
  return splitSentences(text)
    .map((span) => text.slice(span.start, span.end))
    .flatMap((sentence) => sentence.split(CJK_SENTENCE_END))
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}
