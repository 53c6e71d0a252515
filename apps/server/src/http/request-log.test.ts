import { Writable } from 'node:stream';
import Fastify, { LogController } from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerRequestLog } from './request-log';

/** A Fastify app logging JSON lines at `level` into an array, with the request log registered. */
function appLoggingAt(level: string) {
  const lines: { level: number; msg: string; [k: string]: unknown }[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = Fastify({
    logger: { level, stream },
    logController: new LogController({ disableRequestLogging: true }),
  });
  const log = registerRequestLog(app);
  app.get('/ok', async () => ({ ok: true }));
  app.get('/boom', async () => {
    throw new Error('boom');
  });
  return { app, lines, log };
}

describe('request log', () => {
  it('logs nothing per request at info, and summarises the interval at info', async () => {
    const { app, lines, log } = appLoggingAt('info');
    await app.inject({ url: '/ok?token=secret-value' });
    await app.inject({ url: '/missing' });
    await app.inject({ url: '/boom' });
    const perRequest = lines.filter((l) => l.msg === 'request' || l.msg === 'incoming request');
    expect(perRequest).toEqual([]);
    log.flush();
    const summary = lines.find((l) => l.msg === 'requests in the last interval');
    expect(summary).toMatchObject({ level: 30, requests: 3, clientErrors: 1, serverErrors: 1 });
    // Nothing more to say after an idle interval.
    const count = lines.length;
    log.flush();
    expect(lines.length).toBe(count);
    await app.close();
  });

  it('logs each request at debug, without its query string', async () => {
    const { app, lines } = appLoggingAt('debug');
    await app.inject({ url: '/ok?token=secret-value&ticket=abc' });
    const entry = lines.find((l) => l.msg === 'request');
    expect(entry).toMatchObject({ level: 20, method: 'GET', path: '/ok', status: 200 });
    expect(JSON.stringify(lines)).not.toContain('secret-value');
    await app.close();
  });
});
