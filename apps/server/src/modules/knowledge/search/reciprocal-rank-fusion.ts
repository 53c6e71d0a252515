/** RRF's constant: ranks beyond the first few matter less, but no list can dominate (Cormack et al., 2009). */
export const RRF_K = 60;

/**
 * Reciprocal rank fusion: each chunk scores the sum of 1 / (k + rank) over the rankings it appears in
 * (rank from 1). Only ranks count, so BM25 scores and cosines need no common scale. Ties by chunk id.
 */
export function reciprocalRankFusion(
  rankings: readonly (readonly { chunkId: string }[])[],
  k = RRF_K,
): { chunkId: string; score: number }[] {
  const scores = new Map<string, number>();
  for (const ranking of rankings) {
    ranking.forEach(({ chunkId }, i) => {
      scores.set(chunkId, (scores.get(chunkId) ?? 0) + 1 / (k + i + 1));
    });
  }
  return [...scores]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
    .map(([chunkId, score]) => ({ chunkId, score }));
}
