import { describe, expect, it } from 'vitest';
import { wordSegments } from './word-segments';

const whole = new Intl.Segmenter('en', { granularity: 'word' });

/** One segmenter over the whole text, keeping only segment and index (each result also holds a copy of the text). */
function wholeSegments(text: string): { segment: string; index: number }[] {
  const out: { segment: string; index: number }[] = [];
  for (const { segment, index } of whole.segment(text)) out.push({ segment, index });
  return out;
}

/** A seeded generator: the same text on every run, so a difference is reproducible. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

/** Pieces that test word boundaries near a cut: marks and joiners after spaces, numbers, CJK, emoji, RTL. */
const PIECES = [
  'word',
  "don't",
  '3.5',
  '1,000',
  'e.g.',
  ' ',
  '  ',
  '\n',
  '\r\n',
  '\u0301',
  '\u200d',
  '\u200b',
  '👩‍💻',
  '🇫🇷',
  '知识库支持中文检索。',
  'データです！',
  '한국어',
  'ไทยภาษา',
  'שלום',
  'x_y',
  'über',
  '…',
  'A',
  '9',
];

function generated(seed: number, parts: number): string {
  const next = random(seed);
  return Array.from({ length: parts }, () => PIECES[Math.floor(next() * PIECES.length)] as string).join('');
}

describe('wordSegments (decision 0067)', () => {
  it('gives exactly the segments of one whole-string segmenter, on texts long enough to be cut', () => {
    for (const seed of [1, 2, 3]) {
      const text = generated(seed, 9_000);
      expect(text.length).toBeGreaterThan(3 * 8192);
      expect([...wordSegments(text)]).toEqual(wholeSegments(text));
    }
  });

  it('handles short, empty and cut-free text', () => {
    for (const text of ['', 'a', 'one two', '字'.repeat(20_000), 'x y '.repeat(6_000)]) {
      expect([...wordSegments(text)]).toEqual(wholeSegments(text));
    }
  });
});
