/**
 * The read-only rendering entry (public screenshot and print pages): the renderers without the editor's
 * screen, state and tools.
 */
export { ArticleCanvas } from './components/views/ArticleCanvas';
export { ComponentView } from './components/views/ComponentView';
export { type ArticleRenderApi, ArticleRenderContext, type KindView } from './state/render-context';
export { type ArticleLook, type ArticleType, articleLook } from './utils/theme';
