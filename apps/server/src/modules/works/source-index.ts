import { canonicalNumber, numbersIn } from './slide-numbers';

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

/** The numbers of every source page, for finding where a number shown on a slide was printed. */
export class SourceNumberIndex {
  /** per page: canonical number -> where it first appears, with its printed length. */
  private readonly pages: { page: SourcePage; numbers: Map<string, { index: number; length: number }> }[];

  constructor(pages: SourcePage[]) {
    this.pages = pages.map((page) => {
      const numbers = new Map<string, { index: number; length: number }>();
      for (const token of numbersIn(page.text)) {
        if (!numbers.has(token.canonical))
          numbers.set(token.canonical, { index: token.index, length: token.text.length });
      }
      return { page, numbers };
    });
  }

  /** Where the number appears: on one of the `preferred` pages (its provenance) first, else the first page. */
  find(token: string, preferred: { file_id: string; page: number }[] = []): FoundAt | null {
    const canonical = canonicalNumber(token);
    const ordered = [
      ...this.pages.filter((p) =>
        preferred.some((q) => q.file_id === p.page.fileId && q.page === p.page.page),
      ),
      ...this.pages,
    ];
    for (const { page, numbers } of ordered) {
      const at = numbers.get(canonical);
      if (at) return { file_id: page.fileId, page: page.page, quote: around(page.text, at.index, at.length) };
    }
    return null;
  }
}
