import type { ArticleImage, Provenance } from '@prowrite/contracts';
import { measureText } from '@prowrite/contracts';
import type { Para } from './paragraph';

/** An image before ids are given: a source figure with its caption's provenance. */
export type FigureDraft = {
  image: Omit<ArticleImage, 'id' | 'uniq_id'>;
  sources: Provenance[];
};

export type BodyDraft = { kind: 'text'; paras: Para[] } | { kind: 'image'; figure: FigureDraft };

export type SectionDraft = { title: string; titleSources?: Provenance[]; items: BodyDraft[] };

export type ChapterDraft = { title: string; sections: SectionDraft[] };

export const textItem = (paras: Para[]): BodyDraft => ({ kind: 'text', paras });

/** A section, or null when it has nothing to say (empty paragraphs dropped). */
export function section(title: string, items: BodyDraft[], titleSources?: Provenance[]): SectionDraft | null {
  const kept = items
    .map((item) => (item.kind === 'text' ? { ...item, paras: item.paras.filter((p) => p.text) } : item))
    .filter((item) => item.kind === 'image' || item.paras.length > 0);
  return kept.length > 0 ? { title, items: kept, ...(titleSources ? { titleSources } : {}) } : null;
}

export function chapter(title: string, sections: (SectionDraft | null)[]): ChapterDraft | null {
  const kept = sections.filter((s): s is SectionDraft => s !== null);
  return kept.length > 0 ? { title, sections: kept } : null;
}

const itemLength = (item: BodyDraft) =>
  item.kind === 'text'
    ? item.paras.reduce((n, p) => n + measureText(p.text), 0)
    : measureText(item.figure.image.image_title) +
      measureText(item.figure.image.footnote.replace(/<[^>]*>/g, ''));

const sectionLength = (s: SectionDraft) =>
  measureText(s.title) + s.items.reduce((n, i) => n + itemLength(i), 0);

export const chapterLength = (c: ChapterDraft) =>
  measureText(c.title) + c.sections.reduce((n, s) => n + sectionLength(s), 0);

/**
 * Chapters cut until their text fits `limit` (the article component's): the longest chapter loses its last
 * item, then its last section, then its last paragraph — later, more detailed content goes first.
 */
export function trimChapters(chapters: ChapterDraft[], limit: number, fixed: number): ChapterDraft[] {
  const total = () => fixed + chapters.reduce((n, c) => n + chapterLength(c), 0);
  while (total() > limit) {
    const longest = [...chapters].sort((a, b) => chapterLength(b) - chapterLength(a))[0];
    if (!longest) break;
    const last = longest.sections.at(-1)!;
    if (last.items.length > 1) last.items.pop();
    else if (longest.sections.length > 1) longest.sections.pop();
    else {
      const item = last.items[0];
      if (item?.kind === 'text' && item.paras.length > 1) item.paras.pop();
      else break;
    }
  }
  return chapters;
}
