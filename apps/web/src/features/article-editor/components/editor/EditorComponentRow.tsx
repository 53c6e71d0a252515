import { HolderOutlined } from '@ant-design/icons';
import type { ArticleComponent } from '@prowrite/contracts';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Dropdown, type MenuProps } from 'antd';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InsertButtons } from '../../../article-insert';
import type { OverLimitHint } from '../../state/editor-state';
import { isMovable, isRemovable } from '../../utils/reorder';
import { replaceKindOf } from '../../utils/component-replace';
import type { ArticleType } from '../../utils/theme';
import { ComponentView } from '../views/ComponentView';
import { ComponentReplaceDialog } from './ComponentReplaceDialog';
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
  companyElement: boolean;
  /** Inserts a quote, image or video after position `index` (no buttons after the review code). */
  onInsert: (index: number, component: ArticleComponent) => void;
}

/**
 * One component in the editor: its drag handle (banner and review code have none), the right-click menu with
 * replace (quotes, videos, images) and remove, the comment button, and the limit hint.
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
  companyElement,
  onInsert,
}: EditorComponentRowProps) {
  const { t } = useTranslation();
  const [replacing, setReplacing] = useState(false);
  // Texts are uncontrolled editors: a replaced component redraws its view from the new content.
  const [generation, setGeneration] = useState(0);
  const replaceKind = replaceKindOf(component);
  const menuItems: NonNullable<MenuProps['items']> = [];
  if (replaceKind) menuItems.push({ key: 'replace', label: t('article.replace.menu') });
  if (isRemovable(component.component, workType))
    menuItems.push({ key: 'remove', label: t('article.remove.menu'), danger: true });
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
      <ComponentView key={generation} component={component} chapterNumber={chapterNumber} />
      <div className="pw-art-row-aside">
        <SectionCommentButton workId={workId} sectionId={component.id} />
      </div>
      <LimitHintView component={component} over={over} />
    </div>
  );
  return (
    <>
      {menuItems.length > 0 ? (
        <Dropdown
          trigger={['contextMenu']}
          menu={{
            items: menuItems,
            onClick: ({ key }) => (key === 'replace' ? setReplacing(true) : onRemove(component.id)),
          }}
        >
          {row}
        </Dropdown>
      ) : (
        row
      )}
      {replacing && replaceKind && (
        <ComponentReplaceDialog
          kind={replaceKind}
          component={component}
          onClose={() => setReplacing(false)}
          onReplaced={() => setGeneration((g) => g + 1)}
        />
      )}
      {component.component !== 'review_code' && (
        <div className="pw-art-insert-slot">
          <InsertButtons
            workId={workId}
            templateNumber={templateNumber}
            companyElement={companyElement}
            onInsert={(inserted) => onInsert(index, inserted)}
          />
        </div>
      )}
    </>
  );
});
