/** A ranker score rounded for reading: three decimals, one from 100 up (large BM25 sums). */
export function formatScore(score: number): string {
  if (!Number.isFinite(score)) return '—';
  return score >= 100 ? score.toFixed(1) : score.toFixed(3);
}
