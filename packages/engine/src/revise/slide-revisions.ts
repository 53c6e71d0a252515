import type { Provenance, Slide } from '@prowrite/contracts';
import type { OutLang } from '../writer/labels';
import {
  addFactToUnit,
  matchingUnit,
  type RevisionRefusal,
  shortenUnit,
  slideUnit,
  unitTextChanges,
} from './revisable-unit';

/** A slide's revision (the unit revisions of revisable-unit.ts, applied to a slide). */
export type SlideRevision = { slide: Slide } | { refused: RevisionRefusal };

const asSlide = (r: { value: Slide } | { refused: RevisionRefusal }): SlideRevision =>
  'value' in r ? { slide: r.value } : r;

/** Shortens a slide offline by whole sentences (see `shortenUnit`). */
export function shortenSlide(slide: Slide, primaryValues: readonly string[][]): SlideRevision {
  return asSlide(shortenUnit(slideUnit(slide), primaryValues));
}

/** Adds a sentence stating a fact to the slide, with its provenance (see `addFactToUnit`). */
export function addFactToSlide(
  slide: Slide,
  fact: { text: string; sources: { value: string; source: Provenance }[] },
  lang: OutLang,
): SlideRevision {
  return asSlide(addFactToUnit(slideUnit(slide), fact, lang));
}

/** The texts a revision changes, by content id (what the panel shows as a diff). */
export function slideTextChanges(
  before: Slide,
  after: Slide,
): { content_id: string; before: string; after: string }[] {
  return unitTextChanges(slideUnit(before), slideUnit(after));
}

/** The slide of a regenerated deck that is `slide` written again (see `matchingUnit`). */
export function matchingSlide(slide: Slide, regenerated: readonly Slide[]): Slide | null {
  return matchingUnit(slideUnit(slide), regenerated.map(slideUnit));
}
