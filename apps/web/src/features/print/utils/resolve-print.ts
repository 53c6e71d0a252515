import type { Slide } from '@prowrite/contracts';
import { type ResolvedSlide, resolveSlide, themeForSlide } from '@prowrite/layouts';

/** A slide resolved as the board draws it (template, language); null for a layout this build does not know. */
export function resolveForPrint(slide: Slide, template: string, lang: 'zh' | 'en'): ResolvedSlide | null {
  try {
    return resolveSlide(slide, {
      theme: themeForSlide(template, slide.slide_id, { rocheTemplateFlag: false }),
      pageNumber: slide.slide_num,
      lang,
    });
  } catch {
    return null;
  }
}
