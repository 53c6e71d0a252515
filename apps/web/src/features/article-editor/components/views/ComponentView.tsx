import type { ArticleComponent } from '@prowrite/contracts';
import { Skeleton } from 'antd';
import { memo, useMemo } from 'react';
import { findNumber } from '../../../traceability';
import { ComponentContext, useArticleRender } from '../../state/render-context';
import { KeyFiguresView } from '../../kinds/infographic/KeyFiguresView';
import { isEmptyForReader } from '../../utils/reader-view';
import { NumberMarksContext } from '../editing/EditableText';
import { ArticleView, ChapterComponentView } from './ArticleView';
import { BannerView } from './BannerView';
import { ExpertsView } from './ExpertsView';
import { ImageFigure } from './ImageFigure';
import { QuoteView } from './QuoteView';
import { ReferencesView, ReviewCodeView, TextBlockView } from './TextBlockView';
import { VideoView } from './VideoView';

/**
 * Numbers of the component that the writer recorded a source for (the value as shown, not every number of
 * the quote around it): those are marked and clickable.
 */
function numberMarker(provenance: ArticleComponent['provenance']): ((n: string) => boolean) | undefined {
  if (!provenance || provenance.length === 0) return undefined;
  const cache = new Map<string, boolean>();
  return (n) => {
    let hit = cache.get(n);
    if (hit === undefined) {
      hit = provenance.some((p) => findNumber(p.text, n) !== null);
      cache.set(n, hit);
    }
    return hit;
  };
}

function Body({ component, chapterNumber }: { component: ArticleComponent; chapterNumber: number }) {
  const Own = useArticleRender().kindView?.components?.[component.component];
  if (Own) return <Own component={component} />;
  switch (component.component) {
    case 'banner':
      return <BannerView component={component} />;
    case 'article':
      return <ArticleView component={component} />;
    case 'chapter':
      return <ChapterComponentView component={component} number={chapterNumber} />;
    case 'references':
      return <ReferencesView component={component} />;
    case 'review_code':
      return <ReviewCodeView component={component} />;
    case 'personal_introductions':
      return <ExpertsView component={component} />;
    case 'quote':
      return <QuoteView component={component} />;
    case 'video':
      return <VideoView component={component} />;
    case 'key_figures':
      return <KeyFiguresView component={component} />;
    case 'image': {
      const at = component.contents.findIndex((c) => c.image !== undefined);
      const image = component.contents[at]?.image;
      if (!image) return null;
      return (
        <ImageFigure image={image} loc={{ kind: 'content', content: at }} loading={component.show_loading} />
      );
    }
    default:
      return <TextBlockView component={component} />;
  }
}

/**
 * One component as every page draws it. Its root carries `data-export-block` (the PNG export splits pages at
 * component boundaries) and the component's id and kind.
 */
export const ComponentView = memo(function ComponentView({
  component,
  chapterNumber = 1,
}: {
  component: ArticleComponent;
  /** Position among the work's chapter components (1-based), for numbered chapter badges. */
  chapterNumber?: number;
}) {
  const { editor } = useArticleRender();
  // Number marks are the editor's traceability decoration: readers (public page, PNG export) see plain text.
  const marker = useMemo(
    () => (editor ? numberMarker(component.provenance) : undefined),
    [editor, component.provenance],
  );
  // A reader sees no empty block: no expert heading over nobody, no review-code label without a code.
  if (!editor && isEmptyForReader(component)) return null;
  const loading =
    component.show_loading && component.component !== 'image' && component.component !== 'video';
  return (
    <ComponentContext.Provider value={component}>
      <NumberMarksContext.Provider value={marker}>
        <div
          className={`pw-art-component pw-art-kind-${component.component}`}
          data-export-block=""
          data-component-id={component.id}
          data-kind={component.component}
          data-testid="article-component"
        >
          {loading ? (
            <Skeleton active paragraph={{ rows: 3 }} />
          ) : (
            <Body component={component} chapterNumber={chapterNumber} />
          )}
        </div>
      </NumberMarksContext.Provider>
    </ComponentContext.Provider>
  );
});
