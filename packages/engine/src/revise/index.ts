export { type ComponentReference, componentNamedIn, type NamedComponent } from './component-names';
export { type NamedFactId, namedFactIn, namedFactLabels, namedFactSentence } from './named-facts';
export {
  addFactToUnit,
  componentUnit,
  type FactSentence,
  counterpartUnit,
  matchingUnit,
  type RevisableUnit,
  type RevisionRefusal,
  shortenUnit,
  slideUnit,
  type UnitRevision,
  unitTextChanges,
} from './revisable-unit';
export { type RevisionIntent, revisionIntentOf, slideNumberIn } from './revision-intent';
export { sentenceParts } from './sentence-parts';
export {
  addFactToSlide,
  matchingSlide,
  type SlideRevision,
  shortenSlide,
  slideTextChanges,
} from './slide-revisions';
