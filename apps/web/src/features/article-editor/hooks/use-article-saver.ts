import { ErrorCode } from '@prowrite/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../../../lib/http';
import { articleApi } from '../api/article-api';
import { useEditorDispatch, useEditorQueue, useEditorState } from '../state/editor-context';
import { savableIds } from '../state/editor-reducer';
import type { ArticleEditorState } from '../state/editor-state';
import { hintFromServer, limitHint } from '../utils/limits';

/** Saves are debounced by 1 s, so a burst of keystrokes is one save. */
export const SAVE_DEBOUNCE_MS = 1000;
const MAX_RETRY_MS = 30_000;

/**
 * Saves each edited component (`type: update`, its position + 1, the work's version) one second after the
 * last change. A component over its limit is not sent (it keeps the text as typed and shows its hint); a 409
 * opens the conflict dialog; a 10008 refusal marks the component over its limit; other failures retry with a
 * growing pause.
 */
export function useArticleSaver(): { flush: () => Promise<void> } {
  const state = useEditorState();
  const dispatch = useEditorDispatch();
  const queue = useEditorQueue();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const { t } = useTranslation();
  const latest = useRef<ArticleEditorState>(state);
  latest.current = state;
  const failures = useRef(0);

  const flush = useCallback(
    () =>
      queue.run(async () => {
        const snapshot = latest.current;
        const ids = savableIds(snapshot);
        if (ids.length === 0 || snapshot.conflict || snapshot.process !== 'end') return;
        dispatch({ type: 'saveStarted' });
        let savedAny = false;
        try {
          for (const id of ids) {
            const now = latest.current.components;
            const index = now.findIndex((c) => c.id === id);
            const component = now[index];
            if (!component) continue;
            const hint = limitHint(component);
            if (hint.state === 'over') {
              dispatch({ type: 'overLimit', id, hint });
              continue;
            }
            try {
              const result = await articleApi.editComponent({
                id: snapshot.id,
                componentKey: index + 1,
                type: 'update',
                component,
                version: queue.version,
              });
              queue.version = result.version;
              savedAny = true;
              dispatch({ type: 'componentSaved', id, component, result });
            } catch (error) {
              if (error instanceof HttpError && error.status === 409) {
                dispatch({ type: 'conflict', message: error.message });
                return;
              }
              if (error instanceof HttpError && error.code === ErrorCode.editOverLimit) {
                const over = hintFromServer(component, error.message);
                if (over.state === 'over') dispatch({ type: 'overLimit', id, hint: over });
                continue;
              }
              failures.current++;
              void message.error({
                content:
                  error instanceof HttpError && error.status === 400
                    ? error.message
                    : t('article.save.failed'),
                key: 'article-save-failed',
              });
              return;
            }
          }
          failures.current = 0;
        } finally {
          dispatch({ type: 'saveFinished' });
          if (savedAny) void queryClient.invalidateQueries({ queryKey: ['verify', snapshot.id] });
        }
      }),
    [dispatch, message, queryClient, queue, t],
  );

  const { revision, dirty, overLimit, saving, conflict, process } = state;
  const pending = dirty.filter((id) => !(id in overLimit)).length;
  // biome-ignore lint/correctness/useExhaustiveDependencies: every edit (revision) restarts the 1 s debounce
  useEffect(() => {
    if (pending === 0 || saving || conflict || process !== 'end') return;
    const pause = Math.min(MAX_RETRY_MS, SAVE_DEBOUNCE_MS * 2 ** failures.current);
    const timer = setTimeout(() => void flush(), pause);
    return () => clearTimeout(timer);
  }, [revision, pending, saving, conflict, process, flush]);

  // Leaving with unsaved text asks first.
  const unsaved = dirty.length > 0 || saving;
  useEffect(() => {
    if (!unsaved) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);

  return { flush };
}
