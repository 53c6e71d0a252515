import { measureText, type Provenance, type Slide } from '@prowrite/contracts';
import { isLabelId } from '../check-work/placed-text';
import { rewritableFields } from '../llm/rewrite/rewrite-deck';
import { WRITER_LAYOUTS } from '../writer/layouts';
import type { OutLang } from '../writer/labels';
import { sentenceParts } from './sentence-parts';

/** A shortened text keeps at most this share of its length (whole sentences dropped from its end). */
const SHORTEN_TO = 2 / 3;

export type SlideRevision =
  | { slide: Slide }
  | { refused: 'nothing_to_shorten' | 'no_room' | 'already_there' };

/** Provenance of values no longer shown in their content item is dropped (the check reads it as shown). */
function withLiveProvenance(slide: Slide): Slide {
  if (!slide.provenance) return slide;
  const textOf = new Map(slide.content.map((c) => [c.id, c.text ?? JSON.stringify(c)]));
  const all = JSON.stringify(slide.content);
  const provenance = slide.provenance.filter((p) =>
    p.content_id !== undefined && textOf.has(p.content_id)
      ? textOf.get(p.content_id)!.includes(p.text)
      : all.includes(p.text),
  );
  return { ...slide, provenance };
}

/**
 * Shortens a slide offline: in each prose text of two or more sentences, whole sentences are dropped from
 * the end (never the first, never one that states the primary result) until the text is at most two thirds
 * of its length. No word is written: every kept sentence is printed as it was.
 */
export function shortenSlide(slide: Slide, primaryValues: readonly string[][]): SlideRevision {
  const fields = rewritableFields(slide, primaryValues as string[][]);
  const shortened = new Map<string, string>();
  for (const field of fields) {
    const parts = sentenceParts(field.offline);
    if (parts.length < 2) continue;
    const budget = measureText(field.offline) * SHORTEN_TO;
    const keep = [...parts];
    for (let i = keep.length - 1; i >= 1 && measureText(keep.join('')) > budget; i--) {
      const sentence = keep[i]!;
      if (primaryValues.some((values) => values.some((v) => sentence.includes(v)))) continue;
      keep.splice(i, 1);
    }
    const text = keep.join('').trim();
    if (text && text !== field.offline.trim()) shortened.set(field.contentId, text);
  }
  if (shortened.size === 0) return { refused: 'nothing_to_shorten' };
  const content = slide.content.map((c) => (shortened.has(c.id) ? { ...c, text: shortened.get(c.id)! } : c));
  return { slide: withLiveProvenance({ ...slide, content }) };
}

/** Text items that hold prose a fact sentence can follow (not titles, numbers or labels). */
function proseItems(slide: Slide): { id: string; text: string; limit: number }[] {
  const limits = (WRITER_LAYOUTS as Record<string, { limits: Record<string, number> }>)[slide.slide_id]
    ?.limits;
  if (!limits) return [];
  return slide.content.flatMap((c) => {
    const limit = limits[c.id];
    if (typeof c.text !== 'string' || limit === undefined || isLabelId(c.id)) return [];
    if (/title|number|label|highlight/i.test(c.id)) return [];
    return [{ id: c.id, text: c.text, limit }];
  });
}

/**
 * Adds a sentence stating a fact to the slide: after the prose text with the most room left, only when it
 * fits that box whole; each printed value gets its provenance (file, page, quote).
 */
export function addFactToSlide(
  slide: Slide,
  fact: { text: string; sources: { value: string; source: Provenance }[] },
  lang: OutLang,
): SlideRevision {
  const shown = slide.content.map((c) => c.text ?? '').join('\n');
  if (fact.sources.every((s) => shown.includes(s.value))) return { refused: 'already_there' };
  const sep = lang === 'zh-cn' ? '' : ' ';
  const fits = proseItems(slide)
    .map((item) => ({
      ...item,
      next: item.text.trim() ? `${item.text.trim()}${sep}${fact.text}` : fact.text,
    }))
    .filter((item) => measureText(item.next) <= item.limit)
    .sort((a, b) => b.limit - measureText(b.text) - (a.limit - measureText(a.text)));
  const best = fits[0];
  if (!best) return { refused: 'no_room' };
  const content = slide.content.map((c) => (c.id === best.id ? { ...c, text: best.next } : c));
  const provenance = [
    ...(slide.provenance ?? []),
    ...fact.sources.map((s) => ({
      text: s.value.slice(0, 2000),
      content_id: best.id,
      file_id: s.source.file_id,
      page: s.source.page,
      quote: s.source.quote.slice(0, 4000),
    })),
  ];
  return { slide: { ...slide, content, provenance } };
}

/** The texts a revision changes, by content id (what the panel shows as a diff). */
export function slideTextChanges(
  before: Slide,
  after: Slide,
): { content_id: string; before: string; after: string }[] {
  const old = new Map(before.content.map((c) => [c.id, c.text ?? '']));
  return after.content.flatMap((c) =>
    typeof c.text === 'string' && c.text !== (old.get(c.id) ?? '')
      ? [{ content_id: c.id, before: old.get(c.id) ?? '', after: c.text }]
      : [],
  );
}

/**
 * The slide of a regenerated deck that is `slide` written again: the same layout showing the same facts
 * (the same provenance, by file, page and quote). Null when none is, e.g. a slide made or refilled by hand.
 */
export function matchingSlide(slide: Slide, regenerated: readonly Slide[]): Slide | null {
  const key = (s: Slide) =>
    (s.provenance ?? [])
      .map((p) => `${p.file_id}|${p.page}|${p.quote}`)
      .sort()
      .join('\n');
  const mine = key(slide);
  if (!mine) return null;
  return regenerated.find((s) => s.slide_id === slide.slide_id && key(s) === mine) ?? null;
}
