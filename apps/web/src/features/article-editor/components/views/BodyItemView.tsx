import type { BodyItem } from '@prowrite/contracts';
import { useTranslation } from 'react-i18next';
import { useComponentEdit } from '../../hooks/use-component-edit';
import { useArticleRender } from '../../state/render-context';
import { removeBodyItem } from '../../utils/body-items';
import type { ContainerLoc } from '../../utils/locations';
import { isEmptyRichText } from '../../utils/rich-text';
import { setBodyText } from '../../utils/text-edits';
import { EditableText } from '../editing/EditableText';
import { ImageFigure } from './ImageFigure';

/** One body item: its text, then its one image or its list of images (two to a row). */
export function BodyItemView({
  item,
  index,
  container,
}: {
  item: BodyItem;
  index: number;
  container: ContainerLoc;
}) {
  const { t } = useTranslation();
  const { editor } = useArticleRender();
  const edit = useComponentEdit();
  const hasImages = item.body.image !== null || item.body.images.length > 0;
  const showText = !isEmptyRichText(item.body.text) || (editor !== null && !hasImages);

  // A keypress that empties a rich text asks whether to delete the node (never deleted silently).
  const onEmptied = async () => {
    if (!editor || !edit) return;
    if (await editor.confirm(t('article.body.emptied'))) edit((c) => removeBodyItem(c, container, index));
  };

  return (
    <div className="pw-art-body" data-item-id={item.id}>
      {showText && (
        <EditableText
          className="pw-art-body-text"
          kind="rich"
          value={item.body.text}
          placeholder={t('article.body.placeholder')}
          onChange={edit && ((v) => edit((c) => setBodyText(c, container, index, v)))}
          onEmptied={() => void onEmptied()}
          testId="body-text"
        />
      )}
      {item.body.image && (
        <ImageFigure
          image={item.body.image}
          loc={{ kind: 'body', container, item: index, slot: 'image' }}
          loading={item.show_loading}
        />
      )}
      {item.body.images.length > 0 && (
        <div className={`pw-art-images pw-art-images-${Math.min(item.body.images.length, 3)}`}>
          {item.body.images.map((image, i) => (
            <ImageFigure
              key={image.uniq_id || image.id}
              image={image}
              loc={{ kind: 'body', container, item: index, slot: i }}
              loading={item.show_loading}
            />
          ))}
        </div>
      )}
    </div>
  );
}
