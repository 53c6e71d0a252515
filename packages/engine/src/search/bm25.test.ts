import { describe, expect, it } from 'vitest';
import { analyze } from './analyze';
import { Bm25Index, bm25Idf, bm25TermScore } from './bm25';

function indexOf(docs: Record<string, string>): Bm25Index<string> {
  const index = new Bm25Index<string>();
  for (const [id, text] of Object.entries(docs)) index.add(id, analyze(text));
  return index;
}

describe('Bm25Index', () => {
  it('computes the Robertson–Sparck Jones idf with the +1 that keeps it positive', () => {
    expect(bm25Idf(10, 1)).toBeCloseTo(Math.log(1 + 9.5 / 1.5), 12);
    expect(bm25Idf(10, 10)).toBeGreaterThan(0);
    expect(bm25Idf(1000, 1)).toBeGreaterThan(bm25Idf(1000, 100));
  });

  it('scores one document by hand', () => {
    // Two docs: "cat cat dog" (3 terms) and "dog" (1 term); query "cat".
    const index = new Bm25Index<string>();
    index.add('a', ['cat', 'cat', 'dog']);
    index.add('b', ['dog']);
    const idf = Math.log(1 + (2 - 1 + 0.5) / (1 + 0.5));
    const expected = (idf * 2 * 1.9) / (2 + 0.9 * (1 - 0.4 + (0.4 * 3) / 2));
    const [hit] = index.search(['cat']);
    expect(hit?.id).toBe('a');
    expect(hit?.score).toBeCloseTo(expected, 12);
    expect(bm25TermScore(idf, 2, 3, 2, { k1: 0.9, b: 0.4 })).toBeCloseTo(expected, 12);
  });

  it('ranks a rare matching term above a common one', () => {
    const index = indexOf({
      common1: 'patients were treated and patients improved',
      common2: 'patients stayed in hospital',
      common3: 'older patients',
      rare: 'sorafenib response',
      none: 'weather report for tomorrow',
    });
    const ids = index.search(analyze('sorafenib patients'), { limit: 10 }).map((h) => h.id);
    expect(ids[0]).toBe('rare');
    expect(ids).not.toContain('none');
  });

  it('ranks a short document above a padded one with the same match', () => {
    const index = indexOf({
      padded: `sorafenib ${'filler words about unrelated topics '.repeat(20)}`,
      short: 'sorafenib dosing',
      other: 'weather report',
    });
    expect(index.search(analyze('sorafenib')).map((h) => h.id)).toEqual(['short', 'padded']);
  });

  it('saturates term frequency by k1 and normalises length by b', () => {
    const index = new Bm25Index<string>();
    index.add('once', ['x', 'y', 'y', 'y']);
    index.add('many', ['x', 'x', 'x', 'x', 'x', 'x', 'x', 'x']);
    index.add('other', ['z']);
    const noLength = index.search(['x'], { b: 0 });
    expect(noLength[0]?.id).toBe('many');
    const binary = index.search(['x'], { k1: 0, b: 0 });
    expect(binary[0]?.score).toBeCloseTo(binary[1]?.score ?? 0, 12);
  });

  it('counts a repeated query term once per occurrence and honours the limit', () => {
    const index = indexOf({ a: 'alpha beta', b: 'beta gamma', c: 'alpha gamma' });
    const once = index.search(['alpha', 'beta'], { limit: 3 });
    const twice = index.search(['alpha', 'alpha', 'beta'], { limit: 3 });
    expect(twice[0]?.id).toBe('a');
    expect(twice.find((h) => h.id === 'c')?.score).toBeCloseTo(
      2 * (once.find((h) => h.id === 'c')?.score ?? 0),
      12,
    );
    expect(index.search(['alpha'], { limit: 1 })).toHaveLength(1);
    expect(new Bm25Index().search(['alpha'])).toEqual([]);
    expect(index.docFrequency('gamma')).toBe(2);
    expect(index.size).toBe(3);
  });
});
