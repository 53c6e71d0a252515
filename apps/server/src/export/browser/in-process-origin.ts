import type { FastifyInstance } from 'fastify';
import type { BrowserContext, Request } from 'playwright-core';

/**
 * The only origin export pages may load. Its requests never reach the network: they are answered by the
 * application itself (`app.inject`), so rendering works whatever HOST/PORT the server listens on (or none,
 * in tests) and nothing else is reachable. Anything else is aborted and recorded.
 *
 * A name under `.invalid` (reserved: it never resolves) rather than 127.0.0.1: Chromium preconnects to the
 * origin it navigates to before the request is intercepted, and a loopback address would open a real TCP
 * connection (to whatever listens on port 80). With no address to connect to, and no name resolving at all
 * (CHROMIUM_ARGS), the print path cannot open a socket. HTTPS makes it a secure context, as 127.0.0.1 was.
 */
export const PRINT_ORIGIN = 'https://print.prowrite.invalid';

/** Response headers that describe the transport, not the body (`fulfill` sets its own). */
const HOP_HEADERS = new Set([
  'content-length',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'content-encoding',
]);

export type BlockedRequest = { url: string };

type Answer = { status: number; headers: Record<string, string>; body: Buffer };

/**
 * Content-hashed web assets (`/assets/...`, immutable) answered once per app and kept in memory: every
 * export opens a fresh browser context with an empty cache, and the app's scripts are the same each time.
 */
const assetCaches = new WeakMap<FastifyInstance, Map<string, Answer>>();
const MAX_CACHED_ASSET_BYTES = 64 * 1024 * 1024;

function assetCache(app: FastifyInstance): Map<string, Answer> {
  let cache = assetCaches.get(app);
  if (!cache) {
    cache = new Map();
    assetCaches.set(app, cache);
  }
  return cache;
}

function cachedBytes(cache: Map<string, Answer>): number {
  let n = 0;
  for (const a of cache.values()) n += a.body.byteLength;
  return n;
}

/**
 * Routes every request of the context: our origin through `app.inject`, everything else aborted. Returns the
 * list of blocked requests (for logs and tests).
 */
export async function serveAppToContext(
  context: BrowserContext,
  app: FastifyInstance,
): Promise<BlockedRequest[]> {
  const blocked: BlockedRequest[] = [];
  await context.route('**/*', async (route) => {
    const request = route.request();
    const target = parseUrl(request.url());
    if (!target || target.origin !== PRINT_ORIGIN) {
      blocked.push({ url: request.url().slice(0, 300) });
      await route.abort('blockedbyclient').catch(() => {});
      return;
    }
    try {
      const isAsset = request.method() === 'GET' && target.pathname.startsWith('/assets/') && !target.search;
      const cache = assetCache(app);
      let answer = isAsset ? cache.get(target.pathname) : undefined;
      if (!answer) {
        answer = await answerInProcess(app, request, target);
        if (
          isAsset &&
          answer.status === 200 &&
          cachedBytes(cache) + answer.body.byteLength <= MAX_CACHED_ASSET_BYTES
        ) {
          cache.set(target.pathname, answer);
        }
      }
      await route.fulfill(answer);
    } catch {
      // The page or context closed meanwhile, or the app failed: the page sees a network error.
      await route.abort('failed').catch(() => {});
    }
  });
  return blocked;
}

async function answerInProcess(app: FastifyInstance, request: Request, target: URL): Promise<Answer> {
  const postData = request.postDataBuffer();
  const res = await app.inject({
    method: request.method() as 'GET',
    url: `${target.pathname}${target.search}`,
    headers: forwardedHeaders(request),
    ...(postData ? { payload: postData } : {}),
  });
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(res.headers)) {
    if (value === undefined || HOP_HEADERS.has(name.toLowerCase())) continue;
    headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return { status: res.statusCode, headers, body: res.rawPayload };
}

function parseUrl(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/** The browser's request headers minus the host (inject sets its own) and cookies (there are none). */
function forwardedHeaders(request: Request): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers())) {
    const n = name.toLowerCase();
    if (n === 'host' || n === 'cookie' || n === 'content-length') continue;
    out[n] = value;
  }
  return out;
}
