import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../../../lib/http';
import { deckApi } from '../api/deck-api';
import { useDeckDispatch, useDeckState } from '../state/deck-context';
import type { DeckState } from '../state/deck-state';

export const SAVE_DEBOUNCE_MS = 1000;
const MAX_RETRY_MS = 30_000;

/**
 * Saves changed slides one second after the last change, one slide at a time with the deck's version (each
 * answer carries the next). A 409 opens the conflict dialog with the user's edits kept; a 400 (the content does
 * not fit its layout) shows the server's message and puts the slide back as last saved; other failures retry
 * with a growing pause. Edited numbers are re-checked by the verify view, so its query is refreshed.
 */
export function useDeckSaver(): { saveNow: () => Promise<void>; flush: () => Promise<void> } {
  const state = useDeckState();
  const dispatch = useDeckDispatch();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const { t } = useTranslation();
  const latest = useRef<DeckState>(state);
  latest.current = state;
  const failures = useRef(0);
  const running = useRef(false);

  const saveNow = useCallback(async () => {
    if (running.current) return;
    const snapshot = latest.current;
    if (snapshot.dirty.length === 0 || snapshot.conflict || snapshot.process !== 'end') return;
    running.current = true;
    dispatch({ type: 'saveStarted' });
    let version = snapshot.version;
    let savedAny = false;
    try {
      for (const slideNum of snapshot.dirty) {
        const slide = latest.current.slides.find((s) => s.slide_num === slideNum);
        if (!slide) continue;
        try {
          const result = await deckApi.saveSlide({
            id: snapshot.id,
            slideNum,
            slide,
            version,
            reportId: snapshot.reportId,
          });
          version = result.version;
          savedAny = true;
          dispatch({ type: 'slideSaved', slideNum, slide, version });
        } catch (error) {
          if (error instanceof HttpError && error.status === 409) {
            dispatch({ type: 'conflict', message: error.message });
            return;
          }
          if (error instanceof HttpError && error.status === 400) {
            void message.error({ content: t('deck.save.refused', { message: error.message }), duration: 6 });
            dispatch({ type: 'saveRefused', slideNum });
            continue;
          }
          failures.current++;
          void message.error({ content: t('deck.save.failed'), key: 'deck-save-failed' });
          return;
        }
      }
      failures.current = 0;
    } finally {
      running.current = false;
      dispatch({ type: 'saveFinished' });
      if (savedAny) void queryClient.invalidateQueries({ queryKey: ['verify', snapshot.id] });
    }
  }, [dispatch, message, queryClient, t]);

  const { revision, dirty, saving, conflict, process } = state;
  // biome-ignore lint/correctness/useExhaustiveDependencies: every change (revision) restarts the 1 s debounce
  useEffect(() => {
    if (dirty.length === 0 || saving || conflict || process !== 'end') return;
    const pause = Math.min(MAX_RETRY_MS, SAVE_DEBOUNCE_MS * 2 ** failures.current);
    const timer = setTimeout(() => void saveNow(), pause);
    return () => clearTimeout(timer);
  }, [revision, dirty.length, saving, conflict, process, saveNow]);

  /** Before something reads the saved deck (an export): waits for a running save, then saves what is left. */
  const flush = useCallback(async () => {
    while (running.current) await new Promise((done) => setTimeout(done, 50));
    // One more task, so `latest` holds the state the finished save left (its versions and dirty list).
    await new Promise((done) => setTimeout(done, 0));
    await saveNow();
  }, [saveNow]);

  // Leaving with unsaved text asks first.
  const unsaved = dirty.length > 0 || saving;
  useEffect(() => {
    if (!unsaved) return;
    const warn = (e: BeforeUnloadEvent) => {
      e.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);

  return { saveNow, flush };
}
