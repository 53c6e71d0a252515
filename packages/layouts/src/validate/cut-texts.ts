import type { Slide } from '@prowrite/contracts';
import { getLayout } from '../registry';
import { type ResolveSlideOptions, resolveSlide } from '../render/resolve-slide';

/**
 * A text a slide's layout cut to fit its box: with "…" (`dropped` 0), or by leaving out whole trailing
 * paragraphs (`dropped` says how many; `text` is what is still shown).
 */
export type CutText = { key: string; contentId: string; text: string; dropped: number };

/**
 * The texts of a slide that its layout had to cut: a box too small for one whole sentence (cut with "…" after
 * shrinking to the floor), or list items left out whole (decision 0072's `dropped`; counted since 0074, the
 * reader does not see them either). Read from the resolved slide, so the content checker counts exactly what
 * the board and the exports show; a text that was cut is a writer defect.
 */
export function cutTexts(slide: Slide, options: ResolveSlideOptions): CutText[] {
  // A layout this build does not know has nothing resolved to check (the export names it as an error).
  if (!options.layout && !getLayout(slide.slide_id)) return [];
  const out: CutText[] = [];
  for (const e of resolveSlide(slide, options).elements) {
    if (e.kind !== 'text' || e.fit !== 'clamped') continue;
    const ellipsis = e.text.split('\n').some((p) => p.trimEnd().endsWith('…'));
    if (!ellipsis && !e.dropped) continue;
    out.push({ key: e.key, contentId: e.source?.contentId ?? e.key, text: e.text, dropped: e.dropped ?? 0 });
  }
  return out;
}

/** Where the checker names a cut text: "(cut to fit)" or "(2 paragraphs left out to fit)". */
export function cutWhere(cut: Pick<CutText, 'dropped'>): string {
  if (!cut.dropped) return '(cut to fit)';
  return `(${cut.dropped} paragraph${cut.dropped === 1 ? '' : 's'} left out to fit)`;
}
