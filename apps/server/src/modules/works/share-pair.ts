import { createHash, timingSafeEqual } from 'node:crypto';

/** Constant-time comparison of two secrets of any length. */
export function sameSecret(a: string, b: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(a), digest(b));
}

/**
 * The one share-pair check of every public lookup (deck preview, its figures, its export, the article page):
 * the row found by the public half counts only when the work still has a share token and the secret half
 * matches it, compared in constant time. Answers the row or undefined (callers answer 404 without saying which
 * half was wrong).
 */
export function openedByPair<T extends { work: { shareToken: string | null } }>(
  row: T | undefined,
  secret: string,
): T | undefined {
  return row?.work.shareToken && sameSecret(row.work.shareToken, secret) ? row : undefined;
}
