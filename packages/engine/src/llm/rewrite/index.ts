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
export {
  type ArticleFieldOutcome,
  type ComponentRewrite,
  componentProseTexts,
  componentWithTexts,
  type RewriteArticleInput,
  rewritableComponentFields,
  rewriteArticle,
} from './rewrite-article';
export { promptQuotes, type RewriteTarget } from './rewrite-prompt';
export { type RewriteUnit, rewriteUnit, type UnitFieldOutcome } from './rewrite-unit';
