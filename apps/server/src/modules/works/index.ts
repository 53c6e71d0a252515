/**
 * The works module to other modules: works of every kind (decks, articles), their versions, comments,
 * publishing and generation. Others call the service, never the repositories.
 */
export {
  type ArticleEditService,
  type ArticleWork,
  isArticle,
  stateOf as articleStateOf,
} from './article/article-edit.service';
export { parseComponentInput } from './article/article-input';
export { parseSlideInput } from './slide-input';
export type { WorkRow } from './works.repository';
export { type PublishedWork, WorksService } from './works.service';
export type { WorkKind } from './kinds/work-kind';
