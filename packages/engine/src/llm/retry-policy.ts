import { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';
import { LlmError } from './llm-error';

export type RetryPolicy = {
  /** Retries after the first request (so at most maxRetries + 1 requests). */
  maxRetries: number;
  /** First backoff step; doubles on each retry. */
  baseDelayMs: number;
  /** Cap of one backoff step. */
  maxDelayMs: number;
  /** A Retry-After longer than this is not waited for: the call fails as rate_limited at once. */
  maxRetryAfterMs: number;
};

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  maxRetries: 3,
  baseDelayMs: 500,
  maxDelayMs: 8_000,
  maxRetryAfterMs: 60_000,
};

/** Why the call was aborted, as seen by the code that owns the AbortController. */
export type AbortCause = 'timeout' | 'cancelled' | null;

/** Turns whatever the SDK (or fetch) threw into an LlmError with a kind and a message a person can act on. */
export function toLlmError(error: unknown, abortCause: AbortCause, timeoutMs: number): LlmError {
  if (error instanceof LlmError) return error;
  if (abortCause === 'timeout' || error instanceof APIConnectionTimeoutError) {
    return new LlmError('timeout', `The LLM did not answer within ${timeoutMs} ms`, { cause: error });
  }
  if (abortCause === 'cancelled') {
    return new LlmError('cancelled', 'The LLM call was cancelled', { cause: error });
  }
  if (error instanceof APIConnectionError) {
    return new LlmError('network', `Could not reach the LLM server: ${describeCause(error)}`, {
      cause: error,
    });
  }
  if (error instanceof APIError && typeof error.status === 'number') {
    return fromStatus(error.status, serverMessage(error), retryAfterMs(error.headers), error);
  }
  const message = error instanceof Error ? error.message : String(error);
  return new LlmError('network', `LLM request failed: ${message}`, { cause: error });
}

function fromStatus(
  status: number,
  message: string,
  retryAfter: number | undefined,
  cause: unknown,
): LlmError {
  const details = { status, cause, retryAfterMs: retryAfter };
  if (status === 429) return new LlmError('rate_limited', `LLM rate limit (429): ${message}`, details);
  if (status === 401 || status === 403) {
    return new LlmError(
      'auth',
      `LLM refused the credentials (${status}): ${message}; check LLM_API_KEY`,
      details,
    );
  }
  if (status === 404) {
    return new LlmError(
      'bad_request',
      `LLM endpoint or model not found (404): ${message}; check LLM_BASE_URL and LLM_MODEL`,
      details,
    );
  }
  if (status === 408) return new LlmError('timeout', `LLM server timed out (408): ${message}`, details);
  if (status >= 500) return new LlmError('server', `LLM server error (${status}): ${message}`, details);
  return new LlmError('bad_request', `LLM rejected the request (${status}): ${message}`, details);
}

/** Kinds worth another attempt: the same request may succeed later. */
export function isRetryable(error: LlmError): boolean {
  return (
    error.kind === 'rate_limited' ||
    error.kind === 'server' ||
    error.kind === 'network' ||
    error.status === 408
  );
}

/**
 * Delay before retry number `retry` (0-based): the server's Retry-After when given, else exponential backoff
 * with jitter (half fixed, half random) so that many clients do not retry in step.
 */
export function backoffDelayMs(
  retry: number,
  policy: RetryPolicy,
  random: () => number,
  retryAfter?: number,
) {
  if (retryAfter !== undefined) return retryAfter;
  const step = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** retry);
  return Math.round(step / 2 + (step / 2) * random());
}

/** Reads `retry-after-ms` (OpenAI) or `Retry-After` (seconds or an HTTP date). */
export function retryAfterMs(headers: Headers | undefined, now: number = Date.now()): number | undefined {
  if (!headers) return undefined;
  const ms = Number.parseFloat(headers.get('retry-after-ms') ?? '');
  if (Number.isFinite(ms) && ms >= 0) return Math.round(ms);
  const value = headers.get('retry-after');
  if (!value) return undefined;
  const seconds = Number.parseFloat(value);
  if (/^\s*\d+(\.\d+)?\s*$/.test(value) && Number.isFinite(seconds)) return Math.round(seconds * 1000);
  const date = Date.parse(value);
  if (Number.isFinite(date)) return Math.max(0, date - now);
  return undefined;
}

/** Resolves after `ms`, or rejects when the signal aborts first. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

function serverMessage(error: APIError): string {
  const body = error.error as { message?: unknown } | undefined;
  if (body && typeof body.message === 'string' && body.message) return body.message;
  return error.message;
}

function describeCause(error: APIConnectionError): string {
  const cause = error.cause;
  if (cause instanceof Error) {
    const inner = (cause as Error & { cause?: unknown }).cause;
    const code = inner && typeof inner === 'object' && 'code' in inner ? String(inner.code) : '';
    return code ? `${cause.message} (${code})` : cause.message;
  }
  return error.message;
}
