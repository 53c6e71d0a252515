import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AllowList } from './address-policy';
import { checkUrl, guardedFetch, type Resolver } from './guarded-fetch';
import type { ResolvedAddress } from './node-connector';
import {
  OutboundBlockedError,
  OutboundContentTypeError,
  OutboundHttpStatusError,
  OutboundNetworkError,
  OutboundTimeoutError,
  OutboundTooLargeError,
} from './outbound-errors';
import {
  failingConnector,
  type LoopbackServer,
  loopbackOnlyConnector,
  startLoopbackServer,
} from './testing/loopback-server';
import { tableResolver } from './testing/table-resolver';

const v4 = (address: string): ResolvedAddress => ({ address, family: 4 });
const v6 = (address: string): ResolvedAddress => ({ address, family: 6 });

/** Test DNS: names under .test answer from this table; anything else is a test failure. */
const DNS: Record<string, ResolvedAddress[]> = {
  'evil.test': [v4('10.0.0.1')],
  'meta.test': [v4('169.254.169.254')],
  'loop6.test': [v6('::1')],
  'mapped.test': [v6('::ffff:10.0.0.1')],
  'ula.test': [v6('fc00::1')],
  'mixed.test': [v4('93.184.216.34'), v4('192.168.1.1')],
  'public.test': [v4('93.184.216.34'), v6('2606:2800:220:1:248:1893:25c8:1946')],
  'loopback.test': [v4('127.0.0.1')],
};
const resolverCalls: string[] = [];
const testResolver = tableResolver(DNS, resolverCalls);

const connectorCalls: string[] = [];
const stray: string[] = [];
afterEach(() => {
  // Whatever happened, nothing was ever sent anywhere but 127.0.0.1.
  expect(connectorCalls).toEqual([]);
  expect(stray).toEqual([]);
  resolverCalls.length = 0;
});

async function refusal(url: string, options: { allow?: AllowList } = {}): Promise<OutboundBlockedError> {
  const err = await guardedFetch(url, {
    maxBytes: 1000,
    timeoutMs: 5000,
    resolver: testResolver,
    connector: failingConnector(connectorCalls),
    ...options,
  }).then(
    () => null,
    (e: unknown) => e,
  );
  expect(err, `${url} should have been refused`).toBeInstanceOf(OutboundBlockedError);
  return err as OutboundBlockedError;
}

describe('the address decision (nothing is connected)', () => {
  it.each([
    ['http://10.0.0.1/', /private/],
    ['http://172.16.0.1/', /private/],
    ['http://192.168.1.1/', /private/],
    ['http://169.254.169.254/latest/meta-data/', /link-local/],
    ['http://[::1]/', /loopback/],
    ['http://[fc00::1]/', /unique-local/],
    ['http://[::ffff:10.0.0.1]/', /10\.0\.0\.1/],
    ['http://[::ffff:a00:1]/', /10\.0\.0\.1/],
    ['http://[::ffff:7f00:1]/', /127\.0\.0\.1/],
    ['http://[64:ff9b::a00:1]/', /NAT64/],
    ['http://[2002:a9fe:a9fe::1]/', /6to4/],
    ['http://167772161/', /10\.0\.0\.1.*private/],
    ['http://2130706433/', /127\.0\.0\.1.*loopback/],
    ['http://012.0.0.1/', /10\.0\.0\.1.*private/],
    ['http://0177.0.0.1/', /127\.0\.0\.1/],
    ['http://0x7f.1/', /127\.0\.0\.1/],
    ['http://0x0a.0x0.0x0.0x1/', /10\.0\.0\.1/],
    ['http://10.1/', /10\.0\.0\.1/],
    ['http://127.1/', /loopback/],
    ['http://0.0.0.0/', /unspecified/],
    ['http://100.64.0.1/', /carrier-grade/],
    ['http://[fe80::1%25eth0]/', /not a valid URL/],
    ['http://metadata.google.internal/computeMetadata/v1/', /metadata/],
    ['http://localhost:8080/', /local/],
    ['ftp://93.184.216.34/', /only http and https/],
    ['file:///etc/passwd', /only http and https/],
    ['gopher://93.184.216.34/', /only http and https/],
    ['http://user:pw@93.184.216.34/', /user name or password/],
    ['not a url', /not a valid URL/],
    ['http://evil.test/', /evil\.test resolves to 10\.0\.0\.1/],
    ['http://meta.test/', /169\.254\.169\.254/],
    ['http://loop6.test/', /::1/],
    ['http://mapped.test/', /10\.0\.0\.1/],
    ['http://ula.test/', /fc00::1/],
    ['http://mixed.test/', /192\.168\.1\.1/],
    ['https://EVIL.TEST./x', /10\.0\.0\.1/],
  ])('refuses %s', async (url, reason) => {
    const err = await refusal(url);
    expect(err.reason).toMatch(reason);
    expect(err.message).toMatch(/^Refused to fetch/);
  });

  it('allows public addresses (decision only: never connected)', async () => {
    await expect(checkUrl('http://93.184.216.34/x.png', { resolver: testResolver })).resolves.toEqual(
      v4('93.184.216.34'),
    );
    await expect(checkUrl('https://public.test/a.jpg', { resolver: testResolver })).resolves.toEqual(
      v4('93.184.216.34'),
    );
    await expect(checkUrl('http://[2606:2800:220:1:248:1893:25c8:1946]/')).resolves.toEqual(
      v6('2606:2800:220:1:248:1893:25c8:1946'),
    );
  });

  it('does not resolve IP literals and resolves a name once', async () => {
    await checkUrl('http://93.184.216.34/');
    await checkUrl('http://public.test/', { resolver: testResolver });
    expect(resolverCalls).toEqual(['public.test']);
  });

  it('answers a network error (not a refusal) for a name that does not resolve', async () => {
    await expect(checkUrl('http://nowhere.test/', { resolver: testResolver })).rejects.toBeInstanceOf(
      OutboundNetworkError,
    );
  });

  it('lets the allow list open exactly what it names', async () => {
    const allow = AllowList.parse('127.0.0.1,evil.test');
    await expect(checkUrl('http://127.0.0.1:9/', { allow })).resolves.toEqual(v4('127.0.0.1'));
    await expect(checkUrl('http://evil.test/', { allow, resolver: testResolver })).resolves.toEqual(
      v4('10.0.0.1'),
    );
    expect((await refusal('http://127.0.0.2/', { allow })).reason).toMatch(/loopback/);
    expect((await refusal('http://meta.test/', { allow })).reason).toMatch(/169\.254/);
  });

  it('trusts an operator origin only for that origin', async () => {
    const trustedOrigin = 'http://10.0.0.5:8000';
    await expect(checkUrl('http://10.0.0.5:8000/v1/images', { trustedOrigin })).resolves.toEqual(
      v4('10.0.0.5'),
    );
    await expect(checkUrl('http://10.0.0.5:8001/', { trustedOrigin })).rejects.toBeInstanceOf(
      OutboundBlockedError,
    );
  });
});

describe('guardedFetch against a local server (127.0.0.1 allowed by test configuration)', () => {
  let server: LoopbackServer;
  const allow = AllowList.parse('127.0.0.1');
  const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

  beforeAll(async () => {
    server = await startLoopbackServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://x');
      const path = url.pathname;
      if (path === '/image.png') {
        res.writeHead(200, { 'content-type': 'image/png', 'content-length': png.length });
        res.end(png);
      } else if (path === '/host') {
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.end(req.headers.host);
      } else if (path === '/to-evil') {
        res.writeHead(302, { location: `http://evil.test:${server.port}/image.png` });
        res.end();
      } else if (path === '/to-meta') {
        res.writeHead(301, { location: 'http://169.254.169.254/latest/meta-data/' });
        res.end();
      } else if (path === '/to-file') {
        res.writeHead(302, { location: 'file:///etc/passwd' });
        res.end();
      } else if (path === '/relative') {
        res.writeHead(307, { location: '/image.png' });
        res.end();
      } else if (path.startsWith('/chain/')) {
        const n = Number(path.slice('/chain/'.length));
        res.writeHead(302, { location: n > 0 ? `/chain/${n - 1}` : '/image.png' });
        res.end();
      } else if (path === '/big-chunked') {
        res.writeHead(200, { 'content-type': 'image/png' });
        const chunk = Buffer.alloc(16 * 1024, 1);
        let sent = 0;
        const pump = () => {
          while (sent < 2 * 1024 * 1024) {
            sent += chunk.length;
            if (!res.write(chunk)) return res.once('drain', pump);
          }
          res.end();
        };
        pump();
      } else if (path === '/big-announced') {
        res.writeHead(200, { 'content-type': 'image/png', 'content-length': String(50 * 1024 * 1024) });
        res.write(Buffer.alloc(1024));
      } else if (path === '/slow-headers') {
        // Never answers.
      } else if (path === '/slow-body') {
        res.writeHead(200, { 'content-type': 'image/png' });
        res.write(png);
      } else if (path === '/text') {
        res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
        res.end('hello');
      } else if (path === '/html') {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end('<html></html>');
      } else if (path === '/missing') {
        res.writeHead(404, { 'content-type': 'text/plain' });
        res.end('no such thing');
      } else if (path === '/echo-auth') {
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.end(req.headers.authorization ?? 'none');
      } else if (path === '/to-other-origin') {
        res.writeHead(302, { location: `http://loopback.test:${server.port}/echo-auth` });
        res.end();
      } else {
        res.writeHead(500);
        res.end();
      }
    });
  });
  afterAll(async () => {
    await server.close();
  });

  const fetchLocal = (path: string, extra: Partial<Parameters<typeof guardedFetch>[1]> = {}) =>
    guardedFetch(`${server.origin}${path}`, {
      maxBytes: 1024 * 1024,
      timeoutMs: 5000,
      allow,
      resolver: testResolver,
      connector: loopbackOnlyConnector(stray),
      ...extra,
    });

  it('fetches an allowed local URL', async () => {
    const res = await fetchLocal('/image.png', { accept: ['image/*'] });
    expect(res.status).toBe(200);
    expect(res.contentType).toBe('image/png');
    expect(await res.bytes()).toEqual(png);
  });

  it('refuses the local server when the allow list does not name it', async () => {
    const err = await guardedFetch(`${server.origin}/image.png`, {
      maxBytes: 1000,
      timeoutMs: 5000,
      connector: failingConnector(connectorCalls),
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(OutboundBlockedError);
    expect((err as OutboundBlockedError).reason).toMatch(/loopback/);
  });

  it('refuses a redirect to a blocked name at the hop', async () => {
    const err = await fetchLocal('/to-evil').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(OutboundBlockedError);
    expect((err as OutboundBlockedError).reason).toMatch(/evil\.test resolves to 10\.0\.0\.1/);
    expect(resolverCalls).toEqual(['evil.test']);
  });

  it('refuses redirects to metadata addresses and to other schemes', async () => {
    expect(await fetchLocal('/to-meta').catch((e: unknown) => e)).toBeInstanceOf(OutboundBlockedError);
    const file = await fetchLocal('/to-file').catch((e: unknown) => e);
    expect((file as OutboundBlockedError).reason).toMatch(/only http and https/);
  });

  it('follows relative redirects and up to five hops', async () => {
    expect((await fetchLocal('/relative')).status).toBe(200);
    const res = await fetchLocal('/chain/4');
    expect(res.url).toBe(`${server.origin}/image.png`);
    expect(await res.bytes()).toEqual(png);
  });

  it('refuses a redirect chain over the cap', async () => {
    const before = server.seen.length;
    const err = await fetchLocal('/chain/5').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(OutboundBlockedError);
    expect((err as OutboundBlockedError).reason).toMatch(/more than 5 redirects/);
    // The original request and five redirects were followed, the sixth was not.
    expect(server.seen.length - before).toBe(6);
    const none = await fetchLocal('/relative', { maxRedirects: 0 }).catch((e: unknown) => e);
    expect((none as OutboundBlockedError).reason).toMatch(/more than 0 redirects/);
  });

  it('drops credentials when a redirect leaves the origin', async () => {
    const res = await fetchLocal('/to-other-origin', {
      headers: { Authorization: 'Bearer secret' },
      allow: AllowList.parse('127.0.0.1'),
    });
    expect((await res.bytes()).toString()).toBe('none');
  });

  it('aborts an oversize body with a clear error', async () => {
    const res = await fetchLocal('/big-chunked', { maxBytes: 100 * 1024 });
    const err = await res.bytes().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(OutboundTooLargeError);
    expect((err as Error).message).toMatch(/larger than the 100 KB limit/);
  });

  it('refuses an announced oversize body before reading it', async () => {
    const err = await fetchLocal('/big-announced').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(OutboundTooLargeError);
  });

  it('times out a server that never answers', async () => {
    const err = await fetchLocal('/slow-headers', { timeoutMs: 300 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(OutboundTimeoutError);
    expect((err as Error).message).toMatch(/within 0\.3 s/);
  });

  it('times out a body that stops arriving', async () => {
    const res = await fetchLocal('/slow-body', { timeoutMs: 300 });
    const err = await res.bytes().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(OutboundTimeoutError);
  });

  it('refuses a content type the caller does not accept', async () => {
    for (const path of ['/text', '/html']) {
      const err = await fetchLocal(path, { accept: ['image/*', 'video/mp4'] }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(OutboundContentTypeError);
      expect((err as Error).message).toMatch(/expected image\/\* or video\/mp4/);
    }
  });

  it('answers a typed error for a failure status', async () => {
    const err = await fetchLocal('/missing').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(OutboundHttpStatusError);
    expect((err as OutboundHttpStatusError).status).toBe(404);
    expect((err as OutboundHttpStatusError).detail).toBe('no such thing');
  });

  it('connects to the checked address: a second answer of the resolver is never used', async () => {
    let answers = 0;
    const rebinding: Resolver = async () => (answers++ === 0 ? [v4('127.0.0.1')] : [v4('10.0.0.1')]);
    const res = await guardedFetch(`http://rebind.test:${server.port}/host`, {
      maxBytes: 1000,
      timeoutMs: 5000,
      allow: AllowList.parse('127.0.0.1/32'),
      resolver: rebinding,
      connector: loopbackOnlyConnector(stray),
    });
    // The Host header keeps the name; the socket went to the address that was checked.
    expect((await res.bytes()).toString()).toBe(`rebind.test:${server.port}`);
    expect(answers).toBe(1);
  });

  it('re-checks every hop: a redirect to a name that now resolves privately is refused', async () => {
    let answers = 0;
    const rebinding: Resolver = async () => (answers++ === 0 ? [v4('127.0.0.1')] : [v4('10.0.0.1')]);
    const err = await guardedFetch(`http://rebind.test:${server.port}/chain/1`, {
      maxBytes: 1000,
      timeoutMs: 5000,
      allow: AllowList.parse('127.0.0.1/32'),
      resolver: rebinding,
      connector: loopbackOnlyConnector(stray),
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(OutboundBlockedError);
    expect(answers).toBe(2);
  });
});
