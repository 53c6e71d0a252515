/**
 * Why an LLM call failed. 'network' (server unreachable, connection reset) and 'cancelled' (the caller's
 * signal aborted) complete the list so that every failure has an honest kind.
 */
export type LlmErrorKind =
  | 'timeout'
  | 'rate_limited'
  | 'server'
  | 'network'
  | 'auth'
  | 'bad_request'
  | 'invalid_output'
  | 'budget'
  | 'cancelled';

export type LlmErrorDetails = {
  /** HTTP status of the last answer, when there was one. */
  status?: number;
  /** How many HTTP requests were sent before giving up (0 when refused before sending). */
  requests?: number;
  /** The wait the server asked for (Retry-After), in milliseconds. */
  retryAfterMs?: number;
  cause?: unknown;
};

/** The one error type the LLM layer throws; `kind` says what happened, the message says it to a person. */
export class LlmError extends Error {
  readonly kind: LlmErrorKind;
  readonly status: number | undefined;
  readonly requests: number;
  readonly retryAfterMs: number | undefined;

  constructor(kind: LlmErrorKind, message: string, details: LlmErrorDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = 'LlmError';
    this.kind = kind;
    this.status = details.status;
    this.requests = details.requests ?? 0;
    this.retryAfterMs = details.retryAfterMs;
  }

  /** A copy that records how many requests were sent in total. */
  withRequests(requests: number): LlmError {
    return new LlmError(this.kind, this.message, {
      status: this.status,
      requests,
      retryAfterMs: this.retryAfterMs,
      cause: this.cause,
    });
  }
}

export function isLlmError(error: unknown): error is LlmError {
  return error instanceof LlmError;
}
