import type {
  LoginResult,
  ScanLoginCreated,
  ScanLoginDecisionResult,
  ScanLoginEvent,
  ScanLoginScanResult,
} from '@prowrite/contracts';
import { SCAN_LOGIN_EVENT, SCAN_LOGIN_FINAL_STATES } from '@prowrite/contracts';
import { http } from '../../../lib/http';
import { parseSseChunk } from '../../../lib/sse-parse';

// Types and zod-free helpers only from the contract here: the login screen stays free of the schema library.
const PUBLIC = { anonymous: true, silent: true, skipAuthHandling: true } as const;
/** A dropped stream is opened again after this pause (the server resumes after Last-Event-ID). */
const RECONNECT_MS = 1000;

/** Reads one opening of the event stream; answers the last event id seen and whether a final state came. */
async function readOnce(
  login: ScanLoginCreated,
  lastId: number,
  onEvent: (event: ScanLoginEvent) => void,
  signal: AbortSignal,
): Promise<{ lastId: number; final: boolean }> {
  const res = await fetch('/api/login/scan/events', {
    method: 'POST',
    headers: {
      Accept: 'text/event-stream',
      'Content-Type': 'application/json',
      ...(lastId > 0 ? { 'Last-Event-ID': String(lastId) } : {}),
    },
    body: JSON.stringify({ id: login.id, watch_key: login.watch_key }),
    signal,
  });
  if (!(res.headers.get('content-type') ?? '').startsWith('text/event-stream') || !res.body) {
    // The server refused the login itself (unknown, swept): the page can only show a new QR code.
    if (res.status >= 400 && res.status < 500) {
      onEvent({ state: 'expired' });
      return { lastId, final: true };
    }
    throw new Error(`HTTP ${res.status}`);
  }
  const decoder = new TextDecoder();
  let rest = '';
  let final = false;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    const parsed = parseSseChunk(rest + decoder.decode(chunk, { stream: true }));
    rest = parsed.rest;
    for (const m of parsed.messages) {
      if (m.event !== SCAN_LOGIN_EVENT) continue;
      const event = JSON.parse(m.data) as ScanLoginEvent;
      if (m.id !== null) lastId = m.id;
      if (SCAN_LOGIN_FINAL_STATES.has(event.state)) final = true;
      onEvent(event);
    }
  }
  return { lastId, final };
}

export const scanLoginApi = {
  /** A new pending login (a new QR code). */
  create: () => http.post<ScanLoginCreated>('/api/login/scan', undefined, PUBLIC),

  /**
   * Follows the login by server push until a final state (or `signal` aborts): a dropped stream is opened
   * again, resuming after the last event seen. A stream that cannot be opened again ends as `expired`.
   */
  async watch(login: ScanLoginCreated, onEvent: (event: ScanLoginEvent) => void, signal: AbortSignal) {
    let lastId = 0;
    while (!signal.aborted) {
      try {
        const read = await readOnce(login, lastId, onEvent, signal);
        lastId = read.lastId;
        if (read.final) return;
      } catch {
        if (signal.aborted) return;
      }
      if (Date.now() / 1000 > login.expires_at + 5) {
        onEvent({ state: 'expired' });
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, RECONNECT_MS));
    }
  },

  /** The approval's one-time ticket, for a session. */
  exchange: (id: string, ticket: string) =>
    http.post<LoginResult>('/api/login/scan/exchange', { id, ticket }, PUBLIC),

  /** The phone's calls (signed in); the page shows their errors itself. */
  scan: (secret: string) =>
    http.post<ScanLoginScanResult>('/api/user/scan-login/scan', { secret }, { silent: true }),
  approve: (secret: string) =>
    http.post<ScanLoginDecisionResult>('/api/user/scan-login/approve', { secret }, { silent: true }),
  reject: (secret: string) =>
    http.post<ScanLoginDecisionResult>('/api/user/scan-login/reject', { secret }, { silent: true }),
};
