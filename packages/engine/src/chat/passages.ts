import { splitSentences } from '../text/sentences';

/** A passage a chat answer may quote: an exact span of one page's text (so its quote is always on that page). */
export type ChatPassage = {
  fileId: string;
  page: number;
  text: string;
  /** A web result's snippet: the result's address and title (fileId '' and page 1). */
  url?: string;
  title?: string;
};

export type ChatSourcePage = { fileId: string; page: number; text: string };

/** Shorter sentences are headings, labels, table cells or fragments cut by a page or column end. */
const MIN_PASSAGE_CHARS = 40;
const MIN_PASSAGE_WORDS = 7;

/** The sentences of every page, each an exact substring of its page's text, in reading order. */
export function pagePassages(pages: ChatSourcePage[]): ChatPassage[] {
  const out: ChatPassage[] = [];
  for (const page of pages) {
    const seen = new Set<string>();
    for (const span of splitSentences(page.text)) {
      const text = page.text.slice(span.start, span.end).trim();
      if (text.length < MIN_PASSAGE_CHARS || seen.has(text)) continue;
      // CJK text has no spaces: there the length alone decides.
      if (!/\p{Script=Han}/u.test(text) && text.split(/\s+/).length < MIN_PASSAGE_WORDS) continue;
      seen.add(text);
      out.push({ fileId: page.fileId, page: page.page, text });
    }
  }
  return out;
}
