import type { PromptItem } from '@prowrite/contracts';

const DEFAULT_TITLE_CHARS = 40;

/** Every word of the search appears in the title or the text (case and accents ignored). */
export function matchesPrompt(prompt: Pick<PromptItem, 'title' | 'text'>, search: string): boolean {
  const words = fold(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = fold(`${prompt.title}\n${prompt.text}`);
  return words.every((w) => haystack.includes(w));
}

/** A saved prompt's title when the user gives none: the start of its text on one line. */
export function defaultPromptTitle(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > DEFAULT_TITLE_CHARS ? `${line.slice(0, DEFAULT_TITLE_CHARS - 1)}…` : line;
}

function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}
