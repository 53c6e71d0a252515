export { type FieldProblem, fieldProblems, type RewriteField } from './field-check';
export { type NumberViolation, numberViolations, valueKeysOf } from './number-guard';
export {
  DEFAULT_REWRITE_CONCURRENCY,
  type FieldOutcome,
  type RewriteDeckInput,
  rewritableFields,
  rewriteCounts,
  rewriteDeck,
  type SlideRewrite,
} from './rewrite-deck';
