import { DEFAULT_CATEGORY_ID, type KnowledgeCategory } from '@prowrite/contracts';

/**
 * The name a category shows: "No category" is the default, never stored, so it takes the translated label;
 * the others take their English name in English when they have one, else their own name.
 */
export function categoryLabel(
  category: Pick<KnowledgeCategory, 'id' | 'name' | 'en_name'>,
  language: string,
  noCategoryLabel: string,
): string {
  if (category.id === DEFAULT_CATEGORY_ID) return noCategoryLabel;
  if (language.startsWith('en') && category.en_name.trim()) return category.en_name;
  return category.name;
}
