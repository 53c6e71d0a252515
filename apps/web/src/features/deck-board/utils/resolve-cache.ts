import type { Slide } from '@prowrite/contracts';
import { getTheme, type ResolvedSlide, resolveSlide } from '@prowrite/layouts';

/**
 * Resolved slides by slide object: a slide is resolved once per template and language, and again only when
 * it changes (edits make a new object). Unknown layouts resolve to null (the board shows a notice).
 */
const caches = new Map<string, WeakMap<Slide, ResolvedSlide | null>>();

/** The company variant of medical_template2 is drawn with medical_template1 (decks.md section 1). */
export function effectiveTemplate(template: string, companyTemplate: boolean): string {
  return companyTemplate && template === 'medical_template2' ? 'medical_template1' : template;
}

export function resolveCached(slide: Slide, template: string, lang: 'zh' | 'en'): ResolvedSlide | null {
  const key = `${template}|${lang}`;
  let cache = caches.get(key);
  if (!cache) {
    cache = new WeakMap();
    caches.set(key, cache);
  }
  const hit = cache.get(slide);
  if (hit !== undefined) return hit;
  let resolved: ResolvedSlide | null;
  try {
    resolved = resolveSlide(slide, { theme: getTheme(template), pageNumber: slide.slide_num, lang });
  } catch {
    resolved = null;
  }
  cache.set(slide, resolved);
  return resolved;
}
