import { describe, expect, it } from 'vitest';
import { ndcgAt, percentile, recallAt } from './ranking-metrics';

describe('ranking metrics', () => {
  const judged = new Map([
    ['a', 1],
    ['b', 2],
  ]);

  it('computes nDCG@k with graded gains and the ideal order', () => {
    expect(ndcgAt(10, ['b', 'a'], judged)).toBeCloseTo(1, 12);
    const dcg = 1 / Math.log2(2) + 2 / Math.log2(3);
    const idcg = 2 / Math.log2(2) + 1 / Math.log2(3);
    expect(ndcgAt(10, ['a', 'b'], judged)).toBeCloseTo(dcg / idcg, 12);
    expect(ndcgAt(1, ['x', 'b'], judged)).toBe(0);
    expect(ndcgAt(10, [], judged)).toBe(0);
  });

  it('computes recall@k over the relevant documents only', () => {
    expect(recallAt(100, ['a', 'x'], judged)).toBe(0.5);
    expect(recallAt(1, ['x', 'a', 'b'], judged)).toBe(0);
    expect(recallAt(10, ['a'], new Map([['a', 0]]))).toBe(0);
  });

  it('takes the nearest-rank percentile', () => {
    expect(percentile([5, 1, 3, 2, 4], 95)).toBe(5);
    expect(percentile([5, 1, 3, 2, 4], 50)).toBe(3);
    expect(percentile([], 95)).toBe(0);
  });
});
