import { type ArticleComponent, chapterKindSchema, type ChapterKind } from '@prowrite/contracts';
import { useTranslation } from 'react-i18next';
import { useComponentEdit } from '../../hooks/use-component-edit';
import { useArticleRender } from '../../state/render-context';
import { articleNumber, showArticleNumbers } from '../../utils/theme';
import { setArticleTitle } from '../../utils/text-edits';
import { EditableText } from '../editing/EditableText';
import { ChapterView } from './ChapterView';

/**
 * The article component: one or more articles, each with an optional title (shown only when not blank)
 * and a two-digit number when asked for or when there are several, then its chapters.
 */
export function ArticleView({ component }: { component: ArticleComponent }) {
  const { t } = useTranslation();
  const { editor } = useArticleRender();
  const edit = useComponentEdit();
  const articles = component.contents
    .map((entry, content) => ({ entry, content }))
    .filter(({ entry }) => entry.type === 'article');
  const numbered = showArticleNumbers(component.show_article_num, articles.length);

  return (
    <div className="pw-art-article">
      {articles.map(({ entry, content }, n) => {
        const title = entry.article_title ?? '';
        const showHead = numbered || title.trim() !== '' || editor !== null;
        return (
          <article key={entry.id} className="pw-art-article-item" data-testid="article-item">
            {showHead && (
              <div className="pw-art-article-head">
                {(numbered || entry.show_article_num) && (
                  <span className="pw-art-article-num">{articleNumber(entry.article_num || n + 1)}</span>
                )}
                <EditableText
                  className="pw-art-article-title"
                  kind="plain"
                  value={title}
                  placeholder={t('article.article.title')}
                  onChange={edit && ((v) => edit((c) => setArticleTitle(c, content, v)))}
                  hideWhenEmpty
                  testId="article-title"
                />
              </div>
            )}
            {(entry.chapters ?? []).map((chapter, i) => (
              <ChapterView
                // biome-ignore lint/suspicious/noArrayIndexKey: chapters have no id; idx may repeat
                key={`${chapter.idx}-${i}`}
                chapter={chapter}
                loc={{ content, chapter: i }}
                kind={chapter.type}
                number={i + 1}
              />
            ))}
          </article>
        );
      })}
    </div>
  );
}

/** A chapter component: `contents[0].type` names its layout (chapter_01..04), `.chapter` holds it. */
export function ChapterComponentView({ component, number }: { component: ArticleComponent; number: number }) {
  const at = component.contents.findIndex((c) => c.chapter !== undefined);
  const entry = component.contents[at];
  if (!entry?.chapter) return null;
  const read = chapterKindSchema.safeParse(entry.type);
  const kind: ChapterKind = read.success ? read.data : entry.chapter.type;
  return (
    <ChapterView chapter={entry.chapter} loc={{ content: at, chapter: null }} kind={kind} number={number} />
  );
}
