import { useEffect } from 'react';
import { followGeneration } from '../../../lib/follow-generation';
import { HttpError } from '../../../lib/http';
import { deckApi, streamEvents } from '../api/deck-api';
import { useDeckDispatch, useDeckState } from '../state/deck-context';

/** Loads the deck, then follows its generation (`followGeneration`: SSE `slide` events, else polling). */
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
    return followGeneration({
      streamUrl: () => deckApi.streamUrl(id),
      itemEvent: 'slide',
      parseItem: streamEvents.slide,
      load: () => deckApi.detail(id),
      processOf: ({ detail }) => detail.process,
      onSynced: ({ detail }) => dispatch({ type: 'synced', detail }),
      onStatus: (s) =>
        dispatch({ type: 'status', process: s.process, reportStatus: s.report_status, progress: s.progress }),
      onItem: (slide) => dispatch({ type: 'slide', slide }),
      onDone: (done) => dispatch({ type: 'done', version: done.version, reportStatus: done.report_status }),
      onFailed: (message) => dispatch({ type: 'streamFailed', message }),
    });
  }, [liveGeneration, id, dispatch]);
}
