import type { IncomingHttpHeaders } from 'node:http';
import { Readable } from 'node:stream';
import { guardedFetch } from './guarded-fetch';
import { type Connector, createNodeConnector } from './node-connector';

/** The `fetch` shape the OpenAI SDK (and the engine's LLM client) takes. */
export type FetchLike = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

export type OperatorFetchLimits = { maxBytes: number; timeoutMs: number };

/**
 * Caps for the LLM at LLM_BASE_URL: a whole exchange (a long streamed answer included) may take up to
 * 15 minutes and 64 MB; the client's own per-request timeouts are shorter and still apply.
 */
export const LLM_OUTBOUND_LIMITS: OperatorFetchLimits = {
  maxBytes: 64 * 1024 * 1024,
  timeoutMs: 15 * 60_000,
};

/**
 * A standard `fetch` over the guard for operator-configured endpoints (LLM_BASE_URL): the address is trusted
 * (a local vLLM/Ollama on a private address is normal), but the exchange is still size- and time-capped,
 * pinned to the resolved address, and never redirected. Error statuses are answered, not thrown, so the SDK
 * sees them (429 retry-after, 401, ...).
 */
export function operatorFetch(
  limits: OperatorFetchLimits = LLM_OUTBOUND_LIMITS,
  connector?: Connector,
): FetchLike {
  const pooled = connector ?? createNodeConnector({ keepAlive: true });
  return async (input, init = {}) => {
    const request = input instanceof Request ? input : null;
    const url = typeof input === 'string' ? input : input instanceof URL ? input.toString() : input.url;
    const method = (init.method ?? request?.method ?? 'GET').toUpperCase();
    if (method !== 'GET' && method !== 'POST') {
      throw new TypeError(`The operator fetch sends GET and POST only, not ${method}`);
    }
    const headers: Record<string, string> = {};
    new Headers(init.headers ?? request?.headers).forEach((value, key) => {
      headers[key] = value;
    });
    const bodyInit = init.body ?? (request ? await request.arrayBuffer() : null);
    // The SDK's JSON body is a string: encoded at once, the request is written without yielding the event
    // loop first (on the chat's path to the first token; decision 0071). Other bodies are read as before.
    const body =
      bodyInit == null
        ? undefined
        : typeof bodyInit === 'string'
          ? new TextEncoder().encode(bodyInit)
          : new Uint8Array(await new Response(bodyInit).arrayBuffer());
    const res = await guardedFetch(url, {
      method,
      headers,
      body,
      operatorTrusted: true,
      maxRedirects: 0,
      returnErrorStatus: true,
      maxBytes: limits.maxBytes,
      timeoutMs: limits.timeoutMs,
      signal: init.signal ?? request?.signal ?? undefined,
      connector: pooled,
    });
    const empty = res.status === 204 || res.status === 304;
    if (empty) res.discard();
    return new Response(empty ? null : (Readable.toWeb(res.body) as unknown as ReadableStream<Uint8Array>), {
      status: res.status,
      headers: toHeaders(res.headers),
    });
  };
}

function toHeaders(incoming: IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(incoming)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(key, v);
  }
  return headers;
}
