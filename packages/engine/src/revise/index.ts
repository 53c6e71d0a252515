export { type NamedFactId, namedFactIn, namedFactLabels, namedFactSentence } from './named-facts';
export { type RevisionIntent, revisionIntentOf, slideNumberIn } from './revision-intent';
export { sentenceParts } from './sentence-parts';
export {
  addFactToSlide,
  matchingSlide,
  type SlideRevision,
  shortenSlide,
  slideTextChanges,
} from './slide-revisions';
