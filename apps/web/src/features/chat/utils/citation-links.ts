/** The href a citation marker becomes in the rendered answer. */
export const CITE_PREFIX = '#cite-';

/**
 * Turns the answer's citation markers `[n]` into markdown links `[[n]](#cite-n)` so the renderer can make
 * them open the source; escaped brackets (`\[3\]`, text quoted from a source) and existing links stay text.
 */
export function linkCitations(markdown: string, known: ReadonlySet<number>): string {
  return markdown.replace(/(?<!\\)\[(\d{1,3})\](?!\()/g, (marker, digits: string) =>
    known.has(Number(digits)) ? `[${marker}](${CITE_PREFIX}${digits})` : marker,
  );
}

/** The citation number of a link made by `linkCitations`, or null. */
export function citationOf(href: string | undefined): number | null {
  if (!href?.startsWith(CITE_PREFIX)) return null;
  const n = Number(href.slice(CITE_PREFIX.length));
  return Number.isInteger(n) && n > 0 ? n : null;
}
