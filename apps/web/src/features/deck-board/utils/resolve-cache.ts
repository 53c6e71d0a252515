import type { Slide } from '@prowrite/contracts';
import { type ResolvedSlide, resolveSlide, themeForSlide } from '@prowrite/layouts';

/** What a slide is drawn with besides its content: the template, the language and the company flags. */
export interface RenderOptions {
  template: string;
  lang: 'zh' | 'en';
  /** roche_template_flag: medical_template2 gives way to medical_template1 on cover, section and closing slides. */
  companyTemplate: boolean;
  /** roche_flag: the extra company element on every slide. */
  companyElement: boolean;
}

/**
 * Resolved slides by slide object: a slide is resolved once per set of options, and again only when it changes
 * (edits make a new object). Unknown layouts resolve to null (the board shows a notice).
 */
const caches = new Map<string, WeakMap<Slide, ResolvedSlide | null>>();

export function resolveCached(slide: Slide, opts: RenderOptions): ResolvedSlide | null {
  const key = `${opts.template}|${opts.lang}|${opts.companyTemplate}|${opts.companyElement}`;
  let cache = caches.get(key);
  if (!cache) {
    cache = new WeakMap();
    caches.set(key, cache);
  }
  const hit = cache.get(slide);
  if (hit !== undefined) return hit;
  let resolved: ResolvedSlide | null;
  try {
    resolved = resolveSlide(slide, {
      theme: themeForSlide(opts.template, slide.slide_id, { companyTemplate: opts.companyTemplate }),
      pageNumber: slide.slide_num,
      lang: opts.lang,
      ...(opts.companyElement ? { companyElement: true } : {}),
    });
  } catch {
    resolved = null;
  }
  cache.set(slide, resolved);
  return resolved;
}
