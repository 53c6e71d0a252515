import type { ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';

/** Every server-sent event stream: not cached or transformed by proxies, not buffered by nginx. */
export const EVENT_STREAM_HEADERS = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  'Cache-Control': 'no-cache, no-transform',
  Connection: 'keep-alive',
  'X-Accel-Buffering': 'no',
} as const;

export type EventStream = {
  raw: ServerResponse;
  /** One frame: optional id, the event name, its data as JSON. Nothing is written once the client is gone. */
  send(event: string, data: unknown, id?: number): void;
  /** Stops the heartbeat and ends the response (once). */
  close(): void;
};

/**
 * Takes the reply over as a server-sent event stream (the deck/article generation stream, the media link
 * fetch). Comment lines every `heartbeatMs` keep proxies from dropping a quiet stream.
 */
export function openEventStream(
  reply: FastifyReply,
  options: { heartbeatMs: number; headers?: Record<string, string> },
): EventStream {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, { ...EVENT_STREAM_HEADERS, ...options.headers });
  const write = (text: string) => {
    // The browser may have gone away: nothing is written to a closed connection.
    if (res.writableEnded || res.destroyed) return;
    res.write(text);
    // Node corks the socket on a write and uncorks it on the next tick; work chained in promises that never
    // wait (an embedded database's queries) runs before that tick, so the frame would wait for all of it.
    // Each frame goes out now (decision 0076).
    if (res.socket?.writableCorked) res.socket.uncork();
  };
  const heartbeat = setInterval(() => write(': heartbeat\n\n'), options.heartbeatMs);
  return {
    raw: res,
    send: (event, data, id) =>
      write(`${id !== undefined ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`),
    close: () => {
      clearInterval(heartbeat);
      if (!res.writableEnded) res.end();
    },
  };
}
