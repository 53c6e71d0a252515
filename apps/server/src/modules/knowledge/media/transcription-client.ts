import type { FetchLike } from '../../../http/outbound/operator-fetch';

export type TranscriptionClientOptions = {
  baseUrl: string;
  apiKey: string;
  model: string;
  fetch: FetchLike;
  /** Longest wait for one request (a long recording takes a while to transcribe). */
  timeoutMs?: number;
  /** Tries per file (429, 5xx, lost connections and timeouts are tried again). */
  maxAttempts?: number;
  /** First backoff; doubled per try unless the server's Retry-After says otherwise. */
  backoffMs?: number;
  /** Longest wait the client accepts between tries, Retry-After included. */
  maxWaitMs?: number;
};

/** OpenAI's upload limit for /audio/transcriptions: larger files are not sent. */
export const MAX_TRANSCRIBE_BYTES = 25 * 1024 * 1024;

/** A transcription failure in plain words; `passing` when trying later may succeed (429, 5xx, network). */
export class TranscriptionError extends Error {
  constructor(
    message: string,
    readonly passing: boolean,
  ) {
    super(message);
    this.name = 'TranscriptionError';
  }
}

const DEFAULTS = { timeoutMs: 300_000, maxAttempts: 3, backoffMs: 1_000, maxWaitMs: 30_000 };

type Attempt = { text: string } | { retry: string; waitMs: number | null } | { fail: string };

/**
 * Text of a recording from an OpenAI-compatible POST {baseUrl}/audio/transcriptions (multipart `file` and
 * `model`, JSON answer `{text}`). 429 waits as its Retry-After asks (capped), 5xx and lost connections back
 * off, as do answers that are not JSON with a `text` string (never taken as an empty transcript); other
 * refusals (400: a format it cannot read) fail at once.
 */
export class TranscriptionClient {
  private readonly options: Required<TranscriptionClientOptions>;

  constructor(options: TranscriptionClientOptions) {
    this.options = { ...DEFAULTS, ...options };
  }

  async transcribe(
    file: { bytes: Buffer; name: string; mime: string },
    signal?: AbortSignal,
  ): Promise<string> {
    let last = '';
    for (let attempt = 1; attempt <= this.options.maxAttempts; attempt += 1) {
      const result = await this.tryOnce(file, signal);
      if ('text' in result) return result.text;
      if ('fail' in result) throw new TranscriptionError(result.fail, false);
      last = result.retry;
      if (attempt === this.options.maxAttempts || signal?.aborted) break;
      const backoff = this.options.backoffMs * 2 ** (attempt - 1);
      await new Promise((resolve) =>
        setTimeout(resolve, Math.min(result.waitMs ?? backoff, this.options.maxWaitMs)),
      );
    }
    throw new TranscriptionError(`${last} (gave up after ${this.options.maxAttempts} tries)`, true);
  }

  private async tryOnce(
    file: { bytes: Buffer; name: string; mime: string },
    outer?: AbortSignal,
  ): Promise<Attempt> {
    const form = new FormData();
    form.set('model', this.options.model);
    form.set('response_format', 'json');
    form.set('file', new Blob([new Uint8Array(file.bytes)], { type: file.mime }), file.name);
    // Encoded here so the boundary travels in the content type the operator fetch sends.
    const encoded = new Response(form);
    const timeout = AbortSignal.timeout(this.options.timeoutMs);
    const signal = outer ? AbortSignal.any([outer, timeout]) : timeout;
    let response: Response;
    let body: string;
    try {
      response = await this.options.fetch(
        `${this.options.baseUrl.replace(/\/+$/, '')}/audio/transcriptions`,
        {
          method: 'POST',
          headers: {
            'content-type': encoded.headers.get('content-type') ?? 'multipart/form-data',
            ...(this.options.apiKey ? { authorization: `Bearer ${this.options.apiKey}` } : {}),
          },
          body: new Uint8Array(await encoded.arrayBuffer()),
          signal,
        },
      );
      body = await response.text();
    } catch {
      return {
        retry: timeout.aborted
          ? `The transcription service did not answer within ${this.options.timeoutMs / 1000} s`
          : 'The transcription service could not be reached',
        waitMs: null,
      };
    }
    if (response.status === 429) {
      return {
        retry: 'The transcription service refused the request as too many (429)',
        waitMs: retryAfterMs(response.headers.get('retry-after')),
      };
    }
    if (response.status >= 500)
      return { retry: `The transcription service failed (${response.status})`, waitMs: null };
    // The status only: an API's message may quote part of the key it refused.
    if (!response.ok) return { fail: `The transcription service refused the recording (${response.status})` };
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      return { retry: 'The transcription service answered something that is not JSON', waitMs: null };
    }
    const text = (parsed as { text?: unknown } | null)?.text;
    if (typeof text !== 'string') {
      return { retry: 'The transcription service answered no transcript text', waitMs: null };
    }
    return { text };
  }
}

function retryAfterMs(header: string | null): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - Date.now());
}
