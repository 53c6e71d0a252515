import type { FetchedMedia } from '@prowrite/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchMediaStream } from '../api/fetch-media';

export type LinkFetchState = {
  running: boolean;
  items: FetchedMedia[];
  /** Set when the stream ended with nothing (or was refused): the retry dialog shows. */
  failed: boolean;
};

/**
 * Fetches media from a web link through the server's streamed call: items appear as they arrive; a stream
 * that ends empty, or a refusal (e.g. a blocked private address), marks the fetch as failed.
 */
export function useLinkFetch(type: 'image' | 'video', workId: string) {
  const [state, setState] = useState<LinkFetchState>({ running: false, items: [], failed: false });
  const controllerRef = useRef<AbortController | null>(null);
  const lastUrlRef = useRef('');

  useEffect(() => () => controllerRef.current?.abort(), []);

  const start = useCallback(
    async (url: string) => {
      controllerRef.current?.abort();
      const controller = new AbortController();
      controllerRef.current = controller;
      lastUrlRef.current = url;
      setState({ running: true, items: [], failed: false });
      try {
        const items = await fetchMediaStream(
          { type, url, workId },
          (item) => setState((s) => ({ ...s, items: [...s.items, item] })),
          controller.signal,
        );
        if (!controller.signal.aborted) setState({ running: false, items, failed: items.length === 0 });
      } catch {
        if (!controller.signal.aborted) setState({ running: false, items: [], failed: true });
      }
    },
    [type, workId],
  );

  const retry = useCallback(() => void start(lastUrlRef.current), [start]);
  const dismiss = useCallback(() => setState((s) => ({ ...s, failed: false })), []);
  const cancel = useCallback(() => {
    controllerRef.current?.abort();
    setState((s) => ({ ...s, running: false }));
  }, []);

  return { state, start, retry, dismiss, cancel };
}
