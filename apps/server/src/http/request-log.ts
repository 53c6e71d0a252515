import type { FastifyInstance } from 'fastify';
import { redactUrl } from './log-redaction';

/**
 * Request logging: each request at debug (method, path without its query string, status, time), and a
 * summary at info once a minute when there was traffic. At the default level the console keeps what matters
 * (start-up, the first admin's password, warnings) instead of scrolling it away under one line per request.
 * The query string is never logged (it may carry `?token=` or a print ticket), and secrets in paths
 * (`/logout/{token}`) are redacted.
 */
export type RequestSummary = {
  requests: number;
  clientErrors: number;
  serverErrors: number;
  slowestMs: number;
};

export function registerRequestLog(app: FastifyInstance, summaryEveryMs = 60_000): { flush: () => void } {
  let summary: RequestSummary = { requests: 0, clientErrors: 0, serverErrors: 0, slowestMs: 0 };
  // Callback-style and no debug line built unless debug is on: this runs after every request.
  app.addHook('onResponse', (req, reply, done) => {
    const ms = Math.round(reply.elapsedTime);
    const status = reply.statusCode;
    if (req.log.level === 'debug' || req.log.level === 'trace') {
      req.log.debug({ method: req.method, path: redactUrl(req.url.split('?')[0]!), status, ms }, 'request');
    }
    summary.requests++;
    if (status >= 500) summary.serverErrors++;
    else if (status >= 400) summary.clientErrors++;
    if (ms > summary.slowestMs) summary.slowestMs = ms;
    done();
  });
  const flush = () => {
    if (summary.requests === 0) return;
    app.log.info(summary, 'requests in the last interval');
    summary = { requests: 0, clientErrors: 0, serverErrors: 0, slowestMs: 0 };
  };
  const timer = setInterval(flush, summaryEveryMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
  return { flush };
}
