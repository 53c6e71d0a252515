import { createServer, type Server } from 'node:http';

export type FlakySite = { url: string; requests: () => number; close: () => Promise<void> };

/**
 * A web page on 127.0.0.1 that is down (503 Service Unavailable, as an overloaded site answers) for its first
 * `failures` requests and then serves `html`: the passing trouble a knowledge-base retry is for.
 */
export async function startFlakySite(html: string, failures: number): Promise<FlakySite> {
  let count = 0;
  const server: Server = createServer((_req, res) => {
    count += 1;
    if (count <= failures) {
      res.writeHead(503, { 'Content-Type': 'text/plain', 'Retry-After': '1' }).end('Service Unavailable');
      return;
    }
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the flaky site has no port');
  return {
    url: `http://127.0.0.1:${address.port}/trial-news.html`,
    requests: () => count,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
