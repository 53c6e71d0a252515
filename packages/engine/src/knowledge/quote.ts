import { MAX_QUOTE_CHARS } from './chunk-types';

/** The opening of a block's text, cut at a word end: a verbatim substring of what the source printed. */
export function openingQuote(text: string): string {
  const trimmed = text.trim();
  if (trimmed.length <= MAX_QUOTE_CHARS) return trimmed;
  const cut = trimmed.slice(0, MAX_QUOTE_CHARS);
  const space = cut.lastIndexOf(' ');
  return space > MAX_QUOTE_CHARS / 2 ? cut.slice(0, space) : cut;
}
