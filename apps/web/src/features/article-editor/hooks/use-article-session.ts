import { useEffect } from 'react';
import { followGeneration } from '../../../lib/follow-generation';
import { generationHandlers, loadFailed } from '../../../lib/generation-dispatch';
import { articleApi, articleStreamEvents } from '../api/article-api';
import { useEditorDispatch, useEditorQueue, useEditorState } from '../state/editor-context';

/**
 * Loads the work, then follows its generation (`followGeneration`: SSE `component` events, else polling).
 * Keeps the save queue's version in step with what the server last said when no save is running.
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
      .then(({ detail, companyElement, revocation }) =>
        dispatch({ type: 'loaded', detail, companyElement, revocation }),
      )
      .catch((error: unknown) => {
        if (!abort.signal.aborted) dispatch(loadFailed(error));
      });
    return () => abort.abort();
  }, [id, dispatch]);

  useEffect(() => {
    if (!liveGeneration) return;
    return followGeneration({
      streamUrl: () => articleApi.streamUrl(id),
      itemEvent: 'component',
      parseItem: articleStreamEvents.component,
      load: () => articleApi.detail(id),
      processOf: ({ detail }) => detail.process,
      ...generationHandlers(dispatch),
      onItem: (component) => dispatch({ type: 'component', component }),
    });
  }, [liveGeneration, id, dispatch]);
}
