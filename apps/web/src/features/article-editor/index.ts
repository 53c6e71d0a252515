/**
 * The article editor: every article kind (kinds/), streamed generation, in-place editing, saving with
 * versions, undo, comments, source lookups. Its renderers also draw the public screenshot page and the print
 * page read-only.
 */
export { ArticleEditorScreen } from './components/ArticleEditorScreen';
export { ArticleCanvas } from './components/views/ArticleCanvas';
export { ComponentView } from './components/views/ComponentView';
export { ArticleEditorProvider } from './state/editor-context';
export { ArticleRenderContext, type ArticleRenderApi, type KindView } from './state/render-context';
export { type ArticleLook, type ArticleType, articleLook } from './utils/theme';
export {
  type KindMessageKey,
  kindMessages,
  kindViewOf,
  renderBaseOf,
  WEB_ARTICLE_KINDS,
  webArticleKind,
} from './kinds/registry';
export type { KindLanguage, KindMessages, WebArticleKind } from './kinds/web-kind';
