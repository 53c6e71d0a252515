import type { Theme } from '../model';
import { getLayout } from '../registry';
import { getTheme } from '.';

/** Slide types that count as cover, section or closing slides for the company-template swap. */
const SWAPPED_SLIDE_TYPES = new Set(['cover', 'section_title', 'chapter_title', 'closing']);
/** Background kinds that mark the same slides when a layout's type says otherwise. */
const SWAPPED_BACKGROUNDS = new Set(['cover', 'section', 'closing']);

export interface ThemeForSlideFlags {
  /** The deck's company-template flag (roche_template_flag). */
  companyTemplate?: boolean;
}

/**
 * The theme a slide is drawn with. Spec: when the company-template flag is on and the selected template is
 * medical_template2, it is replaced by medical_template1 on some slides. We pick the cover, section and
 * closing slides (slide type cover / section_title / chapter_title / closing, or a cover, section or closing
 * background), so a company deck opens, divides and closes in the company look while content slides keep
 * template2. Every other case (flag off, other templates, unknown slide ids) returns the template's theme.
 */
export function themeForSlide(template: string, slideId: string, flags: ThemeForSlideFlags = {}): Theme {
  if (!flags.companyTemplate || template !== 'medical_template2') return getTheme(template);
  const layout = getLayout(slideId);
  const swapped =
    layout !== undefined &&
    (SWAPPED_SLIDE_TYPES.has(layout.slideType) || SWAPPED_BACKGROUNDS.has(layout.background));
  return getTheme(swapped ? 'medical_template1' : template);
}
