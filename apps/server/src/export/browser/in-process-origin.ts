import type { FastifyInstance } from 'fastify';
import type { BrowserContext, Request } from 'playwright-core';

/**
 * The only origin export pages may load. Its requests never reach the network: they are answered by the
 * application itself (`app.inject`), so rendering works whatever HOST/PORT the server listens on (or none,
 * in tests) and nothing else is reachable. Anything else is aborted and recorded.
 */
export const PRINT_ORIGIN = 'http://127.0.0.1';

/** Response headers that describe the transport, not the body (`fulfill` sets its own). */
const HOP_HEADERS = new Set([
  'content-length',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'content-encoding',
]);

export type BlockedRequest = { url: string };

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
      const res = await app.inject({
        method: request.method() as 'GET',
        url: `${target.pathname}${target.search}`,
        headers: forwardedHeaders(request),
        ...(request.postDataBuffer() ? { payload: request.postDataBuffer() ?? undefined } : {}),
      });
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(res.headers)) {
        if (value === undefined || HOP_HEADERS.has(name.toLowerCase())) continue;
        headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
      }
      await route.fulfill({ status: res.statusCode, headers, body: res.rawPayload });
    } catch {
      // The page or context closed meanwhile, or the app failed: the page sees a network error.
      await route.abort('failed').catch(() => {});
    }
  });
  return blocked;
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
