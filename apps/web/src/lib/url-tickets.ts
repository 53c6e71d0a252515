import { type UrlTicketPurpose, urlTicketSchema } from '@prowrite/contracts';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { sessionStore } from '../features/account';
import { http } from './http';

/**
 * Short-lived URL tickets (`POST /api/user/url-ticket`) for the addresses a browser loads without headers:
 * the generation stream (EventSource) and private files in <img>/<video>. The session token itself never goes
 * into a URL. A ticket lasts 5 minutes; it is renewed 90 s before it ends, and dropped with the session.
 */
const RENEW_BEFORE_MS = 90_000;

type Held = { token: string; ticket: string; expiresAtMs: number };
const held = new Map<UrlTicketPurpose, Held>();
const pending = new Map<UrlTicketPurpose, Promise<string | null>>();
const listeners = new Set<() => void>();

function live(purpose: UrlTicketPurpose): Held | undefined {
  const h = held.get(purpose);
  const token = sessionStore.getToken();
  return h && token === h.token && h.expiresAtMs - Date.now() > RENEW_BEFORE_MS ? h : undefined;
}

/** A ticket for `purpose`, fetched when none is held or it nears its end; null without a session. */
export function urlTicket(purpose: UrlTicketPurpose): Promise<string | null> {
  const h = live(purpose);
  if (h) return Promise.resolve(h.ticket);
  const token = sessionStore.getToken();
  if (!token) return Promise.resolve(null);
  let p = pending.get(purpose);
  if (!p) {
    p = http
      .post('/api/user/url-ticket', { purpose }, { silent: true, parse: (d) => urlTicketSchema.parse(d) })
      .then((t) => {
        held.set(purpose, { token, ticket: t.ticket, expiresAtMs: t.expires_at * 1000 });
        for (const l of listeners) l();
        return t.ticket;
      })
      .catch(() => null)
      .finally(() => pending.delete(purpose));
    pending.set(purpose, p);
  }
  return p;
}

/** `url` with `ticket` added as `?ticket=`. */
export function withTicket(url: string, ticket: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}ticket=${encodeURIComponent(ticket)}`;
}

/**
 * The address to load a source from: a private file (`/api/files/...`) gets the `files` ticket, or nothing
 * yet (undefined: no request that would only answer 401) while the ticket is on its way; any other address,
 * and any address when there is no session (print and public pages have their own tickets), is left as it is.
 */
export function fileSrc(src: string, ticket: string | null, signedIn: boolean): string | undefined {
  if (!signedIn || !src.startsWith('/api/files/')) return src;
  return ticket ? withTicket(src, ticket) : undefined;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** `fileSrc` with the current `files` ticket (renewed while a component uses it). */
export function useFileSrc(): (src: string) => string | undefined {
  const ticket = useFilesTicket();
  const signedIn = useSyncExternalStore(sessionStore.subscribe, () => sessionStore.getToken() !== null);
  return useCallback((src: string) => fileSrc(src, ticket, signedIn), [ticket, signedIn]);
}

/** The current `files` ticket (renewed while a component uses it), for <img>/<video> sources. */
export function useFilesTicket(): string | null {
  const ticket = useSyncExternalStore(
    subscribe,
    () => live('files')?.ticket ?? held.get('files')?.ticket ?? null,
  );
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    if (!sessionStore.getToken()) return;
    const renew = async () => {
      await urlTicket('files');
      const h = held.get('files');
      if (stopped || !h) return;
      timer = setTimeout(renew, Math.max(5_000, h.expiresAtMs - Date.now() - RENEW_BEFORE_MS));
    };
    void renew();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, []);
  return ticket;
}
