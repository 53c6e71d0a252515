import type { FetchedMedia } from '@prowrite/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { openEventStream } from '../../http/event-stream';
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
  const stream = openEventStream(reply, { heartbeatMs, headers: { 'X-Content-Type-Options': 'nosniff' } });
  const res = stream.raw;
  // Headers go out now: a long download must not leave the browser waiting for them.
  res.flushHeaders();
  const controller = new AbortController();
  res.on('close', () => controller.abort());
  // A browser that aborts half-closes its socket; the response would only notice at its next write.
  const socket = req.raw.socket;
  const onEnd = () => controller.abort();
  socket?.once('end', onEnd);
  const send = (data: unknown) => stream.send('message', data);
  try {
    const item = await run(controller.signal);
    send({ msg: 'success', data: item });
    send({ msg: 'done' });
  } catch (err) {
    const message = fetchFailureMessage(err);
    if (!message && !controller.signal.aborted) req.log.error({ err }, 'media fetch failed');
    send({ msg: 'done', error: message ?? FETCH_FAILED_MESSAGE });
  } finally {
    socket?.off('end', onEnd);
    stream.close();
  }
}
