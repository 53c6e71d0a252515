import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AllowList } from './address-policy';
import { type GuardedFetchOptions, guardedFetch } from './guarded-fetch';
import { createNodeConnector, type ResolvedAddress } from './node-connector';
import { OutboundBlockedError, OutboundNetworkError, OutboundTimeoutError } from './outbound-errors';
import { loopbackOnlyConnector } from './testing/loopback-server';
import { tableResolver } from './testing/table-resolver';
import {
  makeTestCertificates,
  startSilentServer,
  startTlsLoopbackServer,
  type TestCertificates,
  type TlsLoopbackServer,
} from './testing/tls-fixtures';

/** Test DNS: the TLS names answer 127.0.0.1 (allowed by the test's allow list); evil.test is private. */
const DNS: Record<string, ResolvedAddress[]> = {
  'media.test': [{ address: '127.0.0.1', family: 4 }],
  'stall.test': [{ address: '127.0.0.1', family: 4 }],
  'evil.test': [{ address: '10.0.0.1', family: 4 }],
};
const resolverCalls: string[] = [];
const testResolver = tableResolver(DNS, resolverCalls);

const stray: string[] = [];
afterEach(() => {
  // Nothing was ever sent anywhere but 127.0.0.1.
  expect(stray).toEqual([]);
  resolverCalls.length = 0;
});

let certs: TestCertificates;
let good: TlsLoopbackServer;
let wrongName: TlsLoopbackServer;
let selfSigned: TlsLoopbackServer;

beforeAll(async () => {
  certs = makeTestCertificates();
  const handler = (path: string) => {
    if (path === '/x')
      return { status: 200, headers: { 'content-type': 'text/plain' }, body: 'hello over tls' };
    if (path === '/to-evil')
      return { status: 302, headers: { location: `https://evil.test:${good.port}/x` } };
    return { status: 404, headers: {}, body: '' };
  };
  const serve = (pair: TestCertificates['media']) =>
    startTlsLoopbackServer(pair, (req, res) => {
      const answer = handler(new URL(req.url ?? '/', 'https://x').pathname);
      res.writeHead(answer.status, answer.headers);
      res.end(answer.body);
    });
  [good, wrongName, selfSigned] = await Promise.all([
    serve(certs.media),
    serve(certs.other),
    serve(certs.selfSigned),
  ]);
});
afterAll(async () => {
  await Promise.all([good?.close(), wrongName?.close(), selfSigned?.close()]);
});

/** The real node connector trusting only the test CA, refusing anything but 127.0.0.1. */
const fetchTls = (url: string, extra: Partial<GuardedFetchOptions> = {}) =>
  guardedFetch(url, {
    maxBytes: 1024 * 1024,
    timeoutMs: 5000,
    allow: AllowList.parse('127.0.0.1'),
    resolver: testResolver,
    connector: loopbackOnlyConnector(stray, createNodeConnector({ tls: { ca: certs.ca } })),
    ...extra,
  });

describe('guardedFetch over HTTPS (connects to the checked IP, verifies the NAME)', () => {
  it('fetches from a server whose certificate names the host, sending the name as SNI', async () => {
    const res = await fetchTls(`https://media.test:${good.port}/x`);
    expect(res.status).toBe(200);
    expect((await res.bytes()).toString()).toBe('hello over tls');
    // The socket went to 127.0.0.1, yet the handshake asked for the name, not the IP.
    expect(good.servernames.at(-1)).toBe('media.test');
    expect(resolverCalls).toEqual(['media.test']);
  });

  it('sends SNI without the trailing dot of a fully qualified name', async () => {
    const res = await fetchTls(`https://media.test.:${good.port}/x`);
    expect((await res.bytes()).toString()).toBe('hello over tls');
    expect(good.servernames.at(-1)).toBe('media.test');
  });

  it('refuses a certificate for another name, before any request is sent', async () => {
    const err = await fetchTls(`https://media.test:${wrongName.port}/x`).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(OutboundNetworkError);
    expect((err as Error).message).toMatch(/media\.test/);
    expect(((err as Error).cause as NodeJS.ErrnoException).code).toBe('ERR_TLS_CERT_ALTNAME_INVALID');
    expect(wrongName.servernames).toEqual(['media.test']);
    expect(wrongName.seen).toEqual([]);
  });

  it('refuses a self-signed certificate for the right name', async () => {
    const err = await fetchTls(`https://media.test:${selfSigned.port}/x`).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(OutboundNetworkError);
    expect(((err as Error).cause as NodeJS.ErrnoException).code).toBe('DEPTH_ZERO_SELF_SIGNED_CERT');
    expect(selfSigned.seen).toEqual([]);
  });

  it("refuses the test CA's certificate with Node's default trust store (the production connector)", async () => {
    const before = good.seen.length;
    const err = await fetchTls(`https://media.test:${good.port}/x`, {
      connector: loopbackOnlyConnector(stray),
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(OutboundNetworkError);
    expect(((err as Error).cause as NodeJS.ErrnoException).code).toBe('UNABLE_TO_VERIFY_LEAF_SIGNATURE');
    expect(good.seen.length).toBe(before);
  });

  it('re-checks a redirect from HTTPS to a name that resolves to a blocked address', async () => {
    const err = await fetchTls(`https://media.test:${good.port}/to-evil`).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(OutboundBlockedError);
    expect((err as OutboundBlockedError).reason).toMatch(/evil\.test resolves to 10\.0\.0\.1/);
    expect(resolverCalls).toEqual(['media.test', 'evil.test']);
  });

  it('bounds a TLS handshake that never completes by the time cap and drops the socket', async () => {
    const silent = await startSilentServer();
    try {
      const started = Date.now();
      const err = await fetchTls(`https://stall.test:${silent.port}/x`, { timeoutMs: 300 }).catch(
        (e: unknown) => e,
      );
      expect(err).toBeInstanceOf(OutboundTimeoutError);
      expect(Date.now() - started).toBeLessThan(2000);
      await silent.firstClosed;
    } finally {
      await silent.close();
    }
  });

  it('fails plain HTTP to the HTTPS port with a network error, not a response', async () => {
    const err = await fetchTls(`http://media.test:${good.port}/x`).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(OutboundNetworkError);
  });
});
