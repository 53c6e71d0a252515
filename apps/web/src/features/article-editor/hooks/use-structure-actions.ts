import type { ArticleComponent } from '@prowrite/contracts';
import { App } from 'antd';
import { useCallback, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../../../lib/http';
import { articleApi } from '../api/article-api';
import { useEditorDispatch, useEditorQueue, useEditorState } from '../state/editor-context';
import type { ArticleEditorState } from '../state/editor-state';
import { insertComponentAfter, insertKeyAfter, swapComponents } from '../utils/reorder';

/** An inserted component shows its loading skeleton this long (2 s). */
export const INSERT_LOADING_MS = 2000;

export interface StructureActions {
  /** Asks 'nana.confirm.remove', then deletes the component; true when it went. */
  removeComponent: (id: string, opts?: { confirm?: boolean }) => Promise<boolean>;
  insertAfter: (index: number, component: ArticleComponent) => Promise<void>;
  /** Drag of one component onto another: they swap (refused for banner and review code). */
  swap: (fromId: string, toId: string) => Promise<void>;
  undo: () => Promise<void>;
  setTheme: (colour: string) => Promise<void>;
}

/**
 * Adds, deletes, sorts, undoes: each waits for the pending text saves (same queue, so versions follow one
 * another), then calls the server; a 409 opens the conflict dialog.
 */
export function useStructureActions(flush: () => Promise<void>): StructureActions {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const state = useEditorState();
  const dispatch = useEditorDispatch();
  const queue = useEditorQueue();
  const latest = useRef<ArticleEditorState>(state);
  latest.current = state;

  const failed = useCallback(
    (error: unknown) => {
      if (error instanceof HttpError && error.status === 409) {
        dispatch({ type: 'conflict', message: error.message });
        return;
      }
      void message.error(error instanceof Error ? error.message : String(error));
    },
    [dispatch, message],
  );

  const removeComponent = useCallback(
    async (id: string, opts: { confirm?: boolean } = {}) => {
      if (opts.confirm !== false) {
        const ok = await modal.confirm({
          title: t('label.tips'),
          content: t('nana.confirm.remove'),
          okText: t('article.remove.ok'),
          okButtonProps: { danger: true },
          cancelText: t('common.cancel'),
        });
        if (!ok) return false;
      }
      await flush();
      return queue.run(async () => {
        const list = latest.current.components;
        const index = list.findIndex((c) => c.id === id);
        if (index < 0) return false;
        try {
          const result = await articleApi.editComponent({
            id: latest.current.id,
            componentKey: index + 1,
            type: 'delete',
            version: queue.version,
          });
          queue.version = result.version;
          dispatch({ type: 'structureSaved', components: list.filter((c) => c.id !== id), result });
          void message.success(t('label.groupManage.remove.success'));
          return true;
        } catch (error) {
          failed(error);
          return false;
        }
      });
    },
    [dispatch, failed, flush, message, modal, queue, t],
  );

  const insertAfter = useCallback(
    async (index: number, component: ArticleComponent) => {
      await flush();
      await queue.run(async () => {
        try {
          const result = await articleApi.editComponent({
            id: latest.current.id,
            componentKey: insertKeyAfter(index),
            type: 'add',
            component,
            version: queue.version,
          });
          queue.version = result.version;
          const shown = { ...component, show_loading: true };
          dispatch({
            type: 'structureSaved',
            components: insertComponentAfter(latest.current.components, index, shown),
            result,
          });
          setTimeout(() => dispatch({ type: 'setLoading', id: component.id, on: false }), INSERT_LOADING_MS);
          void message.success(t('label.successful-operation'));
        } catch (error) {
          failed(error);
        }
      });
    },
    [dispatch, failed, flush, message, queue, t],
  );

  const swap = useCallback(
    async (fromId: string, toId: string) => {
      const before = latest.current.components;
      const next = swapComponents(before, fromId, toId);
      if (!next) return;
      dispatch({ type: 'setComponents', components: next });
      await flush();
      await queue.run(async () => {
        try {
          const result = await articleApi.sort(
            latest.current.id,
            next.map((c) => c.id),
            queue.version,
          );
          queue.version = result.version;
          dispatch({ type: 'structureSaved', components: next, result });
          void message.success(t('label.successful-operation'));
        } catch (error) {
          dispatch({ type: 'setComponents', components: before });
          failed(error);
        }
      });
    },
    [dispatch, failed, flush, message, queue, t],
  );

  const undo = useCallback(async () => {
    await flush();
    await queue.run(async () => {
      try {
        const result = await articleApi.withdraw(latest.current.id);
        queue.version = result.version;
        dispatch({ type: 'withdrawn', components: result.components, result });
      } catch (error) {
        if (error instanceof HttpError && error.status === 409) {
          // Nothing left to undo on the server.
          dispatch({ type: 'revocationClosed' });
          void message.info(t('article.undo.none'));
          return;
        }
        failed(error);
      }
    });
  }, [dispatch, failed, flush, message, queue, t]);

  const setTheme = useCallback(
    async (colour: string) => {
      await flush();
      await queue.run(async () => {
        const s = latest.current;
        try {
          const result = await articleApi.templateSetting({
            id: s.id,
            select_optional_components: s.selectOptional,
            theme_color: colour,
          });
          queue.version = result.version;
          dispatch({ type: 'themeSaved', colour, result });
        } catch (error) {
          failed(error);
        }
      });
    },
    [dispatch, failed, flush, queue],
  );

  return useMemo(
    () => ({ removeComponent, insertAfter, swap, undo, setTheme }),
    [removeComponent, insertAfter, swap, undo, setTheme],
  );
}
