import type { Facts } from '@prowrite/contracts';
import type { Labels, OutLang } from './labels';

/** One source file's facts, as the writer receives them. */
export type DeckSource = {
  fileId: string;
  fileName: string;
  facts: Facts;
  /** Content hash of the file, copied into references when known. */
  sha1?: string;
};

export type WriteDeckInput = {
  /** The deck title; the first source's trial title (then its file name) when absent. */
  title?: string;
  facts: DeckSource[];
  /** The selected template: medical_template1..3 write the medical layouts, anything else the general ones. */
  template: string;
  outLang: OutLang;
};

export type WriterContext = { labels: Labels; sources: DeckSource[] };

/** The display title of a source: its trial title, else its file name. */
export function sourceTitle(source: DeckSource): string {
  return source.facts.title?.value.trim() || source.fileName;
}

/** Whether extraction found anything at all in a source (the "no new content" case when none has any). */
export function hasAnyFacts(facts: Facts): boolean {
  return Object.values(facts).some((value) => (Array.isArray(value) ? value.length > 0 : value !== null));
}
