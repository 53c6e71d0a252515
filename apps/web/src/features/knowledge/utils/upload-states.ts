import type { UploadState } from '@prowrite/contracts';

/** One resumable upload as the list shows it. */
export type UploadEntry = {
  key: string;
  name: string;
  state: UploadState;
  sent: number;
  total: number;
  /** The reason, in the server's words, when state is error. */
  error: string;
};

export type UploadEvent =
  | { type: 'added'; key: string; name: string; total: number }
  | { type: 'progress'; key: string; sent: number; total: number }
  | { type: 'paused'; key: string }
  | { type: 'resumed'; key: string }
  | { type: 'succeeded'; key: string }
  | { type: 'failed'; key: string; error: string }
  | { type: 'dismissed'; key: string };

/**
 * The upload states: wait until the first bytes go, inProgress while sending (offers pause),
 * paused (offers resume), process once every byte is sent and the server is storing the file, then success
 * or error. Progress never moves backwards, and a paused upload stays paused until resumed.
 */
export function uploadsReducer(entries: UploadEntry[], event: UploadEvent): UploadEntry[] {
  if (event.type === 'added') {
    return [
      ...entries.filter((e) => e.key !== event.key),
      { key: event.key, name: event.name, state: 'wait', sent: 0, total: event.total, error: '' },
    ];
  }
  if (event.type === 'dismissed') return entries.filter((e) => e.key !== event.key);
  return entries.map((e) => (e.key === event.key ? next(e, event) : e));
}

function next(entry: UploadEntry, event: Exclude<UploadEvent, { type: 'added' | 'dismissed' }>): UploadEntry {
  switch (event.type) {
    case 'progress': {
      if (entry.state === 'paused' || entry.state === 'success' || entry.state === 'error') {
        return { ...entry, sent: Math.max(entry.sent, event.sent) };
      }
      const sent = Math.max(entry.sent, event.sent);
      return { ...entry, sent, total: event.total, state: sent >= event.total ? 'process' : 'inProgress' };
    }
    case 'paused':
      return entry.state === 'inProgress' || entry.state === 'wait' ? { ...entry, state: 'paused' } : entry;
    case 'resumed':
      return entry.state === 'paused' || entry.state === 'error'
        ? { ...entry, state: 'inProgress', error: '' }
        : entry;
    case 'succeeded':
      return { ...entry, state: 'success', sent: entry.total };
    case 'failed':
      return { ...entry, state: 'error', error: event.error };
  }
}

/** Whole percent sent, for the progress bar. */
export function uploadPercent(entry: Pick<UploadEntry, 'sent' | 'total'>): number {
  if (entry.total <= 0) return 0;
  return Math.min(100, Math.floor((entry.sent / entry.total) * 100));
}
