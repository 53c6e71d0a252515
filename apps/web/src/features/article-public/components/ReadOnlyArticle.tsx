import type { ArticleComponent } from '@prowrite/contracts';
import { forwardRef, useMemo } from 'react';
import {
  ArticleCanvas,
  type ArticleRenderApi,
  ArticleRenderContext,
  type ArticleType,
  articleLook,
  ComponentView,
  type KindView,
} from '../../article-editor';

export interface ReadOnlyArticleProps {
  components: readonly ArticleComponent[];
  type: ArticleType;
  selectTemplate: string;
  themeColour: string;
  mediaSrc: (url: string) => string;
  /** Layout width of the column in CSS pixels. */
  width: number;
  /** The work's kind's own look (an infographic's poster); absent for the article look. */
  kindView?: KindView | undefined;
}

/**
 * A whole article drawn read-only by the editor's own renderers (no second copy): empty image titles and
 * footnotes hidden, every component a `data-export-block`.
 */
export const ReadOnlyArticle = forwardRef<HTMLDivElement, ReadOnlyArticleProps>(function ReadOnlyArticle(
  { components, type, selectTemplate, themeColour, mediaSrc, width, kindView },
  ref,
) {
  const look = useMemo(
    () => articleLook(type, selectTemplate, themeColour),
    [type, selectTemplate, themeColour],
  );
  const render = useMemo<ArticleRenderApi>(
    () => ({
      look,
      mediaSrc,
      hideEmptyImageTitle: true,
      hideEmptyFootnote: true,
      epoch: 0,
      editor: null,
      kindView,
    }),
    [look, mediaSrc, kindView],
  );
  let chapters = 0;
  return (
    <ArticleRenderContext.Provider value={render}>
      <div ref={ref} className="pw-art-readonly" data-testid="article-readonly">
        <ArticleCanvas look={look} width={width}>
          {components.map((component) => {
            if (component.component === 'chapter') chapters++;
            return (
              <ComponentView key={component.id} component={component} chapterNumber={Math.max(1, chapters)} />
            );
          })}
        </ArticleCanvas>
      </div>
    </ArticleRenderContext.Provider>
  );
});
