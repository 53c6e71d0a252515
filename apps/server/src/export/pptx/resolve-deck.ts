import type { Slide } from '@prowrite/contracts';
import {
  getLayout,
  type ResolvedSlide,
  type ResolveSlideOptions,
  resolveSlide,
  splitSlide,
  themeForSlide,
} from '@prowrite/layouts';
import { UnknownSlideLayoutError } from './errors';

export interface DeckResolveOptions {
  template: string;
  logo?: string;
  companyTemplate?: boolean;
  companyElement?: boolean;
  lang?: 'zh' | 'en';
}

/** One exported page: the resolved drawing and the slide it came from (notes, references, provenance). */
export interface DeckPage {
  slide: Slide;
  resolved: ResolvedSlide;
  /** The theme id the page is drawn with (company-template swaps may differ from the deck's). */
  themeId: string;
}

/**
 * Resolves every slide the way the deck board does (themeForSlide, the slide's number as page number,
 * the company element) and splits a slide whose split-policy content overflows into continuation pages,
 * numbered on from it. An unknown layout is a 400 naming the slide rather than a silently missing page.
 */
export function resolveDeck(slides: Slide[], opts: DeckResolveOptions): DeckPage[] {
  const pages: DeckPage[] = [];
  let extra = 0;
  slides.forEach((slide, index) => {
    if (!getLayout(slide.slide_id)) throw new UnknownSlideLayoutError(index + 1, slide.slide_id);
    const theme = themeForSlide(opts.template, slide.slide_id, {
      companyTemplate: opts.companyTemplate ?? false,
    });
    const base: Omit<ResolveSlideOptions, 'pageNumber'> = {
      theme,
      ...(opts.logo ? { enterpriseLogo: opts.logo } : {}),
      ...(opts.lang ? { lang: opts.lang } : {}),
      ...(opts.companyElement ? { companyElement: true } : {}),
    };
    const first = resolveSlide(slide, { ...base, pageNumber: slide.slide_num + extra });
    if (!first.needsSplit) {
      pages.push({ slide, resolved: first, themeId: theme.id });
      return;
    }
    const parts = splitSlide(slide, { ...base, pageNumber: slide.slide_num + extra });
    parts.forEach((part, i) => {
      if (i > 0) extra += 1;
      const resolved = resolveSlide(part, { ...base, pageNumber: slide.slide_num + extra });
      pages.push({ slide: part, resolved, themeId: theme.id });
    });
  });
  return pages;
}
