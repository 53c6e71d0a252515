import { retryAfterMs } from '@prowrite/engine';
import type { FetchLike } from './operator-fetch';

/** One answer's verdict: a value, another try (after the server's wait when it gave one), or a final refusal. */
export type ServiceAttempt<T> = { value: T } | { retry: string; waitMs: number | null } | { fail: string };

/** The outcome of all tries; `passing` when trying later may succeed (429, 5xx, network, unreadable answers). */
export type ServiceOutcome<T> = { ok: true; value: T } | { ok: false; message: string; passing: boolean };

export type ServicePost = {
  /** Named in every message: "The <service> service …". */
  service: string;
  /** What a 4xx refused, in its message: "the request", "the recording". */
  subject: string;
  fetch: FetchLike;
  url: string;
  apiKey: string;
  contentType: string;
  body: string | Uint8Array<ArrayBuffer>;
  timeoutMs: number;
  /** Tries in all (429, 5xx, lost connections, timeouts and what `read` retries are tried again). */
  maxAttempts: number;
  /** First backoff; doubled per try unless the server's Retry-After says otherwise. */
  backoffMs: number;
  /** Longest wait between tries, Retry-After included. */
  maxWaitMs: number;
  /** The caller's cancellation: no further try starts once it aborts. */
  signal?: AbortSignal;
};

/**
 * POSTs to an OpenAI-compatible service until an answer reads well: 429 waits as its Retry-After asks
 * (capped), 5xx and lost connections back off exponentially, other refusals fail at once; a 2xx body goes to
 * `read`, which decides whether an unreadable answer is retried or final.
 */
export async function postWithRetries<T>(
  post: ServicePost,
  read: (body: string) => ServiceAttempt<T>,
): Promise<ServiceOutcome<T>> {
  let last = '';
  for (let attempt = 1; attempt <= post.maxAttempts; attempt += 1) {
    const result = await postOnce(post, read);
    if ('value' in result) return { ok: true, value: result.value };
    if ('fail' in result) return { ok: false, message: result.fail, passing: false };
    last = result.retry;
    if (attempt === post.maxAttempts || post.signal?.aborted) break;
    const backoff = post.backoffMs * 2 ** (attempt - 1);
    await new Promise((resolve) => setTimeout(resolve, Math.min(result.waitMs ?? backoff, post.maxWaitMs)));
  }
  return { ok: false, message: `${last} (gave up after ${post.maxAttempts} tries)`, passing: true };
}

async function postOnce<T>(
  post: ServicePost,
  read: (body: string) => ServiceAttempt<T>,
): Promise<ServiceAttempt<T>> {
  const timeout = AbortSignal.timeout(post.timeoutMs);
  const signal = post.signal ? AbortSignal.any([post.signal, timeout]) : timeout;
  let response: Response;
  let body: string;
  try {
    response = await post.fetch(post.url, {
      method: 'POST',
      headers: {
        'content-type': post.contentType,
        ...(post.apiKey ? { authorization: `Bearer ${post.apiKey}` } : {}),
      },
      body: post.body,
      signal,
    });
    body = await response.text();
  } catch {
    return {
      retry: timeout.aborted
        ? `The ${post.service} service did not answer within ${post.timeoutMs / 1000} s`
        : `The ${post.service} service could not be reached`,
      waitMs: null,
    };
  }
  if (response.status === 429) {
    return {
      retry: `The ${post.service} service refused the request as too many (429)`,
      waitMs: retryAfterMs(response.headers) ?? null,
    };
  }
  if (response.status >= 500) {
    return { retry: `The ${post.service} service failed (${response.status})`, waitMs: null };
  }
  // The status only: an API's message may quote part of the key it refused.
  if (!response.ok)
    return { fail: `The ${post.service} service refused ${post.subject} (${response.status})` };
  return read(body);
}
