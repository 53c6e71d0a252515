import type { ArticleImage } from '@prowrite/contracts';
import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useComponentEdit } from '../../hooks/use-component-edit';
import { useArticleRender, useCurrentComponent } from '../../state/render-context';
import { removeImage, replaceImage } from '../../utils/body-items';
import type { ImageLoc } from '../../utils/locations';
import { isEmptyRichText } from '../../utils/rich-text';
import { type ImageTextField, setImageText } from '../../utils/text-edits';
import { EditableText } from '../editing/EditableText';

// The insert engineer's menu (replace, regenerate, screenshot, remove) loads only in the editor.
const ImageMoreMenu = lazy(async () => ({
  default: (await import('../../../article-insert')).ImageMoreMenu,
}));

/**
 * One image with its title (prefix + title, "Picture" when empty) and rich-text footnote. Read-only pages hide
 * an empty title or footnote; tables carry their title above, figures below.
 */
export function ImageFigure({
  image,
  loc,
  loading,
}: {
  image: ArticleImage;
  loc: ImageLoc;
  loading?: boolean;
}) {
  const { t } = useTranslation();
  const { editor, mediaSrc, hideEmptyImageTitle, hideEmptyFootnote } = useArticleRender();
  const component = useCurrentComponent();
  const edit = useComponentEdit();
  const text = (field: ImageTextField) =>
    edit && ((v: string) => edit((c) => setImageText(c, loc, field, v)));
  const titleEmpty = !image.image_title.trim() && !image.image_prefix.trim();
  const showTitle = editor !== null || !(titleEmpty && hideEmptyImageTitle);
  const showFootnote = editor !== null || !(isEmptyRichText(image.footnote) && hideEmptyFootnote);

  const title = showTitle && (
    <div className="pw-art-figcaption" data-testid="image-title">
      {(image.image_prefix || editor) && (
        <EditableText
          className="pw-art-figprefix"
          kind="plain"
          value={image.image_prefix}
          placeholder={t('article.image.prefix')}
          onChange={text('image_prefix')}
          hideWhenEmpty
        />
      )}
      <EditableText
        className="pw-art-figtitle"
        kind="plain"
        // An empty title falls back to the word for picture when shown.
        value={
          editor
            ? image.image_title
            : image.image_title || (titleEmpty ? t('article.image.fallbackTitle') : '')
        }
        placeholder={t('article.image.fallbackTitle')}
        onChange={text('image_title')}
      />
    </div>
  );

  const remove = async () => {
    if (!editor || !edit) return;
    if (loc.kind === 'content') {
      await editor.removeComponent(component.id);
      return;
    }
    if (await editor.confirm(t('nana.confirm.remove'))) edit((c) => removeImage(c, loc));
  };

  return (
    <figure className={`pw-art-figure pw-art-figure-${image.image_type}`} data-uniq-id={image.uniq_id}>
      {image.image_type === 'table' && title}
      <div className="pw-art-figimg">
        {loading ? (
          <Skeleton.Image active className="pw-art-figskeleton" />
        ) : (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the gallery is also reachable from the image menu
          <img
            src={mediaSrc(image.url)}
            alt={image.image_title || t('article.image.fallbackTitle')}
            width={image.width || undefined}
            height={image.height || undefined}
            loading="lazy"
            onClick={() => editor?.openImage(image)}
          />
        )}
        {editor && edit && !loading && (
          <div className="pw-art-figmenu">
            <Suspense fallback={null}>
              <ImageMoreMenu
                workId={editor.workId}
                image={image}
                onReplace={(next) => edit((c) => replaceImage(c, loc, next, 'replace'))}
                onRegenerate={(next) => edit((c) => replaceImage(c, loc, next, 'regenerate'))}
                onScreenshot={(next) => edit((c) => replaceImage(c, loc, next, 'replace'))}
                onRemove={() => void remove()}
              />
            </Suspense>
          </div>
        )}
      </div>
      {image.image_type !== 'table' && title}
      {showFootnote && (
        <EditableText
          className="pw-art-footnote"
          kind="rich"
          value={image.footnote}
          placeholder={t('article.image.footnote')}
          onChange={text('footnote')}
          hideWhenEmpty
          testId="image-footnote"
        />
      )}
    </figure>
  );
}
