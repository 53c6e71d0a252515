/** The public preview address of a published deck: `/preview-ppt/{ppt_id}?reportId=`. */
export function publicPreviewPath(pptId: string, reportId: string): string {
  return `/preview-ppt/${encodeURIComponent(pptId)}?reportId=${encodeURIComponent(reportId)}`;
}

export function publicPreviewUrl(origin: string, pptId: string, reportId: string): string {
  return `${origin.replace(/\/+$/, '')}${publicPreviewPath(pptId, reportId)}`;
}

/** The public page of a published article: `/tweets-screenshot/{work id}/{reportId}`. */
export function publicArticleUrl(origin: string, workId: string, reportId: string): string {
  return `${origin.replace(/\/+$/, '')}/tweets-screenshot/${encodeURIComponent(workId)}/${encodeURIComponent(reportId)}`;
}

/** The address to share for a work's live pair: decks by their ppt id, articles by the work id. */
export function shareUrl(
  origin: string,
  work: { id: string; kind: 'deck' | 'article' },
  pair: { pptId: string | null; reportId: string | null },
): string | null {
  if (!pair.pptId || !pair.reportId) return null;
  return work.kind === 'deck'
    ? publicPreviewUrl(origin, pair.pptId, pair.reportId)
    : publicArticleUrl(origin, work.id, pair.reportId);
}

/** The expiry choices of the share dialog, in days; null = until revoked. */
export const SHARE_EXPIRY_DAYS = [null, 1, 7, 30, 90] as const;

/** Both halves of the pair are needed; without either nothing is loaded (no request with half a pair). */
export function previewPair(
  pptId: string | undefined,
  reportId: string | null,
): { pptId: string; reportId: string } | null {
  const p = pptId?.trim();
  const r = reportId?.trim();
  return p && r ? { pptId: p, reportId: r } : null;
}
