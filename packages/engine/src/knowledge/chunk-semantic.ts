import { splitSentencesSteps } from '../text/sentences';
import { chunkDenseSteps } from './chunk-dense';
import {
  type ChunkOptions,
  DEFAULT_CHUNK_OPTIONS,
  type KnowledgeBlock,
  type KnowledgeChunk,
} from './chunk-types';
import { openingQuote } from './quote';
import { runToEnd, type Steps } from './steps';
import { tokenCount, tokenCountUpTo } from './token-count';

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
export function chunkSemantic(
  blocks: readonly KnowledgeBlock[],
  options: ChunkOptions = DEFAULT_CHUNK_OPTIONS,
): KnowledgeChunk[] {
  return runToEnd(chunkSemanticSteps(blocks, options));
}

/** chunkSemantic in steps: it yields after each block and each sentence of a long paragraph. */
export function* chunkSemanticSteps(
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
    // Any count over the limit packs the same way (the unit goes alone into its chunk): counting stops there.
    const tokens = tokenCountUpTo(text, maxTokens);
    if (block.kind === 'table-row' || tokens <= maxTokens) {
      push({ text, tokens, block: index, joiner: block.kind === 'table-row' ? '\n' : '\n\n' });
      continue;
    }
    const sentences = yield* sentencesOfSteps(text);
    for (let i = 0; i < sentences.length; i += 1) {
      yield;
      const sentence = sentences[i] as string;
      const sentenceTokens = tokenCountUpTo(sentence, RUN_ON_FACTOR * maxTokens);
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
export function sentencesOf(text: string): string[] {
  return runToEnd(sentencesOfSteps(text));
}

/** sentencesOf in steps (a paragraph of megabytes is split in slices). */
function* sentencesOfSteps(text: string): Steps<string[]> {
  const spans = yield* splitSentencesSteps(text);
  const out: string[] = [];
  for (let i = 0; i < spans.length; i += 1) {
    if (i % 1024 === 1023) yield;
    const span = spans[i] as { start: number; end: number };
    for (const part of text.slice(span.start, span.end).split(CJK_SENTENCE_END)) {
      const sentence = part.trim();
      if (sentence.length > 0) out.push(sentence);
    }
  }
  return out;
}
