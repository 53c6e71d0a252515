import { describe, expect, it } from 'vitest';
import { RRF_K, reciprocalRankFusion } from './reciprocal-rank-fusion';

describe('reciprocalRankFusion', () => {
  it('sums 1/(k + rank) over the rankings, ties by chunk id', () => {
    const fused = reciprocalRankFusion([
      [{ chunkId: 'a' }, { chunkId: 'b' }, { chunkId: 'c' }],
      [{ chunkId: 'c' }, { chunkId: 'b' }],
    ]);
    // c: 1/63 + 1/61 just beats b: 2/62; a: 1/61.
    expect(fused.map((f) => f.chunkId)).toEqual(['c', 'b', 'a']);
    expect(fused[0]?.score).toBeCloseTo(1 / (RRF_K + 3) + 1 / (RRF_K + 1), 12);
    expect(fused[1]?.score).toBeCloseTo(2 / (RRF_K + 2), 12);
    expect(reciprocalRankFusion([[{ chunkId: 'y' }], [{ chunkId: 'x' }]]).map((f) => f.chunkId)).toEqual([
      'x',
      'y',
    ]);
  });

  it('keeps a single ranking in its order, and an empty one adds nothing', () => {
    const one = [{ chunkId: 'z' }, { chunkId: 'a' }];
    expect(reciprocalRankFusion([one, []]).map((f) => f.chunkId)).toEqual(['z', 'a']);
  });
});
