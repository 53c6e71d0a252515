import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The browser-side security headers of every response (`helmet`).
 *
 * - Scripts: only our own files (`'self'`): the Vite build has no inline script and nothing evaluates
 *   strings, so no nonce is needed and an injected `<script>` or `on*=` attribute does not run.
 * - Styles: `'self'` plus inline, because antd injects its component styles as `<style>` elements at run
 *   time and the editors set `style` attributes; styles cannot run code.
 * - Images and video: our own addresses, `data:`/`blob:` (previews, canvases) and any HTTPS address:
 *   articles show covers, icons and videos that users linked from other sites.
 * - Frames: the app may be framed by itself (file previews) and by the origins in `FRAME_ANCESTORS` (a
 *   partner's portal in "embed" mode); by nobody else (clickjacking). X-Frame-Options says the same to old
 *   browsers when no partner is configured.
 * - No referrer: public preview links carry their share secret in the query.
 * - No HSTS and no upgrade-insecure-requests: the server speaks plain HTTP behind whatever terminates TLS
 *   (which sets HSTS); upgrading would break installations reached over plain HTTP on an intranet.
 *
 * The headers are the same for every request (no nonce, no per-request directive), so helmet runs once at
 * start and each request gets the recorded headers: @fastify/helmet 13 rebuilt the whole policy (parsing
 * every directive) on every request, a sixth of the CPU time of a small authenticated read.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { frameAncestors: string[] },
): Promise<void> {
  const { set, removed } = recordHeaders(helmetOptions(options.frameAncestors));
  app.addHook('onRequest', (_request, reply, done) => {
    // On the raw response, as helmet does: hijacked answers (event streams, files) get them too.
    for (const [name, value] of set) reply.raw.setHeader(name, value);
    for (const name of removed) reply.raw.removeHeader(name);
    done();
  });
}

function helmetOptions(partners: string[]): Readonly<HelmetOptions> {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        frameSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'", ...partners],
      },
    },
    xFrameOptions: partners.length === 0 ? { action: 'sameorigin' } : false,
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
    // Same-site only: another site cannot load our images or files into its pages.
    crossOriginResourcePolicy: { policy: 'same-site' },
  };
}

/** Runs helmet's middleware once against a recording response: the headers it sets and removes. */
function recordHeaders(options: Readonly<HelmetOptions>): { set: [string, string][]; removed: string[] } {
  const set: [string, string][] = [];
  const removed: string[] = [];
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      set.push([name, String(value)]);
      return recorder;
    },
    removeHeader(name: string) {
      removed.push(name);
    },
  };
  let failure: unknown = null;
  helmet(options)({} as never, recorder as unknown as ServerResponse, (error?: unknown) => {
    failure = error ?? null;
  });
  if (failure) throw failure;
  if (set.length === 0) throw new Error('helmet set no header');
  return { set, removed };
}
