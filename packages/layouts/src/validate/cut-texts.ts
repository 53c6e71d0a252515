import type { Slide } from '@prowrite/contracts';
import { getLayout } from '../registry';
import { type ResolveSlideOptions, resolveSlide } from '../render/resolve-slide';

/** A text a slide's layout cut with an ellipsis to fit its box. */
export type CutText = { key: string; contentId: string; text: string };

/**
 * The texts of a slide that its layout had to cut with "…" (a box too small for one whole sentence, after
 * shrinking to the floor and leaving out whole list items). Read from the resolved slide, so the content
 * checker counts exactly what the board and the exports show; a text that was cut is a writer defect.
 */
export function cutTexts(slide: Slide, options: ResolveSlideOptions): CutText[] {
  // A layout this build does not know has nothing resolved to check (the export names it as an error).
  if (!options.layout && !getLayout(slide.slide_id)) return [];
  const out: CutText[] = [];
  for (const e of resolveSlide(slide, options).elements) {
    if (e.kind !== 'text' || e.fit !== 'clamped') continue;
    if (!e.text.split('\n').some((p) => p.trimEnd().endsWith('…'))) continue;
    out.push({ key: e.key, contentId: e.source?.contentId ?? e.key, text: e.text });
  }
  return out;
}
