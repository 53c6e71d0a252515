import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream } from './event-stream';

type SocketState = { corked: number; buffered: number };

let app: FastifyInstance;
let port: number;
/** The socket's state right after each `send`, before anything else runs. */
const afterSend: SocketState[] = [];

beforeAll(async () => {
  app = Fastify();
  app.get('/events', async (_req, reply) => {
    const stream = openEventStream(reply, { heartbeatMs: 60_000 });
    const socket = stream.raw.socket!;
    const state = () => ({ corked: socket.writableCorked, buffered: socket.writableLength });
    stream.send('start', { n: 1 }, 1);
    afterSend.push(state());
    // Work chained in promises that never wait (an embedded database's queries): it runs before the next
    // tick, where Node would have uncorked the socket.
    for (let i = 0; i < 50; i++) await Promise.resolve();
    stream.send('delta', { text: 'hello' }, 2);
    afterSend.push(state());
    stream.close();
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await app.close();
});

function read(path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          body += chunk;
        });
        res.on('end', () => resolve(body));
      })
      .on('error', reject);
  });
}

describe('event stream', () => {
  it('hands each frame to the socket at once, not on the next tick', async () => {
    const body = await read('/events');
    expect(body).toBe(
      'id: 1\nevent: start\ndata: {"n":1}\n\nid: 2\nevent: delta\ndata: {"text":"hello"}\n\n',
    );
    // Neither corked nor waiting in the stream's buffer: the kernel has the bytes.
    expect(afterSend).toEqual([
      { corked: 0, buffered: 0 },
      { corked: 0, buffered: 0 },
    ]);
  });
});
