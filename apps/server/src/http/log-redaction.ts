import type { FastifyRequest } from 'fastify';
import { stdSerializers } from 'pino';

/**
 * What the logs must never hold: session tokens, URL tickets and share secrets in URLs, and the values a
 * failed database query was run with (a user insert carries the password hash).
 */

/**
 * Query parameters whose values are credentials (session token, URL ticket, share secret, invite code; the
 * OpenID Connect callback's code and state and the one-time SSO code).
 */
const SECRET_QUERY_PARAMS = new Set([
  'token',
  'ticket',
  'reportid',
  'access_token',
  'access-token',
  'sid',
  'code',
  'state',
  'sso_code',
]);
/** Paths whose last segment is a credential (`GET /logout/{token}`). */
const SECRET_PATH = /^(\/logout\/)[^/?#]+/;
const REDACTED = '[redacted]';

/** The URL with every credential replaced by `[redacted]`; the rest (path, other parameters) is kept. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  const pathPart = (q < 0 ? url : url.slice(0, q)).replace(SECRET_PATH, `$1${REDACTED}`);
  if (q < 0) return pathPart;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // A malformed escape: match on the raw name.
      }
      return SECRET_QUERY_PARAMS.has(decoded.toLowerCase()) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${pathPart}?${query}`;
}

/** Fastify's request log line with the URL redacted (the default logs `req.url` as sent). */
export function serializeRequest(req: FastifyRequest): Record<string, unknown> {
  return {
    method: req.method,
    url: redactUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/** Fields of driver/ORM errors that carry the query, its values or row contents. */
const SECRET_ERROR_FIELDS = new Set(['params', 'parameters', 'query', 'detail', 'where', 'internalQuery']);

/** Drizzle's "Failed query: …\nparams: …" message (and the stack that repeats it). */
const PARAMS_IN_TEXT = /\nparams: [\s\S]*?(?=\n {4}at |$)/;

export type SerializedError = { [key: string]: unknown; type: string; message: string; stack: string };

/** pino's error serializer, minus every field and text that could hold query parameters. */
export function serializeError(err: Error): SerializedError {
  const plain =
    err instanceof Error ? stdSerializers.err(err) : { type: typeof err, message: String(err), stack: '' };
  return scrub(plain, 0) as SerializedError;
}

function scrub(value: unknown, depth: number): unknown {
  if (depth > 8 || value === null || typeof value !== 'object') {
    return typeof value === 'string' ? value.replace(PARAMS_IN_TEXT, `\nparams: ${REDACTED}`) : value;
  }
  if (Array.isArray(value)) return value.map((v) => scrub(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    if (SECRET_ERROR_FIELDS.has(key)) continue;
    out[key] = v instanceof Error ? scrub(stdSerializers.err(v), depth + 1) : scrub(v, depth + 1);
  }
  return out;
}
