import { connect, createServer, type Socket } from 'node:net';

export type CuttingProxy = {
  /** `http://127.0.0.1:<port>`: talk to the app through this address. */
  origin: string;
  /** Cuts the next connection that carries more than `bytes` from the client (both sockets destroyed). */
  cutAfter(bytes: number): void;
  /** Connections cut so far. */
  cuts(): number;
  close(): Promise<void>;
};

/**
 * A TCP relay on 127.0.0.1 in front of a test server that can drop a connection mid-request, as a flaky
 * network does: no HTTP knowledge, the server sees its socket closed half-way through a body.
 */
export async function startCuttingProxy(targetPort: number): Promise<CuttingProxy> {
  let armedAt: number | null = null;
  let cut = 0;
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(targetPort, '127.0.0.1');
    sockets.add(client);
    sockets.add(upstream);
    let sent = 0;
    client.on('data', (data: Buffer) => {
      sent += data.byteLength;
      if (armedAt !== null && sent > armedAt) {
        armedAt = null;
        cut += 1;
        client.destroy();
        upstream.destroy();
        return;
      }
      upstream.write(data);
    });
    upstream.on('data', (data: Buffer) => client.write(data));
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('close', end);
    upstream.on('close', end);
    client.on('error', end);
    upstream.on('error', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('The proxy has no port');
  return {
    origin: `http://127.0.0.1:${address.port}`,
    cutAfter(bytes) {
      armedAt = bytes;
    },
    cuts: () => cut,
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
