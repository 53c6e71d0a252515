import { useEffect } from 'react';
import { sessionStore } from '../../account/state/session-store';
import { HttpError } from '../../../lib/http';
import { deckApi, streamEvents } from '../api/deck-api';
import { useDeckDispatch, useDeckState } from '../state/deck-context';

const POLL_MS = 2000;

/**
 * Loads the deck, then follows its generation: Server-Sent Events while it is in progress (a reload or a second
 * tab gets every slide again from the server), falling back to polling the detail if the stream fails.
 */
export function useDeckSession(): void {
  const { id, liveGeneration } = useDeckState();
  const dispatch = useDeckDispatch();

  useEffect(() => {
    const abort = new AbortController();
    deckApi
      .firstDetail(id, abort.signal)
      .then(({ detail, flags }) => dispatch({ type: 'loaded', detail, flags }))
      .catch((error: unknown) => {
        if (abort.signal.aborted) return;
        const message = error instanceof Error ? error.message : String(error);
        dispatch({
          type: 'loadFailed',
          message: error instanceof HttpError && error.status === 404 ? '404' : message,
        });
      });
    return () => abort.abort();
  }, [id, dispatch]);

  // Follows from the moment generation is seen in progress until the page goes (it stays followed once ended).
  useEffect(() => {
    if (!liveGeneration) return;
    let stopped = false;
    let pollTimer: ReturnType<typeof setTimeout> | undefined;

    const sync = () =>
      deckApi
        .detail(id)
        .then(({ detail }) => {
          if (!stopped) dispatch({ type: 'synced', detail });
          return detail.process;
        })
        .catch(() => 'inProgress' as const);

    const poll = async () => {
      if (stopped) return;
      const now = await sync();
      if (!stopped && now === 'inProgress') pollTimer = setTimeout(poll, POLL_MS);
    };

    if (typeof EventSource === 'undefined') {
      void poll();
      return () => {
        stopped = true;
        clearTimeout(pollTimer);
      };
    }

    const source = new EventSource(deckApi.streamUrl(id, sessionStore.getToken()));
    const read = <T>(parse: (data: string) => T, data: unknown): T | null => {
      try {
        return typeof data === 'string' ? parse(data) : null;
      } catch {
        return null;
      }
    };
    source.addEventListener('status', (e) => {
      const status = read(streamEvents.status, e.data);
      if (status)
        dispatch({
          type: 'status',
          process: status.process,
          reportStatus: status.report_status,
          progress: status.progress,
        });
    });
    source.addEventListener('slide', (e) => {
      const slide = read(streamEvents.slide, e.data);
      if (slide) dispatch({ type: 'slide', slide });
    });
    source.addEventListener('done', (e) => {
      // Close before the server does, or EventSource would reconnect.
      source.close();
      const done = read(streamEvents.done, e.data);
      if (done?.version !== undefined) {
        dispatch({ type: 'done', version: done.version, reportStatus: done.report_status ?? 1 });
      }
      void sync();
    });
    source.addEventListener('error', (e) => {
      // The server's own `error` event carries data (generation failed); a failed connection does not.
      if (e instanceof MessageEvent && typeof e.data === 'string') {
        const error = read(streamEvents.error, e.data);
        dispatch({ type: 'streamFailed', message: error?.msg ?? '' });
        return;
      }
      source.close();
      void poll();
    });

    return () => {
      stopped = true;
      source.close();
      clearTimeout(pollTimer);
    };
  }, [liveGeneration, id, dispatch]);
}
