/**
 * The one HTTP client of the web app: adds the `Access-Token` header, gives up after 15 s, and turns any
 * answer whose `code` is not 200 into a thrown `HttpError` carrying the server's message. What happens on
 * errors (toast, going to /login) is wired in by the app through `configureHttp`, so this file stays free of
 * React, router and UI code.
 */

export const REQUEST_TIMEOUT_MS = 15_000;
const SUCCESS_CODE = 200;

/** `http`: the server answered with an error; `timeout`, `network`: no usable answer; `contract`: bad shape. */
export type HttpErrorKind = 'http' | 'timeout' | 'network' | 'contract';

export class HttpError extends Error {
  constructor(
    message: string,
    /** HTTP status, or 0 when no answer arrived. */
    readonly status: number,
    /** The envelope's `code` (error catalogue), or 0. */
    readonly code: number,
    readonly kind: HttpErrorKind,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export type RequestOptions<T> = {
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  /** Do not report the error to the global handler (the caller shows it itself). */
  silent?: boolean;
  /** Do not clear the session on 401 (used by the login call, where 401 means wrong credentials). */
  skipAuthHandling?: boolean;
  /** Send without the `Access-Token` header. */
  anonymous?: boolean;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** `false` returns the whole JSON answer instead of the envelope's `data` (for non-envelope endpoints). */
  envelope?: boolean;
  /** Validates and types the result (e.g. a zod schema's `parse`); a throw becomes a `contract` error. */
  parse?: (data: unknown) => T;
};

export type HttpHooks = {
  getToken: () => string | null;
  onUnauthorized: (error: HttpError) => void;
  onError: (error: HttpError) => void;
};

let hooks: HttpHooks = { getToken: () => null, onUnauthorized: () => {}, onError: () => {} };

export function configureHttp(next: Partial<HttpHooks>): void {
  hooks = { ...hooks, ...next };
}

function buildUrl(path: string, query: RequestOptions<unknown>['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}

function readJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Maps an answer to its payload, or to the error it carries. */
function interpret(status: number, statusText: string, json: unknown, envelope: boolean): unknown {
  const body = isRecord(json) ? json : undefined;
  const code = typeof body?.code === 'number' ? body.code : undefined;
  const msg = typeof body?.msg === 'string' && body.msg ? body.msg : undefined;
  const httpOk = status >= 200 && status < 300;
  if (!httpOk || (code !== undefined && code !== SUCCESS_CODE)) {
    const fallback = httpOk ? 'Request failed' : `HTTP ${status}${statusText ? ` ${statusText}` : ''}`;
    return new HttpError(msg ?? fallback, status, code ?? 0, 'http');
  }
  if (!envelope) return json;
  if (code === undefined) return new HttpError('The server answer is not an envelope', status, 0, 'contract');
  return body?.data;
}

export async function request<T = unknown>(
  method: string,
  path: string,
  options: RequestOptions<T> = {},
): Promise<T> {
  try {
    return await send(method, path, options);
  } catch (error) {
    if (error instanceof HttpError) report(error, options);
    throw error;
  }
}

function report(error: HttpError, options: RequestOptions<unknown>): void {
  if (error.status === 401 && !options.skipAuthHandling) hooks.onUnauthorized(error);
  if (!options.silent) hooks.onError(error);
}

async function send<T>(method: string, path: string, options: RequestOptions<T>): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = options.anonymous ? null : hooks.getToken();
  if (token) headers['Access-Token'] = token;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout.signal]) : timeout.signal;
  try {
    let status: number;
    let statusText: string;
    let text: string;
    try {
      const res = await fetch(buildUrl(path, options.query), { method, headers, body, signal });
      status = res.status;
      statusText = res.statusText;
      text = await res.text();
    } catch (error) {
      // The caller cancelled (e.g. a query was dropped): not an error to report.
      if (options.signal?.aborted) throw error;
      if (timeout.signal.aborted) throw new HttpError('Request timed out', 0, 0, 'timeout');
      throw new HttpError(error instanceof Error ? error.message : 'Network error', 0, 0, 'network');
    }
    const result = interpret(status, statusText, readJson(text), options.envelope ?? true);
    if (result instanceof HttpError) throw result;
    if (!options.parse) return result as T;
    try {
      return options.parse(result);
    } catch {
      throw new HttpError(`Unexpected answer from ${method} ${path}`, status, 0, 'contract');
    }
  } finally {
    clearTimeout(timer);
  }
}

type Opts<T> = Omit<RequestOptions<T>, 'body'>;

export const http = {
  get: <T = unknown>(path: string, options?: Opts<T>) => request<T>('GET', path, options),
  post: <T = unknown>(path: string, body?: unknown, options?: Opts<T>) =>
    request<T>('POST', path, { ...options, body }),
  put: <T = unknown>(path: string, body?: unknown, options?: Opts<T>) =>
    request<T>('PUT', path, { ...options, body }),
  delete: <T = unknown>(path: string, options?: Opts<T>) => request<T>('DELETE', path, options),
};
