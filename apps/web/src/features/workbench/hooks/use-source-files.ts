import type { FileDetail, FileKind, ParseStatus } from '@prowrite/contracts';
import { useQueries } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { HttpError } from '../../../lib/http';
import { filesApi, UploadCancelled, uploadSourceFile } from '../api/files-api';
import { loadChosenSources, saveChosenSources } from '../utils/chosen-sources';

const SOURCE_KINDS: ReadonlySet<FileKind> = new Set(['pdf', 'docx', 'txt', 'md']);
/** How often a file's parse status is asked for until it is final. */
const PARSE_POLL_MS = 1500;

export type SourceItemStatus = 'uploading' | 'parsing' | 'ready' | 'error';

export type SourceItem = {
  key: string;
  name: string;
  size: number;
  status: SourceItemStatus;
  /** Upload progress, 0..100. */
  progress: number;
  fileId?: string;
  parseStatus?: ParseStatus;
  /** Why the upload or the parse failed (the server's message, or a localisable code). */
  error?: string;
  errorKind?: 'network' | 'notSource' | 'server';
  pages?: number | null;
};

type Entry = Omit<SourceItem, 'status' | 'parseStatus'> & { phase: 'uploading' | 'uploaded' | 'failed' };

const sessionStore = (): Storage | undefined => {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
};

let counter = 0;
const nextKey = () => `src-${Date.now().toString(36)}-${counter++}`;

export const fileDetailKey = (id: string) => ['files', 'detail', id] as const;

const isFinal = (detail: FileDetail | undefined) =>
  detail?.parse_status === 'success' || detail?.parse_status === 'error';

/**
 * The source files of the work being configured: uploads with progress (cancelable) and files picked from
 * earlier uploads, each followed until its parse status is final.
 */
export function useSourceFiles(opts: { onNetworkError?: () => void } = {}) {
  const onNetworkErrorRef = useRef(opts.onNetworkError);
  onNetworkErrorRef.current = opts.onNetworkError;
  // A reload keeps the sources chosen in this tab (uploaded or picked): they come back and are re-checked.
  const [entries, setEntries] = useState<Entry[]>(() =>
    loadChosenSources(sessionStore()).map((c) => ({
      key: nextKey(),
      name: c.name,
      size: c.size,
      phase: 'uploaded',
      progress: 100,
      fileId: c.fileId,
      ...(c.pages !== undefined ? { pages: c.pages } : {}),
    })),
  );
  useEffect(() => {
    saveChosenSources(
      sessionStore(),
      entries.flatMap((e) =>
        e.phase === 'uploaded' && e.fileId
          ? [
              {
                fileId: e.fileId,
                name: e.name,
                size: e.size,
                ...(e.pages !== undefined ? { pages: e.pages } : {}),
              },
            ]
          : [],
      ),
    );
  }, [entries]);
  const aborts = useRef(new Map<string, () => void>());

  const patch = useCallback((key: string, change: Partial<Entry>) => {
    setEntries((list) => list.map((e) => (e.key === key ? { ...e, ...change } : e)));
  }, []);

  const upload = useCallback(
    (files: File[]) => {
      const added: Entry[] = files.map((file) => ({
        key: nextKey(),
        name: file.name,
        size: file.size,
        phase: 'uploading',
        progress: 0,
      }));
      setEntries((list) => [...list, ...added]);
      added.forEach((entry, i) => {
        const handle = uploadSourceFile(files[i]!, (progress) => patch(entry.key, { progress }));
        aborts.current.set(entry.key, handle.abort);
        handle.promise
          .then((info) => {
            if (!SOURCE_KINDS.has(info.kind)) {
              patch(entry.key, { phase: 'failed', errorKind: 'notSource', fileId: info.id });
              return;
            }
            patch(entry.key, {
              phase: 'uploaded',
              progress: 100,
              fileId: info.id,
              pages: info.pages,
              name: info.name,
            });
          })
          .catch((error: unknown) => {
            if (error instanceof UploadCancelled) return;
            const network = error instanceof HttpError && error.kind === 'network';
            if (network) onNetworkErrorRef.current?.();
            patch(entry.key, {
              phase: 'failed',
              errorKind: network ? 'network' : 'server',
              error: error instanceof Error ? error.message : String(error),
            });
          })
          .finally(() => aborts.current.delete(entry.key));
      });
    },
    [patch],
  );

  /** Adds files chosen from earlier uploads (each once). */
  const pick = useCallback((files: FileDetail[]) => {
    setEntries((list) => {
      const have = new Set(list.map((e) => e.fileId));
      const added = files
        .filter((f) => !have.has(f.id))
        .map<Entry>((f) => ({
          key: nextKey(),
          name: f.name,
          size: f.size,
          phase: 'uploaded',
          progress: 100,
          fileId: f.id,
          pages: f.pages,
        }));
      return [...list, ...added];
    });
  }, []);

  /** Cancels a running upload, or removes the file from the work. */
  const remove = useCallback((key: string) => {
    aborts.current.get(key)?.();
    aborts.current.delete(key);
    setEntries((list) => list.filter((e) => e.key !== key));
  }, []);

  /** Empties the list and forgets it (after the work is created: the next work starts empty). */
  const reset = useCallback(() => {
    saveChosenSources(sessionStore(), []);
    setEntries([]);
  }, []);

  // Leaving the screen cancels uploads still running.
  useEffect(() => {
    const running = aborts.current;
    return () => {
      for (const abort of running.values()) abort();
      running.clear();
    };
  }, []);

  const uploadedIds = entries.filter((e) => e.phase === 'uploaded' && e.fileId).map((e) => e.fileId!);
  const details = useQueries({
    queries: uploadedIds.map((id) => ({
      queryKey: fileDetailKey(id),
      queryFn: ({ signal }: { signal: AbortSignal }) => filesApi.detail(id, signal),
      staleTime: 0,
      refetchInterval: (query: { state: { data?: FileDetail } }) =>
        isFinal(query.state.data) ? false : PARSE_POLL_MS,
    })),
  });
  const byId = new Map<string, { data?: FileDetail; error: Error | null }>();
  uploadedIds.forEach((id, i) => {
    byId.set(id, { data: details[i]?.data, error: details[i]?.error ?? null });
  });

  // Cheap to rebuild on every render: a handful of files.
  const items: SourceItem[] = entries.map(({ phase, ...entry }) => {
    if (phase === 'uploading') return { ...entry, status: 'uploading' };
    if (phase === 'failed') return { ...entry, status: 'error' };
    const found = entry.fileId ? byId.get(entry.fileId) : undefined;
    const detail = found?.data;
    if (found?.error && !detail)
      return { ...entry, status: 'error', errorKind: 'server', error: found.error.message };
    if (!detail) return { ...entry, status: 'parsing', parseStatus: 'wait' };
    const base = { ...entry, parseStatus: detail.parse_status, pages: detail.pages };
    if (detail.parse_status === 'success') return { ...base, status: 'ready' };
    if (detail.parse_status === 'error')
      return { ...base, status: 'error', errorKind: 'server', error: detail.err_msg };
    return { ...base, status: 'parsing' };
  });

  const ready = items.length > 0 && items.every((i) => i.status === 'ready');
  const fileIds = items.filter((i) => i.status === 'ready' && i.fileId).map((i) => i.fileId!);
  return { items, ready, fileIds, upload, pick, remove, reset };
}
