import { useEffect } from 'react';
import { HttpError } from '../../../lib/http';
import { articleApi, articleStreamEvents } from '../api/article-api';
import { useEditorDispatch, useEditorQueue, useEditorState } from '../state/editor-context';

const POLL_MS = 2000;

/**
 * Loads the work, then follows its generation: Server-Sent Events (`component` events) while it is in
 * progress, falling back to polling the detail if the stream fails. Keeps the save queue's version in step
 * with what the server last said when no save is running.
 */
export function useArticleSession(): void {
  const { id, liveGeneration, version } = useEditorState();
  const dispatch = useEditorDispatch();
  const queue = useEditorQueue();

  useEffect(() => {
    if (!queue.busy()) queue.version = version;
  }, [queue, version]);

  useEffect(() => {
    const abort = new AbortController();
    articleApi
      .detail(id, abort.signal)
      .then(({ detail, rocheFlag, revocation }) =>
        dispatch({ type: 'loaded', detail, rocheFlag, revocation }),
      )
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

  useEffect(() => {
    if (!liveGeneration) return;
    let stopped = false;
    let pollTimer: ReturnType<typeof setTimeout> | undefined;

    const sync = () =>
      articleApi
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
    const source = new EventSource(articleApi.streamUrl(id));
    const read = <T>(parse: (data: string) => T, data: unknown): T | null => {
      try {
        return typeof data === 'string' ? parse(data) : null;
      } catch {
        return null;
      }
    };
    source.addEventListener('status', (e) => {
      const s = read(articleStreamEvents.status, e.data);
      if (s)
        dispatch({ type: 'status', process: s.process, reportStatus: s.report_status, progress: s.progress });
    });
    source.addEventListener('component', (e) => {
      const component = read(articleStreamEvents.component, e.data);
      if (component) dispatch({ type: 'component', component });
    });
    source.addEventListener('done', (e) => {
      // Close before the server does, or EventSource would reconnect.
      source.close();
      const done = read(articleStreamEvents.done, e.data);
      if (done?.version !== undefined)
        dispatch({ type: 'done', version: done.version, reportStatus: done.report_status ?? 1 });
      void sync();
    });
    source.addEventListener('error', (e) => {
      // The server's own `error` event carries data (generation failed); a failed connection does not.
      if (e instanceof MessageEvent && typeof e.data === 'string') return;
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
