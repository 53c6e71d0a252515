import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useReducer, useRef } from 'react';
import { startChunkUpload } from '../api/chunk-upload';
import { uploadsReducer } from '../utils/upload-states';

type Controls = { pause: () => void; resume: () => void };

/**
 * The resumable uploads of the add dialog: their states for the list, and pause/resume per upload. A finished
 * upload refreshes the knowledge lists (its item is there, waiting for ingestion). Held by the screen, so an
 * upload goes on (and stays in view) after the dialog is closed.
 */
export function useChunkUploads() {
  const queryClient = useQueryClient();
  const [entries, dispatch] = useReducer(uploadsReducer, []);
  const controls = useRef(new Map<string, Controls>());

  const add = useCallback(
    (file: File, cId: string) => {
      const key = `${file.name}:${file.size}:${file.lastModified}`;
      dispatch({ type: 'added', key, name: file.name, total: file.size });
      const control = startChunkUpload(
        file,
        { cId },
        {
          onProgress: (sent, total) => dispatch({ type: 'progress', key, sent, total }),
          onSuccess: () => {
            dispatch({ type: 'succeeded', key });
            controls.current.delete(key);
            void queryClient.invalidateQueries({ queryKey: ['knowledge'] });
          },
          onError: (error) => dispatch({ type: 'failed', key, error }),
        },
      );
      controls.current.set(key, control);
    },
    [queryClient],
  );
  const pause = useCallback((key: string) => {
    controls.current.get(key)?.pause();
    dispatch({ type: 'paused', key });
  }, []);
  const resume = useCallback((key: string) => {
    controls.current.get(key)?.resume();
    dispatch({ type: 'resumed', key });
  }, []);
  const dismiss = useCallback((key: string) => {
    controls.current.get(key)?.pause();
    controls.current.delete(key);
    dispatch({ type: 'dismissed', key });
  }, []);
  return { entries, add, pause, resume, dismiss };
}
