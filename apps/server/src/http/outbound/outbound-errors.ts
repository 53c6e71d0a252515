/**
 * Typed failures of an outbound request. Every message is safe to show to the user who asked for the fetch:
 * it names what went wrong, never internal addresses beyond the one the user typed or was redirected to.
 */
export class OutboundError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'OutboundError';
  }
}

/** The address is not one the server may reach (private, loopback, metadata, bad scheme, ...). */
export class OutboundBlockedError extends OutboundError {
  constructor(
    readonly url: string,
    readonly reason: string,
  ) {
    super(`Refused to fetch ${url}: ${reason}`);
    this.name = 'OutboundBlockedError';
  }
}

/** The response announced or delivered more bytes than allowed; the transfer was aborted. */
export class OutboundTooLargeError extends OutboundError {
  constructor(readonly maxBytes: number) {
    super(`The response is larger than the ${formatBytes(maxBytes)} limit; the download was stopped`);
    this.name = 'OutboundTooLargeError';
  }
}

/** The whole exchange (every redirect hop and the body) took longer than allowed. */
export class OutboundTimeoutError extends OutboundError {
  constructor(readonly timeoutMs: number) {
    super(`The remote server did not answer in full within ${Math.round(timeoutMs / 100) / 10} s`);
    this.name = 'OutboundTimeoutError';
  }
}

/** The final response was not a success (after redirects). `detail` is the start of its body. */
export class OutboundHttpStatusError extends OutboundError {
  constructor(
    readonly status: number,
    readonly detail = '',
  ) {
    super(`The remote server answered HTTP ${status}`);
    this.name = 'OutboundHttpStatusError';
  }
}

/** The response's Content-Type is not one the caller accepts. */
export class OutboundContentTypeError extends OutboundError {
  constructor(
    readonly contentType: string,
    readonly accepted: readonly string[],
  ) {
    super(`The remote server sent ${contentType || 'no content type'}, expected ${accepted.join(' or ')}`);
    this.name = 'OutboundContentTypeError';
  }
}

/** The name did not resolve or the connection failed (not a policy decision). */
export class OutboundNetworkError extends OutboundError {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'OutboundNetworkError';
  }
}

export function formatBytes(n: number): string {
  if (n >= 1024 * 1024) return `${Math.round((n / (1024 * 1024)) * 10) / 10} MB`;
  if (n >= 1024) return `${Math.round((n / 1024) * 10) / 10} KB`;
  return `${n} bytes`;
}
