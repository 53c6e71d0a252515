import http, { type IncomingHttpHeaders } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { isIP } from 'node:net';
import type { Readable } from 'node:stream';

export type ResolvedAddress = { address: string; family: 4 | 6 };

export type ConnectRequest = {
  url: URL;
  /** The address that was checked: the connection goes there and nowhere else. */
  address: ResolvedAddress;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: Uint8Array;
  signal: AbortSignal;
};

export type ConnectResponse = { status: number; headers: IncomingHttpHeaders; body: Readable };

/** Sends one HTTP request to an already-checked address (injectable: tests prove it is never reached). */
export type Connector = (request: ConnectRequest) => Promise<ConnectResponse>;

/** What a connector may be told about TLS. Absent: Node's normal trust store, full verification. */
export type NodeConnectorOptions = {
  /** Trusted CA certificates (PEM) replacing the default store; for tests with a throwaway CA. */
  tls?: { ca?: string | Buffer | (string | Buffer)[] };
  /**
   * Keeps connections open between requests (one pool per connector). Only for a connector that reaches a
   * single operator-configured origin: a pooled socket was connected to the address checked for its first
   * request, so it must never carry a request to another host.
   */
  keepAlive?: boolean;
};

/** Idle pooled connections close after this (below the 5 s keep-alive of common servers: no reuse race). */
export const POOLED_IDLE_MS = 4_000;

/**
 * node:http/https with the address pinned: the socket's `lookup` answers the checked address, so no second
 * DNS query can be answered differently (DNS rebinding). The URL keeps the host name, so the Host header,
 * TLS SNI and certificate check all use the name. No agent (nothing pooled across checks) unless `keepAlive`.
 * Certificate verification is never turned off; only the trusted CAs can be replaced.
 */
export function createNodeConnector(options: NodeConnectorOptions = {}): Connector {
  const ca = options.tls?.ca;
  const pool = options.keepAlive
    ? {
        http: new http.Agent({ keepAlive: true, timeout: POOLED_IDLE_MS }),
        https: new https.Agent({ keepAlive: true, timeout: POOLED_IDLE_MS }),
      }
    : null;
  return (req) =>
    new Promise<ConnectResponse>((resolve, reject) => {
      const isHttps = req.url.protocol === 'https:';
      const host = req.url.hostname.replace(/^\[|\]$/g, '');
      const requestOptions: https.RequestOptions = {
        protocol: req.url.protocol,
        hostname: host,
        port: req.url.port || (isHttps ? 443 : 80),
        path: `${req.url.pathname}${req.url.search}`,
        method: req.method,
        headers: { ...req.headers, host: req.url.host },
        agent: pool ? (isHttps ? pool.https : pool.http) : false,
        signal: req.signal,
        lookup: pinnedLookup(req.address),
        // SNI carries the name without the root dot (RFC 6066); the certificate check strips it too.
        ...(isHttps && isIP(host) === 0 ? { servername: host.replace(/\.$/, '') } : {}),
        ...(isHttps && ca !== undefined ? { ca } : {}),
      };
      const request = (isHttps ? https : http).request(requestOptions, (res) =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: res }),
      );
      request.on('error', reject);
      request.end(req.body ? Buffer.from(req.body) : undefined);
    });
}

/** The production connector: Node's default trust store. */
export const nodeConnector: Connector = createNodeConnector();

function pinnedLookup(address: ResolvedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: address.address, family: address.family }]);
    else callback(null, address.address, address.family);
  };
}
