import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The browser-side security headers of every response (`@fastify/helmet`).
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
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { frameAncestors: string[] },
): Promise<void> {
  const partners = options.frameAncestors;
  await app.register(fastifyHelmet, {
    global: true,
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
    frameguard: partners.length === 0 ? { action: 'sameorigin' } : false,
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
    // Same-site only: another site cannot load our images or files into its pages.
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
}
