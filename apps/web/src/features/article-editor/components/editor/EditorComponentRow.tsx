import { HolderOutlined } from '@ant-design/icons';
import type { ArticleComponent } from '@prowrite/contracts';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Dropdown } from 'antd';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { InsertButtons } from '../../../article-insert';
import type { OverLimitHint } from '../../state/editor-state';
import { isMovable, isRemovable } from '../../utils/reorder';
import type { ArticleType } from '../../utils/theme';
import { ComponentView } from '../views/ComponentView';
import { componentDragId, DRAG_TRANSITION, type DragData } from './drag';
import { LimitHintView } from './LimitHintView';
import { SectionCommentButton } from './SectionComments';

export interface EditorComponentRowProps {
  component: ArticleComponent;
  workId: string;
  workType: ArticleType;
  chapterNumber: number;
  over: OverLimitHint | undefined;
  onRemove: (id: string) => void;
  index: number;
  templateNumber: number;
  rocheFlag: boolean;
  /** Inserts a quote, image or video after position `index` (no buttons after the review code). */
  onInsert: (index: number, component: ArticleComponent) => void;
}

/**
 * One component in the editor: its drag handle (banner and review code have none), the right-click menu
 * with remove (workbench.md 2.6), the comment button, and the limit hint.
 */
export const EditorComponentRow = memo(function EditorComponentRow({
  component,
  workId,
  workType,
  chapterNumber,
  over,
  onRemove,
  index,
  templateNumber,
  rocheFlag,
  onInsert,
}: EditorComponentRowProps) {
  const { t } = useTranslation();
  const movable = isMovable(component.component);
  const data: DragData = { type: 'component', componentId: component.id };
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id: componentDragId(component.id),
      data,
      disabled: !movable,
      transition: DRAG_TRANSITION,
    });
  const row = (
    <div
      ref={setNodeRef}
      className={`pw-art-row${isDragging ? ' is-dragging' : ''}${over ? ' is-over-limit' : ''}`}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-row-id={component.id}
    >
      {movable && (
        <button
          type="button"
          ref={setActivatorNodeRef}
          className="drag-handle pw-art-row-handle"
          aria-label={t('article.drag.component')}
          {...attributes}
          {...listeners}
        >
          <HolderOutlined />
        </button>
      )}
      <ComponentView component={component} chapterNumber={chapterNumber} />
      <div className="pw-art-row-aside">
        <SectionCommentButton workId={workId} sectionId={component.id} />
      </div>
      <LimitHintView component={component} over={over} />
    </div>
  );
  return (
    <>
      {isRemovable(component.component, workType) ? (
        <Dropdown
          trigger={['contextMenu']}
          menu={{
            items: [{ key: 'remove', label: t('article.remove.menu'), danger: true }],
            onClick: () => onRemove(component.id),
          }}
        >
          {row}
        </Dropdown>
      ) : (
        row
      )}
      {component.component !== 'review_code' && (
        <div className="pw-art-insert-slot">
          <InsertButtons
            workId={workId}
            templateNumber={templateNumber}
            rocheFlag={rocheFlag}
            onInsert={(inserted) => onInsert(index, inserted)}
          />
        </div>
      )}
    </>
  );
});
