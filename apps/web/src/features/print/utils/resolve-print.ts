import type { Slide } from '@prowrite/contracts';
import { type ResolvedSlide, resolveSlide, themeForSlide } from '@prowrite/layouts';

/** The detail's company flags (decision 0007): the template variants and the extra company element. */
export interface PrintCompanyFlags {
  companyTemplate: boolean;
  companyElement: boolean;
}

/**
 * A slide resolved as the board draws it (template, language, company flags); null for a layout this build
 * does not know.
 */
export function resolveForPrint(
  slide: Slide,
  template: string,
  lang: 'zh' | 'en',
  flags: PrintCompanyFlags = { companyTemplate: false, companyElement: false },
): ResolvedSlide | null {
  try {
    return resolveSlide(slide, {
      theme: themeForSlide(template, slide.slide_id, { companyTemplate: flags.companyTemplate }),
      pageNumber: slide.slide_num,
      lang,
      ...(flags.companyElement ? { companyElement: true } : {}),
    });
  } catch {
    return null;
  }
}
