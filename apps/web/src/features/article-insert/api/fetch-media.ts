import { type FetchedMedia, fetchedMediaSchema } from '@prowrite/contracts';
import { sessionStore } from '../../account';
import { HttpError } from '../../../lib/http';
import { createSseParser } from '../utils/sse-parse';
import { fetchMediaMessageSchema } from './media-schemas';

/** A link fetch downloads and probes remote media: give it longer than a plain call. */
export const FETCH_MEDIA_TIMEOUT_MS = 120_000;

export type FetchMediaRequest = { type: 'image' | 'video'; url: string; workId?: string };

/**
 * `POST /api/prowrite/v1/fetch/media` read as a `text/event-stream` (EventSource cannot POST nor send the
 * Access-Token header). Each `success` message hands its item to `onItem`; `done` ends the stream. Resolves
 * with every item received (empty = nothing could be fetched: the caller shows the retry dialog). A refusal
 * before the stream (HTTP error envelope) rejects with an HttpError.
 */
export async function fetchMediaStream(
  request: FetchMediaRequest,
  onItem: (item: FetchedMedia) => void,
  signal?: AbortSignal,
): Promise<FetchedMedia[]> {
  const headers: Record<string, string> = {
    Accept: 'text/event-stream',
    'Content-Type': 'application/json',
  };
  const token = sessionStore.getToken();
  if (token) headers['Access-Token'] = token;
  const timeout = AbortSignal.timeout(FETCH_MEDIA_TIMEOUT_MS);
  const body = {
    type: request.type,
    upload_type: 'link',
    url: request.url.trim(),
    ...(request.workId ? { prowrite_id: request.workId } : {}),
  };
  let res: Response;
  try {
    res = await fetch('/api/prowrite/v1/fetch/media', {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    if (timeout.aborted) throw new HttpError('Request timed out', 0, 0, 'timeout');
    throw new HttpError(error instanceof Error ? error.message : 'Network error', 0, 0, 'network');
  }
  if (!res.ok || !res.body || !(res.headers.get('content-type') ?? '').includes('text/event-stream'))
    throw await errorFrom(res);

  const items: FetchedMedia[] = [];
  const parser = createSseParser();
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  const take = (events: ReturnType<typeof parser.push>): boolean => {
    for (const event of events) {
      if (event.event !== 'message') continue;
      const message = readMessage(event.data);
      if (!message) continue;
      if (message.msg === 'done') return true;
      if (message.msg !== 'success') continue;
      const item = fetchedMediaSchema.safeParse(message.data);
      if (item.success) {
        items.push(item.data);
        onItem(item.data);
      }
    }
    return false;
  };
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) {
        take(parser.end());
        break;
      }
      if (take(parser.push(value))) break;
    }
  } catch (error) {
    if (signal?.aborted) throw error;
    // A broken stream after some items still counts what arrived.
    if (items.length === 0) throw new HttpError('The fetch stream broke', 0, 0, 'network');
  } finally {
    reader.cancel().catch(() => undefined);
  }
  return items;
}

function readMessage(data: string) {
  try {
    const parsed = fetchMediaMessageSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

async function errorFrom(res: Response): Promise<HttpError> {
  let message = `HTTP ${res.status}`;
  let code = 0;
  try {
    const json = (await res.json()) as { msg?: unknown; code?: unknown };
    if (typeof json.msg === 'string' && json.msg) message = json.msg;
    if (typeof json.code === 'number') code = json.code;
  } catch {
    // Not JSON: keep the status.
  }
  return new HttpError(message, res.status, code, res.ok ? 'contract' : 'http');
}
