import type { Slide } from '@prowrite/contracts';
import { layoutSamples, listLayouts } from '@prowrite/layouts';

/** The templates every layout is drawn in (gallery, visual baselines). */
export const SAMPLE_TEMPLATES = [
  'general',
  'medical_template1',
  'medical_template2',
  'medical_template3',
] as const;

/**
 * One slide per registered layout from its sample, in registry order, numbered 7 like the gallery's snapshot
 * mode draws them (its page-number element then shows the same text as the Chromium baselines).
 */
export function sampleSlides(lang: 'zh' | 'en'): { layoutId: string; slide: Slide }[] {
  return listLayouts().flatMap((layout) => {
    const sample = layoutSamples[layout.id]?.[lang];
    return sample ? [{ layoutId: layout.id, slide: { ...sample, slide_num: 7 } }] : [];
  });
}

/** A deck of `count` slides cycling over every layout's zh and en samples (the 100-slide bench deck). */
export function cycledDeck(count: number): Slide[] {
  const zh = sampleSlides('zh');
  const en = sampleSlides('en');
  const all = zh.flatMap((s, i) => [s, en[i] ?? s]);
  return Array.from({ length: count }, (_, i) => ({ ...all[i % all.length]!.slide, slide_num: i + 1 }));
}

/** Playwright's file name of a layout snapshot baseline. */
export const baselineName = (template: string, layoutId: string): string =>
  `${`${template}-${layoutId}`.replace(/[^a-zA-Z0-9]+/g, '-')}-chromium-linux.png`;

/** The slide with every figure pointed at `url(index)` (loader addresses instead of the samples' data URLs). */
export function withFigureUrls(slide: Slide, url: (index: number) => string, start = 0): Slide {
  let n = start;
  return {
    ...slide,
    content: slide.content.map((item) =>
      item.img_arr
        ? {
            ...item,
            img_arr: item.img_arr.map((f) => ({
              ...f,
              image_info: { key_info: '', ...f.image_info, url: url(n++) },
            })),
          }
        : item,
    ),
  };
}
