import type { FetchLike } from '../../../http/outbound/operator-fetch';
import { postWithRetries, type ServiceAttempt } from '../../../http/outbound/service-post';

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
    const form = new FormData();
    form.set('model', this.options.model);
    form.set('response_format', 'json');
    form.set('file', new Blob([new Uint8Array(file.bytes)], { type: file.mime }), file.name);
    // Encoded here so the boundary travels in the content type the operator fetch sends.
    const encoded = new Response(form);
    const outcome = await postWithRetries(
      {
        ...this.options,
        service: 'transcription',
        subject: 'the recording',
        url: `${this.options.baseUrl.replace(/\/+$/, '')}/audio/transcriptions`,
        contentType: encoded.headers.get('content-type') ?? 'multipart/form-data',
        body: new Uint8Array(await encoded.arrayBuffer()),
        ...(signal ? { signal } : {}),
      },
      readTranscript,
    );
    if (!outcome.ok) throw new TranscriptionError(outcome.message, outcome.passing);
    return outcome.value;
  }
}

function readTranscript(body: string): ServiceAttempt<string> {
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
  return { value: text };
}
