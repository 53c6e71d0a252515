import type { ArticleComponent } from '@prowrite/contracts';
import { useTranslation } from 'react-i18next';
import { useComponentEdit } from '../../hooks/use-component-edit';
import { useArticleRender } from '../../state/render-context';
import { setValueById } from '../../utils/text-edits';
import { EditableText } from '../editing/EditableText';

/**
 * A quote: five looks, one per template number (patient posts use 1-3): a tinted card with a large mark, a
 * bar on the left, centred between rules, a speech bubble, a dark card.
 */
export function QuoteView({ component }: { component: ArticleComponent }) {
  const { t } = useTranslation();
  const { look, editor } = useArticleRender();
  // In the editor a quote with no source says so (a free-text quote); readers see the quote alone.
  const unsourced = editor !== null && !(component.provenance?.length ?? 0);
  const edit = useComponentEdit();
  const entry = component.contents.find((c) => c.type === 'text');
  const entryId = entry?.id ?? 'quote';
  const variant = Math.min(Math.max(look.template, 1), 5);
  return (
    <blockquote className={`pw-art-quote pw-art-quote-${variant}`} data-testid="article-quote">
      <span className="pw-art-quote-mark" aria-hidden="true">
        “
      </span>
      <EditableText
        className="pw-art-quote-text"
        kind="rich"
        value={entry?.value ?? component.content_str}
        placeholder={t('article.quote.placeholder')}
        onChange={edit && ((v) => edit((c) => setValueById(c, entryId, v)))}
        testId="quote-text"
      />
      {unsourced && (
        <span className="pw-art-quote-unsourced" data-testid="quote-unsourced">
          {t('article.quote.unsourced')}
        </span>
      )}
    </blockquote>
  );
}
