import type { Slide } from '@prowrite/contracts';
import { getTheme, type ResolvedSlide, resolveSlide } from '@prowrite/layouts';

/** A slide resolved for read-only display; null for a layout this build does not know. */
export function resolveForDisplay(slide: Slide, template: string, lang?: 'zh' | 'en'): ResolvedSlide | null {
  try {
    return resolveSlide(slide, {
      theme: getTheme(template),
      pageNumber: slide.slide_num,
      ...(lang ? { lang } : {}),
    });
  } catch {
    return null;
  }
}
