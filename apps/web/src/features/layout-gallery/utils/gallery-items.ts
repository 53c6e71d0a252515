import type { Slide } from '@prowrite/contracts';
import {
  getTheme,
  type LayoutDeclaration,
  layoutSamples,
  listLayouts,
  type ResolvedSlide,
  resolveSlide,
} from '@prowrite/layouts';

/** The templates the gallery draws every layout in: the general family and the three medical templates. */
export const GALLERY_TEMPLATES = [
  'general',
  'medical_template1',
  'medical_template2',
  'medical_template3',
] as const;
export type GalleryTemplate = (typeof GALLERY_TEMPLATES)[number];
export type SampleLang = 'zh' | 'en';

export function isGalleryTemplate(value: string | null): value is GalleryTemplate {
  return (GALLERY_TEMPLATES as readonly string[]).includes(value ?? '');
}

export type GalleryItem = {
  layout: LayoutDeclaration;
  template: GalleryTemplate;
  /** Null when the layout has no sample in that language. */
  slide: Slide | null;
};

/** Every registered layout with its sample, for one template, in registry order. */
export function galleryItems(template: GalleryTemplate, lang: SampleLang): GalleryItem[] {
  return listLayouts().map((layout) => ({
    layout,
    template,
    slide: layoutSamples[layout.id]?.[lang] ?? null,
  }));
}

/** A sample resolved in a template; null when it has no sample or does not resolve (shown as such). */
export function resolveSample(item: GalleryItem, lang: SampleLang): ResolvedSlide | null {
  if (!item.slide) return null;
  try {
    return resolveSlide(item.slide, { theme: getTheme(item.template), lang, pageNumber: 7 });
  } catch {
    return null;
  }
}
