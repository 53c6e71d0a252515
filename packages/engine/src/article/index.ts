export { type ArticleType, articleTitles, subtitleForArticle, titleForArticle } from './front-matter';
export { SeededIds } from './ids';
export {
  componentNumbers,
  numberTokens,
  type PlacedNumber,
  type PlacedText,
  placedTexts,
  unsourcedNumbers,
} from './number-check';
export { referenceOf, vancouverName } from './references';
export { trialView } from './trial-view';
export {
  hasArticleContent,
  type WriteArticleInput,
  writeArticle,
  writeArticleComponents,
} from './write-article';
