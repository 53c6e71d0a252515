import { MAX_QUOTE_QUERY_CHARS, type Reference, type Slide } from '@prowrite/contracts';
import { findNumber } from './loose-match';

type Provenance = NonNullable<Slide['provenance']>[number];

/** The writer's record of where a number shown on the slide was read, when it kept one. */
export function provenanceFor(
  slide: Pick<Slide, 'provenance'> | undefined,
  numberText: string,
): Provenance | null {
  for (const p of slide?.provenance ?? []) {
    if (findNumber(p.text, numberText) || findNumber(p.quote, numberText)) return p;
  }
  return null;
}

/**
 * What to ask the source lookup: the recorded quote when there is one (found verbatim, on its page), else
 * the number itself (the sentence that prints it).
 */
export function quoteQuery(numberText: string, provenance: Provenance | null): string {
  const quote = provenance?.quote.trim();
  if (quote && [...quote].length <= MAX_QUOTE_QUERY_CHARS) return quote;
  return numberText.trim().slice(0, MAX_QUOTE_QUERY_CHARS);
}

/** A reference opens the file preview when it names a file, else its web address (http/https only). */
export function referenceAction(
  ref: Pick<Reference, 'id' | 'article_url' | 'page'>,
): { kind: 'file'; fileId: string; page?: number } | { kind: 'url'; url: string } | { kind: 'none' } {
  if (ref.id) return { kind: 'file', fileId: ref.id, ...(ref.page ? { page: ref.page } : {}) };
  try {
    const url = new URL(ref.article_url);
    if (url.protocol === 'http:' || url.protocol === 'https:') return { kind: 'url', url: url.href };
  } catch {
    // Not an absolute address.
  }
  return { kind: 'none' };
}
