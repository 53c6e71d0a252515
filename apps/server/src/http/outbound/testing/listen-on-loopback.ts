import type { AddressInfo, Server } from 'node:net';

/** Starts a test server on 127.0.0.1 (the only address tests may use) on a free port; answers the port. */
export async function listenOnLoopback(server: Server): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  return (server.address() as AddressInfo).port;
}
