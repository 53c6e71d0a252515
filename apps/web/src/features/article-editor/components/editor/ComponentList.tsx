import {
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  type Modifier,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { rectSwappingStrategy, SortableContext, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { type ArticleComponent, documentKind, REPORT_STATUS } from '@prowrite/contracts';
import { Empty, Skeleton } from 'antd';
import { type MouseEvent, useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFollowGrowth } from '../../hooks/use-follow-growth';
import type { StructureActions } from '../../hooks/use-structure-actions';
import { useEditorState } from '../../state/editor-context';
import { updateItems } from '../../utils/locations';
import type { ArticleLook } from '../../utils/theme';
import { swap } from '../../utils/reorder';
import { ArticleCanvas } from '../views/ArticleCanvas';
import { ComponentView } from '../views/ComponentView';
import type { EditorHooks } from '../../state/render-context';
import { componentDragId, DRAG_SCROLL_SPEED, type DragData, scopedCollisions, scrollThreshold } from './drag';
import { EditorComponentRow } from './EditorComponentRow';
import { SelectionSourceButton } from './SelectionSourceButton';

/** Components and paragraphs move up and down only. */
const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });

export interface ComponentListProps {
  look: ArticleLook;
  editor: EditorHooks | null;
  actions: StructureActions;
  onNumber: (componentId: string, numberText: string) => void;
  onSentence: (text: string) => void;
}

/**
 * The editor's list of components inside the `tweets-root` scroller: drag to swap (dnd-kit), right-click to
 * remove, insert buttons between, comments beside. While generation runs it is read-only, pointer-disabled
 * and follows the last component down; the empty state shows only once generation has ended with nothing.
 */
export function ComponentList({ look, editor, actions, onNumber, onSentence }: ComponentListProps) {
  const { t } = useTranslation();
  const state = useEditorState();
  const scroller = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const inProgress = state.process === 'inProgress';
  useFollowGrowth(scroller, content, inProgress);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const componentsRef = useRef(state.components);
  componentsRef.current = state.components;
  const onDragEnd = useCallback(
    ({ active, over }: DragEndEvent) => {
      const from = active.data.current as DragData | undefined;
      const to = over?.data.current as DragData | undefined;
      if (!from || !to || active.id === over?.id) return;
      if (from.type === 'component' && to.type === 'component') {
        void actions.swap(from.componentId, to.componentId);
        return;
      }
      if (from.type === 'item' && to.type === 'item' && from.listKey === to.listKey && editor) {
        // Inside a chapter or section two items swap, and the component is saved.
        editor.edit(from.componentId, (c) =>
          updateItems(c, from.container, (items) => swap(items, from.index, to.index)),
        );
        void editor.flush();
      }
    },
    [actions, editor],
  );

  // Sourced numbers are marked `.pw-art-num`: a click opens the source panel at their quote.
  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    const target = e.target instanceof Element ? e.target.closest<HTMLElement>('.pw-art-num') : null;
    if (!target) return;
    const componentId = target.closest<HTMLElement>('[data-component-id]')?.dataset.componentId;
    const number = target.dataset.number ?? target.textContent ?? '';
    if (componentId && number) onNumber(componentId, number);
  };

  const onRemove = useCallback((id: string) => void actions.removeComponent(id), [actions]);
  const onInsert = useCallback(
    (index: number, component: ArticleComponent) => void actions.insertAfter(index, component),
    [actions],
  );

  const empty = state.components.length === 0;
  // A monitoring report whose sources earlier reports of its series all covered: nothing new to report.
  const noNewLiterature =
    state.reportStatus === REPORT_STATUS.noNewContent &&
    (documentKind(state.workType)?.needsReportId ?? false);
  let chapters = 0;
  const rows = state.components.map((component, index) => {
    if (component.component === 'chapter') chapters++;
    const chapterNumber = Math.max(1, chapters);
    if (!editor)
      return <ComponentView key={component.id} component={component} chapterNumber={chapterNumber} />;
    return (
      <EditorComponentRow
        key={component.id}
        component={component}
        workId={state.id}
        workType={look.type}
        chapterNumber={chapterNumber}
        over={state.overLimit[component.id]}
        onRemove={onRemove}
        index={index}
        templateNumber={look.template}
        companyElement={state.companyElement}
        onInsert={onInsert}
      />
    );
  });

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: numbers are a mouse shortcut; sentences are looked up by selection
    // biome-ignore lint/a11y/noStaticElementInteractions: click delegation for the marked numbers inside texts
    <div
      ref={scroller}
      className={`tweets-root${inProgress ? ' is-generating' : ''}`}
      data-testid="article-editor-list"
      aria-busy={inProgress}
      onClick={onClick}
    >
      <div ref={content} className="pw-art-stage">
        <ArticleCanvas look={look} className={editor ? 'is-editing' : undefined}>
          {state.phase === 'loading' && (
            <Skeleton active paragraph={{ rows: 8 }} className="pw-art-loading" />
          )}
          {empty && state.phase === 'ready' && !inProgress && (
            <Empty
              className="pw-art-empty"
              description={t(
                noNewLiterature ? 'article.empty.noNewLiterature' : 'nana.label.review.ai.content',
              )}
              data-testid={noNewLiterature ? 'article-no-new' : 'article-empty'}
            />
          )}
          {editor ? (
            <DndContext
              sensors={sensors}
              collisionDetection={scopedCollisions}
              onDragEnd={onDragEnd}
              modifiers={[verticalOnly]}
              autoScroll={{
                threshold: { x: 0, y: scrollThreshold(scroller.current?.clientHeight ?? 0) },
                acceleration: DRAG_SCROLL_SPEED,
              }}
            >
              <SortableContext
                items={state.components.map((c) => componentDragId(c.id))}
                strategy={rectSwappingStrategy}
              >
                {rows}
              </SortableContext>
            </DndContext>
          ) : (
            rows
          )}
          {inProgress && (
            <Skeleton
              active
              paragraph={{ rows: 3 }}
              className="pw-art-generating"
              data-testid="article-generating"
            />
          )}
        </ArticleCanvas>
      </div>
      {editor && <SelectionSourceButton root={scroller} onFind={onSentence} />}
    </div>
  );
}
