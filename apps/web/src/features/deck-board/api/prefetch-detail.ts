import { http } from '../../../lib/http';
import type { DeckDetail } from './deck-api';

/**
 * The deck's detail, asked for as soon as the route matches (from the router's loader), so it travels while the
 * route's code loads and the session is checked, and is checked against the contract as soon as the board's code
 * is there; the board takes it when it mounts. Kept small and free of zod: the router imports it into the entry
 * bundle.
 */
const FRESH_MS = 10_000;
const pending = new Map<string, { at: number; detail: Promise<DeckDetail> }>();

export function prefetchDeckDetail(id: string, hasSession: boolean): void {
  if (!id || !hasSession) return;
  // The first loaders run while the router is created, before the app has given the HTTP client its session:
  // the request starts on the next task, when it has.
  const answer = new Promise<unknown>((resolve, reject) => {
    setTimeout(() => {
      http
        .get('/api/prowrite/v1/detail', { query: { id }, silent: true, skipAuthHandling: true })
        .then(resolve, reject);
    }, 0);
  });
  // The contract check (zod, with the board's code) overlaps the session check instead of following it.
  const detail = answer.then(async (raw) => (await import('./deck-api')).readDetail(raw));
  // A failed prefetch is asked again by the board, which then reports the error.
  detail.catch(() => {});
  pending.set(id, { at: Date.now(), detail });
}

/** The prefetched, checked detail of this deck (once), or null when there is none or it is old. */
export function takePrefetchedDetail(id: string): Promise<DeckDetail> | null {
  const hit = pending.get(id);
  pending.delete(id);
  return hit && Date.now() - hit.at < FRESH_MS ? hit.detail : null;
}
