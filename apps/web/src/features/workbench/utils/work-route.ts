import { isArticleKind, type WorkType } from '@prowrite/contracts';
import { webArticleKind } from '../../article-editor';
import { DECK_TEMPLATES } from './work-status';

/** Where a work opens: decks on the deck board, every article kind in the article editor. */
export function workPath(id: string, type: WorkType | string): string {
  const base = isArticleKind(type) ? 'articles' : 'decks';
  return `/${base}/${encodeURIComponent(id)}`;
}

/** The templates the create form offers for a work type (the first is the default). */
export function templatesFor(type: WorkType): readonly string[] {
  if (type === 'PPT') return DECK_TEMPLATES;
  return webArticleKind(type)?.templates.map((t) => t.id) ?? [];
}

/** The swatch colour of an article template (its default theme colour). */
export function articleTemplateColour(type: WorkType, template: string): string {
  return webArticleKind(type)?.themeColour(template) ?? '';
}
