import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type AppError, badRequest } from './errors';

/**
 * Input no handler can use, refused at the edge with a 400 before any work (no session lookup, no query):
 * NUL characters (PostgreSQL text cannot hold them; the query would fail with a 500), lone UTF-16 surrogates
 * (not text: they fail later in the database, a renderer or an export), and JSON nested deeper than any
 * request of the API needs (a 20,000-deep body overflowed the stack).
 */
export const MAX_JSON_DEPTH = 64;

/** A surrogate half without its other half. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why `text` cannot be taken, or null. */
export function unusableText(text: string): string | null {
  if (text.includes('\0')) return 'a NUL character';
  if (LONE_SURROGATE.test(text)) return 'an unpaired surrogate (not valid Unicode text)';
  return null;
}

/** The deepest nesting of arrays/objects in raw JSON text (strings skipped), stopping once past `limit`. */
export function jsonDepthExceeds(raw: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < raw.length; i++) {
    const c = raw.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
      continue;
    }
    if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > limit) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/** The first unusable string (or key) in a parsed value, as `where: why`; depth is already bounded. */
function findUnusable(value: unknown, where: string): string | null {
  if (typeof value === 'string') {
    const why = unusableText(value);
    return why ? `${where || 'value'} contains ${why}` : null;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findUnusable(value[i], `${where}[${i}]`);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      const path = where ? `${where}.${key}` : key;
      const keyWhy = unusableText(key);
      if (keyWhy) return `a field name contains ${keyWhy}`;
      const found = findUnusable(v, path);
      if (found) return found;
    }
  }
  return null;
}

/** Why the URL's parts cannot be taken, or null. */
function urlPartsRefusal(request: FastifyRequest): AppError | null {
  // `%00` anywhere in the URL (path segments of wildcard routes included).
  if (request.url.includes('%00')) return badRequest('Invalid request: the URL contains a NUL character');
  const parts: [string, unknown][] = [
    ['query', request.query],
    ['path', request.params],
  ];
  for (const [what, value] of parts) {
    const found = findUnusable(value, '');
    if (found) return badRequest(`Invalid ${what}: ${found}`);
  }
  return null;
}

/**
 * Installs the guard: a JSON parser with the depth limit and the text check (Fastify's own parser, with its
 * prototype-poisoning protection, does the parsing), and an onRequest check of the query and path parameters.
 * Register it before the auth guard so that check runs first.
 */
export function registerInputGuard(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, raw, done) => {
    const text = typeof raw === 'string' ? raw : raw.toString('utf8');
    if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) {
      done(badRequest(`Invalid body: JSON nested deeper than ${MAX_JSON_DEPTH} levels`), undefined);
      return;
    }
    parseJson(request, text, (err, body) => {
      if (err) return done(err, undefined);
      const found = findUnusable(body, '');
      if (found) return done(badRequest(`Invalid body: ${found}`), undefined);
      done(null, body);
    });
  });
  // Callback-style (it runs on every request); unmatched URLs are the not-found handler's.
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.is404) return done();
    done(urlPartsRefusal(request) ?? undefined);
  });
}
