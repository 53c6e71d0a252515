import { describe, expect, it } from 'vitest';
import { splitSentences } from '../text/sentences';
import { referenceSplitSentences } from '../text/testing/reference-split-sentences';
import { chunkSemantic, chunkSemanticSteps } from './chunk-semantic';
import type { KnowledgeBlock } from './chunk-types';
import { runToEnd } from './steps';
import { referenceChunkSemantic } from './testing/reference-chunk-semantic';
import { tokenCount, tokenCountUpTo } from './token-count';

/** A seeded generator: the same text on every run, so a difference is reproducible. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

/** Pieces that move sentence ends: abbreviations, initials, numbered lines, decimals, citations, CJK stops. */
const PIECES = [
  'the',
  'Patient',
  'received',
  'treatment.',
  'Dr.',
  'et al.',
  'J.',
  'Smith',
  'e.g.',
  '3.5',
  'valsartan.19',
  'The',
  'IL-6',
  'mEOC+P',
  'done!',
  'why?',
  '\n1.',
  '\n 12.',
  '\n123.',
  '\r\n2.',
  '\n\t7.',
  '\n',
  'Methods\n',
  '- item',
  'Results:',
  '知识库支持中文检索。',
  'データです！',
  '🙂',
  'x'.repeat(120),
  '(a)',
  'mmol/L;',
  'one,',
];
const KINDS: KnowledgeBlock['kind'][] = ['heading', 'paragraph', 'paragraph', 'paragraph', 'table-row'];

function generatedText(next: () => number, words: number): string {
  return Array.from({ length: words }, () => PIECES[Math.floor(next() * PIECES.length)] as string).join(
    next() < 0.9 ? ' ' : '',
  );
}

/** Blocks of every kind, short and far over the chunk limit, empty and blank ones among them. */
function generatedBlocks(seed: number, count: number): KnowledgeBlock[] {
  const next = random(seed);
  return Array.from({ length: count }, (_, i) => {
    const shape = next();
    const length = shape < 0.5 ? Math.floor(next() * 60) : Math.floor(next() * 600);
    const text = shape < 0.05 ? '' : shape < 0.1 ? '  \n ' : generatedText(next, length);
    return {
      page: next() < 0.3 ? null : 1 + Math.floor(i / 5),
      text,
      kind: KINDS[Math.floor(next() * KINDS.length)] as KnowledgeBlock['kind'],
    };
  });
}

describe('semantic chunking matches the implementation it replaced (decision 0067)', () => {
  const options = [
    { maxTokens: 512, overlapTokens: 64 },
    { maxTokens: 40, overlapTokens: 15 },
    { maxTokens: 7, overlapTokens: 3 },
  ];
  for (const seed of [1, 2, 3]) {
    for (const option of options) {
      it(`seed ${seed}, ${option.maxTokens} tokens`, () => {
        const blocks = generatedBlocks(seed, 20);
        const expected = referenceChunkSemantic(blocks, option);
        expect(expected.length).toBeGreaterThan(0);
        expect(chunkSemantic(blocks, option)).toEqual(expected);
      });
    }
  }

  it('splits sentences exactly as before, whatever the text', () => {
    for (const seed of [11, 12, 13, 14]) {
      const next = random(seed);
      const text = generatedText(next, 2000);
      expect(splitSentences(text)).toEqual(referenceSplitSentences(text));
    }
    for (const text of ['', ' ', '1. A', '\n 12. Next', '123. Not a list. End', 'a.\n2. B']) {
      expect(splitSentences(text)).toEqual(referenceSplitSentences(text));
    }
  });

  it('counts tokens up to a limit exactly, and says "over" past it', () => {
    const next = random(5);
    for (let i = 0; i < 200; i += 1) {
      const text = generatedText(next, Math.floor(next() * 200));
      const limit = Math.floor(next() * 300);
      const exact = tokenCount(text);
      expect(tokenCountUpTo(text, limit)).toBe(exact <= limit ? exact : limit + 1);
    }
  });

  it('yields inside one paragraph of many sentences, giving the same chunks', () => {
    const next = random(21);
    const paragraph = Array.from({ length: 1500 }, () => `${generatedText(next, 12)} Next one.`).join(' ');
    const blocks: KnowledgeBlock[] = [{ page: null, text: paragraph, kind: 'paragraph' }];
    const steps = chunkSemanticSteps(blocks);
    let yields = 0;
    let step = steps.next();
    while (!step.done) {
      yields += 1;
      step = steps.next();
    }
    expect(yields).toBeGreaterThan(1500);
    expect(step.value).toEqual(runToEnd(chunkSemanticSteps(blocks)));
    expect(step.value).toEqual(referenceChunkSemantic(blocks));
  });
});
