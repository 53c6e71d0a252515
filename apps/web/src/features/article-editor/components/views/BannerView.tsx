import type { ArticleComponent } from '@prowrite/contracts';
import { useTranslation } from 'react-i18next';
import { useComponentEdit } from '../../hooks/use-component-edit';
import { useArticleRender } from '../../state/render-context';
import { isEmptyRichText } from '../../utils/rich-text';
import { setValueById } from '../../utils/text-edits';
import { EditableText } from '../editing/EditableText';

const textOf = (c: ArticleComponent, id: string) => c.contents.find((e) => e.id === id)?.value ?? '';

/**
 * The banner: post title (max height 140), subtitle (50), optional drug name, and the enterprise copyright
 * above it when not empty. The theme colour paints it (#EA4335 as a gradient).
 */
export function BannerView({ component }: { component: ArticleComponent }) {
  const { t } = useTranslation();
  const { editor } = useArticleRender();
  const edit = useComponentEdit();
  const field = (id: string) =>
    edit ? (value: string) => edit((c) => setValueById(c, id, value)) : undefined;
  const copyright = textOf(component, 'copyright');
  const drug = textOf(component, 'drug_name');
  const showCopyright = !isEmptyRichText(copyright) || editor !== null;

  return (
    <div className="pw-art-banner-wrap">
      {showCopyright && (
        <EditableText
          className="pw-art-copyright"
          kind="rich"
          value={copyright}
          placeholder={t('article.banner.copyright')}
          onChange={field('copyright')}
          testId="banner-copyright"
        />
      )}
      <header className="pw-art-banner" data-testid="article-banner">
        <span className="pw-art-banner-deco" aria-hidden="true" />
        {(drug.trim() || editor) && (
          <EditableText
            className="pw-art-banner-drug"
            kind="plain"
            value={drug}
            placeholder={t('article.banner.drug')}
            onChange={field('drug_name')}
            hideWhenEmpty
          />
        )}
        <EditableText
          className="pw-art-banner-title"
          kind="plain"
          value={textOf(component, 'post_title')}
          placeholder={t('article.banner.title')}
          onChange={field('post_title')}
          testId="banner-title"
        />
        <EditableText
          className="pw-art-banner-subtitle"
          kind="plain"
          value={textOf(component, 'post_subtitle')}
          placeholder={t('article.banner.subtitle')}
          onChange={field('post_subtitle')}
          hideWhenEmpty
        />
      </header>
    </div>
  );
}
