import { shownKey, sourceValueKeys } from '../../../text/value-tokens';
import type { ChapterDraft } from '../../drafts';
import { numberTokens } from '../../number-check';
import type { Para } from '../../paragraph';

/**
 * Whether every value a paragraph shows is printed in one of its quotes (the number check's own tokens and
 * keys): a value the writer derived (a sign the extractor oriented, a unit the quote puts elsewhere) is not.
 */
export function isBacked(p: Para): boolean {
  const keys = new Set(p.sources.flatMap((s) => [...sourceValueKeys(s.quote).keys()]));
  return numberTokens(p.text).every((t) => t.structural || keys.has(shownKey(t.token)));
}

/** Chapters with every unbacked paragraph left out (sections and chapters left empty go too). */
export function backedChapters(chapters: ChapterDraft[]): ChapterDraft[] {
  return chapters
    .map((c) => ({
      ...c,
      sections: c.sections
        .map((s) => ({
          ...s,
          items: s.items
            .map((item) => (item.kind === 'text' ? { ...item, paras: item.paras.filter(isBacked) } : item))
            .filter((item) => item.kind === 'image' || item.paras.length > 0),
        }))
        .filter((s) => s.items.length > 0),
    }))
    .filter((c) => c.sections.length > 0);
}
