/** The public preview address of a published deck: `/preview-ppt/{ppt_id}?reportId=` (api-fills). */
export function publicPreviewPath(pptId: string, reportId: string): string {
  return `/preview-ppt/${encodeURIComponent(pptId)}?reportId=${encodeURIComponent(reportId)}`;
}

export function publicPreviewUrl(origin: string, pptId: string, reportId: string): string {
  return `${origin.replace(/\/+$/, '')}${publicPreviewPath(pptId, reportId)}`;
}

/** Both halves of the pair are needed; without either nothing is loaded (workbench.md 5). */
export function previewPair(
  pptId: string | undefined,
  reportId: string | null,
): { pptId: string; reportId: string } | null {
  const p = pptId?.trim();
  const r = reportId?.trim();
  return p && r ? { pptId: p, reportId: r } : null;
}
