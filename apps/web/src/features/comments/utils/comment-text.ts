import { MAX_COMMENT_CHARS } from '@prowrite/contracts';

/** Characters as the server counts them: code points, so an emoji or a CJK character is one. */
export function commentLength(text: string): number {
  return [...text].length;
}

/** Submit is allowed for non-blank text within the limit. */
export function canSubmitComment(text: string): boolean {
  const length = commentLength(text.trim());
  return length > 0 && length <= MAX_COMMENT_CHARS;
}

/** Cuts pasted text to the limit without splitting a surrogate pair. */
export function limitComment(text: string): string {
  const chars = [...text];
  return chars.length <= MAX_COMMENT_CHARS ? text : chars.slice(0, MAX_COMMENT_CHARS).join('');
}

/** Skeleton rows while the history loads: min(2, count), never more rows than comments. */
export function skeletonRows(count: number): number {
  return Math.max(0, Math.min(2, count));
}
