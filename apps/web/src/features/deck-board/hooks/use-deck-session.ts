import { useEffect } from 'react';
import { followGeneration } from '../../../lib/follow-generation';
import { generationHandlers, loadFailed } from '../../../lib/generation-dispatch';
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
        if (!abort.signal.aborted) dispatch(loadFailed(error));
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
      ...generationHandlers(dispatch),
      onItem: (slide) => dispatch({ type: 'slide', slide }),
      onFailed: (message) => dispatch({ type: 'streamFailed', message }),
    });
  }, [liveGeneration, id, dispatch]);
}
