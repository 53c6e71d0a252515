import { HolderOutlined, PlusOutlined } from '@ant-design/icons';
import type { ArticleComponent, BodyItem } from '@prowrite/contracts';
import { rectSwappingStrategy, SortableContext, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button, Tooltip } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageDialog, InsertButtons } from '../../../article-insert';
import { useComponentEdit } from '../../hooks/use-component-edit';
import { INSERT_LOADING_MS } from '../../hooks/use-structure-actions';
import { useArticleRender, useCurrentComponent } from '../../state/render-context';
import { addImageToBody, imageBodyItem, insertBodyItem, textBodyItem } from '../../utils/body-items';
import type { ContainerLoc } from '../../utils/locations';
import { BodyItemView } from '../views/BodyItemView';
import { DRAG_TRANSITION, type DragData, itemDragId } from './drag';
import { SectionCommentButton } from './SectionComments';

/** The body item an insert button's component becomes: its image (a quote's text when one comes). */
function asBodyItem(component: ArticleComponent): BodyItem | null {
  const image = component.contents.find((c) => c.image)?.image;
  if (image) return imageBodyItem(image);
  const text = component.contents.find((c) => c.type === 'text')?.value;
  return text ? textBodyItem(text) : null;
}

function SortableItem({
  item,
  index,
  container,
  listKey,
  fresh,
}: {
  item: BodyItem;
  index: number;
  container: ContainerLoc;
  listKey: string;
  fresh: boolean;
}) {
  const { t } = useTranslation();
  const { editor } = useArticleRender();
  const component = useCurrentComponent();
  const data: DragData = { type: 'item', listKey, componentId: component.id, container, index };
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id: itemDragId(item.id),
      data,
      transition: DRAG_TRANSITION,
    });
  const shown = fresh ? { ...item, show_loading: true } : item;
  const edit = useComponentEdit();
  const [adding, setAdding] = useState(false);
  const hasImages = item.body.image !== null || item.body.images.length > 0;
  return (
    <div
      ref={setNodeRef}
      className={`pw-art-item-row${isDragging ? ' is-dragging' : ''}`}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className="drag-handle pw-art-item-handle"
        aria-label={t('article.drag.item')}
        {...attributes}
        {...listeners}
      >
        <HolderOutlined />
      </button>
      <BodyItemView item={shown} index={index} container={container} />
      {editor && edit && hasImages && (
        // An image can be inserted into a body's image list, not only between components.
        <div className="pw-art-item-addimage">
          <Tooltip title={t('article.image.addToList')}>
            <Button
              size="small"
              type="dashed"
              icon={<PlusOutlined />}
              aria-label={t('article.image.addToList')}
              onClick={() => setAdding(true)}
              data-testid="body-add-image"
            />
          </Tooltip>
          <ImageDialog
            open={adding}
            workId={editor.workId}
            mode="insert"
            onOk={(image) => {
              setAdding(false);
              edit((c) => addImageToBody(c, container, index, image));
            }}
            onCancel={() => setAdding(false)}
          />
        </div>
      )}
      {editor && (
        <div className="pw-art-item-aside">
          <SectionCommentButton workId={editor.workId} sectionId={item.id} small />
        </div>
      )}
    </div>
  );
}

/**
 * The editor's body list: items swap by dragging (inside this list only), image insert buttons sit after every
 * item (hover), each item has its comment button.
 */
export function EditableBodyList({
  items,
  container,
  listKey,
}: {
  items: BodyItem[];
  container: ContainerLoc;
  listKey: string;
}) {
  const { editor, look } = useArticleRender();
  const edit = useComponentEdit();
  const [fresh, setFresh] = useState<string[]>([]);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const insert = (after: number) => (inserted: ArticleComponent) => {
    const item = asBodyItem(inserted);
    if (!item || !edit) return;
    edit((c) => insertBodyItem(c, container, after, item));
    setFresh((f) => [...f, item.id]);
    timers.current.push(
      setTimeout(() => setFresh((f) => f.filter((id) => id !== item.id)), INSERT_LOADING_MS),
    );
  };
  const buttons = (after: number) =>
    editor && (
      <div className="pw-art-insert-slot is-inner">
        <InsertButtons
          workId={editor.workId}
          templateNumber={look.template}
          companyElement={editor.companyElement}
          onlyImage
          onInsert={insert(after)}
        />
      </div>
    );

  return (
    <div className="pw-art-body-list" data-list-key={listKey}>
      <SortableContext
        id={listKey}
        items={items.map((i) => itemDragId(i.id))}
        strategy={rectSwappingStrategy}
      >
        {items.length === 0 && buttons(-1)}
        {items.map((item, i) => (
          <div key={item.id}>
            <SortableItem
              item={item}
              index={i}
              container={container}
              listKey={listKey}
              fresh={fresh.includes(item.id)}
            />
            {buttons(i)}
          </div>
        ))}
      </SortableContext>
    </div>
  );
}
