/**
 * A text cut to fit instead of fitted: it ends with an ellipsis, or it is a sentence (a capital or a Han
 * character first, eight words or twenty Han characters and more) whose last word leaves it open ("… and",
 * "… the", "… was"), or one that stops without its full stop.
 */
const ELLIPSIS = /(?:…|\.\.\.)\s*["”’)）]?$/;
const OPEN_END = /\b(?:the|a|an|of|and|or|to|with|in|for|by|at|from|was|were|is|are|than|that|which|not)$/i;
const END = /[.!?。！？；;:：]["”’)）\]]*$/;

/** Whether a text's last word leaves it open ("… compared with"): a clipped phrase as much as a sentence. */
export function endsOpen(text: string): boolean {
  return OPEN_END.test(text.trim().replace(/["”’)）\]]+$/, ''));
}

export function truncation(text: string): 'ellipsis' | 'mid-sentence' | null {
  const t = text.trim();
  if (ELLIPSIS.test(t)) return 'ellipsis';
  const words = t.split(/\s+/).length;
  const han = t.match(/\p{Script=Han}/gu)?.length ?? 0;
  const sentence = /^[A-Z“"\p{Script=Han}]/u.test(t) && (words >= 8 || han >= 20);
  if (!sentence) return null;
  if (OPEN_END.test(t.replace(/["”’)）\]]+$/, ''))) return 'mid-sentence';
  // A sentence of words (not a list of values or a heading) ends with its stop.
  if (
    /[a-z]{3,}\s+[a-z]{3,}/.test(t) &&
    /\b(?:was|were|is|are|had|has|did|showed|received|resulted)\b/.test(t) &&
    !END.test(t)
  )
    return 'mid-sentence';
  return null;
}
