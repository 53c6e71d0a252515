import { sourceValueKeys } from '@prowrite/engine';

export type SourcePage = { fileId: string; page: number; text: string };
export type FoundAt = { file_id: string; page: number; quote: string };

const QUOTE_RADIUS = 80;

/** The text around `index` on a page, cut at word boundaries, whitespace collapsed. */
export function around(text: string, index: number, length: number): string {
  let start = Math.max(0, index - QUOTE_RADIUS);
  let end = Math.min(text.length, index + length + QUOTE_RADIUS);
  if (start > 0) start = text.indexOf(' ', start) + 1 || start;
  if (end < text.length) end = text.lastIndexOf(' ', end) > index + length ? text.lastIndexOf(' ', end) : end;
  return text.slice(start, end).replace(/\s+/g, ' ').trim();
}

/**
 * The values of every source page, by the keys of the check's tokeniser (engine text/value-tokens), for
 * finding where a value shown on a slide or in an article was printed: whole tokens only.
 */
export class SourceNumberIndex {
  private readonly pages: { page: SourcePage; keys: Map<string, { index: number; length: number }> }[];

  constructor(pages: SourcePage[]) {
    this.pages = pages.map((page) => ({ page, keys: sourceValueKeys(page.text) }));
  }

  /** Where the value (its `shownKey`) appears: on a `preferred` page (its provenance) first, else the first. */
  find(key: string, preferred: { file_id: string; page: number }[] = []): FoundAt | null {
    const ordered = [
      ...this.pages.filter((p) =>
        preferred.some((q) => q.file_id === p.page.fileId && q.page === p.page.page),
      ),
      ...this.pages,
    ];
    for (const { page, keys } of ordered) {
      const at = keys.get(key);
      if (at) return { file_id: page.fileId, page: page.page, quote: around(page.text, at.index, at.length) };
    }
    return null;
  }
}
