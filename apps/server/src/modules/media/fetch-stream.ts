import type { FetchedMedia } from '@prowrite/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { fetchFailureMessage } from './media-fetch.service';

export const FETCH_FAILED_MESSAGE = 'The link could not be fetched';

/**
 * `fetch/media` as the spec streams it: `event: message` frames whose data is `{msg: "success", data}` for the
 * item, then `{msg: "done"}`. A failure is a `done` with no item before it (the client's retry dialog) and an
 * `error` field saying why. The fetch is cancelled when the browser goes away.
 */
export async function streamFetch(
  req: FastifyRequest,
  reply: FastifyReply,
  run: (signal: AbortSignal) => Promise<FetchedMedia>,
  heartbeatMs = 15_000,
): Promise<void> {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-cache, no-transform',
    Connection: 'keep-alive',
    'X-Accel-Buffering': 'no',
    'X-Content-Type-Options': 'nosniff',
  });
  // Headers go out now: a long download must not leave the browser waiting for them.
  res.flushHeaders();
  const controller = new AbortController();
  res.on('close', () => controller.abort());
  // A browser that aborts half-closes its socket; the response would only notice at its next write.
  const socket = req.raw.socket;
  const onEnd = () => controller.abort();
  socket?.once('end', onEnd);
  const send = (data: unknown) => {
    // The browser may have gone away: nothing is written to a closed connection.
    if (!res.writableEnded && !res.destroyed) res.write(`event: message\ndata: ${JSON.stringify(data)}\n\n`);
  };
  // Comment lines keep proxies from dropping the stream while a large video downloads.
  const heartbeat = setInterval(() => {
    if (!res.writableEnded && !res.destroyed) res.write(': heartbeat\n\n');
  }, heartbeatMs);
  try {
    const item = await run(controller.signal);
    send({ msg: 'success', data: item });
    send({ msg: 'done' });
  } catch (err) {
    const message = fetchFailureMessage(err);
    if (!message && !controller.signal.aborted) req.log.error({ err }, 'media fetch failed');
    send({ msg: 'done', error: message ?? FETCH_FAILED_MESSAGE });
  } finally {
    clearInterval(heartbeat);
    socket?.off('end', onEnd);
    if (!res.writableEnded) res.end();
  }
}
