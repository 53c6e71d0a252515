import type { ArticleChapter, ChapterKind } from '@prowrite/contracts';
import { useTranslation } from 'react-i18next';
import { useComponentEdit } from '../../hooks/use-component-edit';
import type { ChapterLoc } from '../../utils/locations';
import { setChapterTitle, setSectionTitle } from '../../utils/text-edits';
import { EditableText } from '../editing/EditableText';
import { BodyList } from './BodyList';

/**
 * One chapter: four kinds, chapter_01..04, each its own title treatment (a filled bar, a numbered badge,
 * centred between dashed rules, a tag over a framed card) that each template restyles. Its own body items,
 * then its sections, each with a title and body items.
 */
export function ChapterView({
  chapter,
  loc,
  kind,
  number,
}: {
  chapter: ArticleChapter;
  loc: ChapterLoc;
  kind: ChapterKind;
  /** 1-based position among the component's chapters (the badge of chapter_02). */
  number: number;
}) {
  const { t } = useTranslation();
  const edit = useComponentEdit();
  const variant = kind.slice(-2);
  return (
    <section
      className={`pw-art-ch pw-art-ch-${variant}`}
      data-chapter-kind={kind}
      data-testid="article-chapter"
    >
      <div className="pw-art-ch-head">
        {variant === '02' && (
          <span className="pw-art-ch-badge" aria-hidden="true">
            {String(number).padStart(2, '0')}
          </span>
        )}
        <EditableText
          className="pw-art-ch-title"
          kind="plain"
          value={chapter.chapter_title}
          placeholder={t('article.chapter.title')}
          onChange={edit && ((v) => edit((c) => setChapterTitle(c, loc, v)))}
          hideWhenEmpty
          testId="chapter-title"
        />
      </div>
      <div className="pw-art-ch-body">
        <BodyList items={chapter.contents} container={{ chapter: loc, section: null }} />
        {chapter.sections.map((section, si) => (
          <div className="pw-art-section" key={section.idx} data-testid="article-section">
            <EditableText
              className="pw-art-section-title"
              kind="plain"
              value={section.section_title}
              placeholder={t('article.section.title')}
              onChange={edit && ((v) => edit((c) => setSectionTitle(c, loc, si, v)))}
              hideWhenEmpty
              testId="section-title"
            />
            <BodyList items={section.contents} container={{ chapter: loc, section: si }} />
          </div>
        ))}
      </div>
    </section>
  );
}
