import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { type Connector, nodeConnector } from '../node-connector';
import { listenOnLoopback } from './listen-on-loopback';

export type LoopbackServer = {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  port: number;
  /** Every request path seen, in order. */
  seen: string[];
  /** Closes the connections that wait for a next request (keep-alive), as a server restarting does. */
  closeIdle(): void;
  close(): Promise<void>;
};

/** A plain HTTP server on 127.0.0.1 (tests only): the one place outbound tests may connect to. */
export async function startLoopbackServer(
  handler: (req: IncomingMessage, res: ServerResponse) => void,
): Promise<LoopbackServer> {
  const seen: string[] = [];
  const server = createServer((req, res) => {
    seen.push(req.url ?? '/');
    handler(req, res);
  });
  const port = await listenOnLoopback(server);
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    seen,
    closeIdle: () => server.closeIdleConnections(),
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * The real connector, refusing anything but 127.0.0.1: a test that would send a packet elsewhere fails
 * (the refused addresses are recorded for an assertion as well as thrown). `connector` is what 127.0.0.1 gets
 * (a node connector trusting a test CA, for HTTPS tests).
 */
export function loopbackOnlyConnector(stray: string[] = [], connector: Connector = nodeConnector): Connector {
  return (req) => {
    if (req.address.address !== '127.0.0.1') {
      stray.push(`${req.url.host} -> ${req.address.address}`);
      return Promise.reject(new Error(`TEST FAILURE: tried to connect to ${req.address.address}`));
    }
    return connector(req);
  };
}

/** A connector that must never be called (the decision has to refuse first). */
export function failingConnector(calls: string[]): Connector {
  return (req) => {
    calls.push(`${req.url.host} -> ${req.address.address}`);
    return Promise.reject(new Error(`TEST FAILURE: the connector was called for ${req.url.host}`));
  };
}
