import {
  type ArticleComponent,
  type ArticleProvenance,
  COMPONENT_CHAR_LIMITS,
  measureText,
  type Provenance,
  type Slide,
} from '@prowrite/contracts';
import { letterCounts } from '../check-work/language';
import { isLabelId } from '../check-work/placed-text';
import { plainText } from '../article/html';
import type { RewriteField } from '../llm/rewrite/field-check';
import {
  componentProseTexts,
  componentWithTexts,
  rewritableComponentFields,
} from '../llm/rewrite/rewrite-article';
import { rewritableFields } from '../llm/rewrite/rewrite-deck';
import type { RewriteTarget } from '../llm/rewrite/rewrite-prompt';
import { WRITER_LAYOUTS } from '../writer/layouts';
import type { OutLang } from '../writer/labels';
import { sentenceParts } from './sentence-parts';

/** A value shown by a unit and where it was read (a slide's and an article's provenance have one shape). */
type UnitProvenance = ArticleProvenance;

/**
 * What the chat-revise panel revises: the text fields of one slide or of one article component, each named
 * by its content id (a slide's content id, a component's content path). Every revision (shorten, add a fact,
 * the model's rewrite, the diff shown) is written once against this shape.
 */
export type RevisableUnit<T> = {
  value: T;
  /** What the shared rewrite prompt calls it. */
  target: RewriteTarget;
  title: string;
  /** A unit for patients never prints the paper's words in another language. */
  forPatients: boolean;
  /** The prose fields a rewrite or a shortening may change. */
  fields: (primaryValues: readonly string[][]) => RewriteField[];
  /** Every text field as shown (plain text), by content id: what a diff compares. */
  texts: () => Map<string, string>;
  /** Prose fields a fact sentence may follow, with their limits. */
  factSlots: () => { contentId: string; text: string; limit: number }[];
  /** The quotes of the values shown by the given fields (every field when absent). */
  quotes: (contentIds?: ReadonlySet<string>) => string[];
  /** The unit with texts replaced, provenance added, and provenance of values no longer shown dropped. */
  with: (texts: ReadonlyMap<string, string>, added?: readonly UnitProvenance[]) => T;
  provenance: () => readonly UnitProvenance[];
  /** What kind of unit it is (a layout, a component kind): a translation is a unit of the same kind. */
  kind: string;
};

/** Whether a provenance entry's value is shown: in its own text when it names one, else anywhere. */
const shows = (p: UnitProvenance, texts: ReadonlyMap<string, string>, all: string) =>
  p.content_id !== undefined && texts.has(p.content_id)
    ? texts.get(p.content_id)!.includes(p.text)
    : all.includes(p.text);

/**
 * Provenance of values a revision stopped showing is dropped (the check reads provenance as shown); entries
 * that did not match the text before are left as the writer recorded them.
 */
function liveProvenance(
  provenance: readonly UnitProvenance[],
  before: { texts: ReadonlyMap<string, string>; all: string },
  after: { texts: ReadonlyMap<string, string>; all: string },
): UnitProvenance[] {
  return provenance.filter((p) => !shows(p, before.texts, before.all) || shows(p, after.texts, after.all));
}

/** A slide as a revisable unit: its text content items, the limits of its layout's boxes. */
export function slideUnit(slide: Slide): RevisableUnit<Slide> {
  const limits = (WRITER_LAYOUTS as Record<string, { limits: Record<string, number> }>)[slide.slide_id]
    ?.limits;
  const texts = () =>
    new Map(slide.content.flatMap((c) => (typeof c.text === 'string' ? [[c.id, c.text] as const] : [])));
  return {
    value: slide,
    target: 'slide',
    title: slide.catchy_title,
    forPatients: false,
    kind: slide.slide_id,
    fields: (primary) => rewritableFields(slide, primary),
    texts,
    factSlots: () =>
      limits
        ? slide.content.flatMap((c) => {
            const limit = limits[c.id];
            if (typeof c.text !== 'string' || limit === undefined || isLabelId(c.id)) return [];
            if (/title|number|label|highlight/i.test(c.id)) return [];
            return [{ contentId: c.id, text: c.text, limit }];
          })
        : [],
    quotes: (ids) =>
      (slide.provenance ?? []).filter((p) => !ids || ids.has(p.content_id ?? '')).map((p) => p.quote),
    provenance: () => slide.provenance ?? [],
    with: (replaced, added = []) => {
      const content = slide.content.map((c) =>
        replaced.has(c.id) ? { ...c, text: replaced.get(c.id)! } : c,
      );
      if (!slide.provenance && added.length === 0) return { ...slide, content };
      const now = new Map(
        content.flatMap((c) => (typeof c.text === 'string' ? [[c.id, c.text] as const] : [])),
      );
      const kept = liveProvenance(
        slide.provenance ?? [],
        { texts: texts(), all: JSON.stringify(slide.content) },
        { texts: now, all: JSON.stringify(content) },
      );
      return { ...slide, content, provenance: [...kept, ...added] };
    },
  };
}

/** An article component as a revisable unit: its prose texts (body items, summaries) by content path. */
export function componentUnit(
  component: ArticleComponent,
  audience: 'medical' | 'patients',
): RevisableUnit<ArticleComponent> {
  const texts = () => new Map(componentProseTexts(component).map((t) => [t.path, plainText(t.html)]));
  return {
    value: component,
    target: audience === 'patients' ? 'patient_article' : 'article',
    title: component.title ?? '',
    forPatients: audience === 'patients',
    kind: component.component,
    fields: (primary) => rewritableComponentFields(component, primary, audience),
    texts,
    factSlots: () =>
      [...texts()].map(([path, text]) => ({
        contentId: path,
        text,
        limit: path.includes('.contents.')
          ? COMPONENT_CHAR_LIMITS.body
          : COMPONENT_CHAR_LIMITS[component.component],
      })),
    quotes: (ids) =>
      (component.provenance ?? []).filter((p) => !ids || ids.has(p.content_id ?? '')).map((p) => p.quote),
    provenance: () => component.provenance ?? [],
    with: (replaced, added = []) => {
      const next = componentWithTexts(component, replaced);
      if (!component.provenance && added.length === 0) return next;
      const now = new Map(componentProseTexts(next).map((t) => [t.path, plainText(t.html)]));
      const kept = liveProvenance(
        component.provenance ?? [],
        { texts: texts(), all: JSON.stringify(component.contents) },
        { texts: now, all: JSON.stringify(next.contents) },
      );
      return { ...next, provenance: [...kept, ...added] };
    },
  };
}

/** A shortened text keeps at most this share of its length (whole sentences dropped from its end). */
const SHORTEN_TO = 2 / 3;

/** Why a unit could not be revised offline. */
export type RevisionRefusal = 'nothing_to_shorten' | 'no_room' | 'already_there' | 'other_language';

export type UnitRevision<T> = { value: T } | { refused: RevisionRefusal };

/**
 * Shortens a unit offline: in each prose text of two or more sentences, whole sentences are dropped from the
 * end (never the first, never one that states the primary result) until the text is at most two thirds of
 * its length. No word is written: every kept sentence is printed as it was.
 */
export function shortenUnit<T>(unit: RevisableUnit<T>, primaryValues: readonly string[][]): UnitRevision<T> {
  const shortened = new Map<string, string>();
  for (const field of unit.fields(primaryValues)) {
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
  return { value: unit.with(shortened) };
}

export type FactSentence = { text: string; sources: { value: string; source: Provenance }[] };

/**
 * Adds a sentence stating a fact: after the prose text with the most room left, only when it fits that box
 * whole; each printed value gets its provenance (file, page, quote). A unit for patients takes a fact only
 * when every value is printed in the unit's own language (the paper's words are never quoted to patients).
 */
export function addFactToUnit<T>(unit: RevisableUnit<T>, fact: FactSentence, lang: OutLang): UnitRevision<T> {
  const shown = [...unit.texts().values()].join('\n');
  if (fact.sources.every((s) => shown.includes(s.value))) return { refused: 'already_there' };
  if (unit.forPatients && fact.sources.some((s) => letterCounts(s.value, lang).other > 0))
    return { refused: 'other_language' };
  const sep = lang === 'zh-cn' ? '' : ' ';
  const best = unit
    .factSlots()
    .map((slot) => ({
      ...slot,
      next: slot.text.trim() ? `${slot.text.trim()}${sep}${fact.text}` : fact.text,
    }))
    .filter((slot) => measureText(slot.next) <= slot.limit)
    .sort((a, b) => b.limit - measureText(b.text) - (a.limit - measureText(a.text)))[0];
  if (!best) return { refused: 'no_room' };
  const added = fact.sources.map((s) => ({
    text: s.value.slice(0, 2000),
    content_id: best.contentId,
    file_id: s.source.file_id,
    page: s.source.page,
    quote: s.source.quote.slice(0, 4000),
  }));
  return { value: unit.with(new Map([[best.contentId, best.next]]), added) };
}

/** The texts a revision changes, by content id (what the panel shows as a diff). */
export function unitTextChanges<T>(
  before: RevisableUnit<T>,
  after: RevisableUnit<T>,
): { content_id: string; before: string; after: string }[] {
  const old = before.texts();
  return [...after.texts()].flatMap(([id, text]) =>
    text !== (old.get(id) ?? '') ? [{ content_id: id, before: old.get(id) ?? '', after: text }] : [],
  );
}

const provenanceKey = (provenance: readonly UnitProvenance[]) =>
  provenance
    .map((p) => `${p.file_id}|${p.page}|${p.quote}`)
    .sort()
    .join('\n');

/**
 * The unit of a regenerated work that is `unit` written again: the same kind (layout, component kind)
 * showing the same facts (the same provenance, by file, page and quote). Null when none is, e.g. a unit made
 * or refilled by hand.
 */
export function matchingUnit<T>(unit: RevisableUnit<T>, regenerated: readonly RevisableUnit<T>[]): T | null {
  const mine = provenanceKey(unit.provenance());
  if (!mine) return null;
  return (
    regenerated.find((u) => u.kind === unit.kind && provenanceKey(u.provenance()) === mine)?.value ?? null
  );
}

/**
 * The unit of `other` (the work written again from the same facts in another language) that is `unit`'s
 * counterpart. `unit` is found in `own` (the work written again in its own language) by kind and provenance;
 * the counterpart is the unit of the same kind at the same place among that kind's units, since one writer
 * lays out both languages alike while a language may quote different sentences (a Chinese conclusion written
 * from the result's facts, an English one quoting the authors). When the two languages do not have as many
 * units of that kind, only a unit with the same provenance is taken.
 */
export function counterpartUnit<T>(
  unit: RevisableUnit<T>,
  own: readonly RevisableUnit<T>[],
  other: readonly RevisableUnit<T>[],
): T | null {
  const mine = provenanceKey(unit.provenance());
  if (!mine) return null;
  const ofKind = (units: readonly RevisableUnit<T>[]) => units.filter((u) => u.kind === unit.kind);
  const ownOfKind = ofKind(own);
  const otherOfKind = ofKind(other);
  const place = ownOfKind.findIndex((u) => provenanceKey(u.provenance()) === mine);
  if (place >= 0 && ownOfKind.length === otherOfKind.length) return otherOfKind[place]?.value ?? null;
  return matchingUnit(unit, other);
}
