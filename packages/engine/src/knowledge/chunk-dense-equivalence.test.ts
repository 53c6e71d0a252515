import { describe, expect, it } from 'vitest';
import { chunkDense, chunkDenseSteps } from './chunk-dense';
import type { KnowledgeBlock } from './chunk-types';
import { runToEnd } from './steps';
import { referenceChunkDense } from './testing/reference-chunk-dense';

/** A seeded generator: the same blocks on every run, so a difference is reproducible. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

const WORDS = [
  'the',
  'patient',
  'received',
  '3.5%',
  'treatment',
  'IL-6',
  "don't",
  '1,000',
  'über',
  'naïve',
  '知识库',
  '支持中文检索。',
  'データ',
  '한국어',
  '🙂',
  'e-mail',
  'x'.repeat(90),
  '—',
  '(a)',
  'mmol/L',
  ' ',
  '\t',
  '\n',
];
const KINDS: KnowledgeBlock['kind'][] = ['heading', 'paragraph', 'paragraph', 'paragraph', 'table-row'];

/** Blocks with the edge cases a source can hold: empty and blank blocks, leading/trailing space, long words. */
function generatedBlocks(seed: number, count: number): KnowledgeBlock[] {
  const next = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  return Array.from({ length: count }, (_, i) => {
    const shape = next();
    const words = Array.from({ length: Math.floor(next() * 400) }, () => pick(WORDS));
    const text = shape < 0.05 ? '' : shape < 0.1 ? '  \n ' : `${next() < 0.2 ? ' ' : ''}${words.join(' ')}`;
    return { page: next() < 0.3 ? null : 1 + Math.floor(i / 5), text, kind: pick(KINDS) };
  });
}

describe('chunkDense matches the implementation it replaced (decision 0060)', () => {
  const options = [
    { maxTokens: 512, overlapTokens: 64 },
    { maxTokens: 40, overlapTokens: 15 },
    { maxTokens: 7, overlapTokens: 3 },
    { maxTokens: 1, overlapTokens: 0 },
  ];
  for (const seed of [1, 2, 3, 4, 5, 6]) {
    for (const option of options) {
      it(`seed ${seed}, ${option.maxTokens}/${option.overlapTokens} tokens`, () => {
        const blocks = generatedBlocks(seed, 60);
        const expected = referenceChunkDense(blocks, option);
        expect(expected.length).toBeGreaterThan(0);
        expect(chunkDense(blocks, option)).toEqual(expected);
      });
    }
  }

  it('gives the same chunks whether run at once or step by step', () => {
    const blocks = generatedBlocks(9, 200);
    const steps = chunkDenseSteps(blocks);
    let yields = 0;
    let step = steps.next();
    while (!step.done) {
      yields += 1;
      step = steps.next();
    }
    expect(yields).toBeGreaterThan(10);
    expect(step.value).toEqual(runToEnd(chunkDenseSteps(blocks)));
    expect(step.value).toEqual(referenceChunkDense(blocks));
  });

  it('agrees on empty and blank input', () => {
    for (const blocks of [
      [],
      [{ page: null, text: '', kind: 'paragraph' as const }],
      generatedBlocks(7, 3),
    ]) {
      expect(chunkDense(blocks)).toEqual(referenceChunkDense(blocks));
    }
  });
});
