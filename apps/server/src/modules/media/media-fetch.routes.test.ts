import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AllowList } from '../../http/outbound/address-policy';
import { OutboundBlockedError } from '../../http/outbound/outbound-errors';
import {
  failingConnector,
  type LoopbackServer,
  loopbackOnlyConnector,
  startLoopbackServer,
} from '../../http/outbound/testing/loopback-server';
import { tableResolver } from '../../http/outbound/testing/table-resolver';
import { createTeamWithAdmin, createTestApp, type TestApp } from '../../test/test-app';
import { waitFor } from '../../test/wait-for';
import { MediaFetchService } from './media-fetch.service';
import { makeJpeg, makeMp4, makePng, makeWebm } from './testing/media-fixtures';
import { auth, parseSse, seedArticleWork } from './testing/media-test-kit';

const IMAGE_MAX = 200_000;

let t: TestApp;
let other: { teamId: string; token: string };
let server: LoopbackServer;
let endlessClosed = false;
const png = makePng(40, 30);
const jpeg = makeJpeg(800, 600);
const mp4 = makeMp4({ seconds: 9.5, width: 1280, height: 720, mdatBytes: 300_000 });
const webm = makeWebm({ seconds: 4, width: 640, height: 360 });

beforeAll(async () => {
  server = await startLoopbackServer((req, res) => {
    const send = (type: string, body: Buffer | string, status = 200) => {
      res.writeHead(status, { 'content-type': type });
      res.end(body);
    };
    switch (new URL(req.url ?? '/', 'http://x').pathname) {
      case '/photo.png':
        return send('image/png', png);
      case '/download':
        return send('application/octet-stream', jpeg);
      case '/mislabelled.png':
        return send('image/png', jpeg);
      case '/article.html':
        return send(
          'text/html; charset=utf-8',
          '<html><head><meta property="og:image" content="/photo.png"></head></html>',
        );
      case '/no-preview.html':
        return send('text/html', '<html><body>nothing</body></html>');
      case '/private-preview.html':
        return send('text/html', '<meta property="og:image" content="http://10.0.0.1/x.png">');
      case '/page-to-page.html':
        return send('text/html', `<meta property="og:image" content="${server.origin}/article.html">`);
      case '/clip.mp4':
        return send('video/mp4', mp4);
      case '/video-page.html':
        return send('text/html', '<meta property="og:video:url" content="/talk.webm">');
      case '/talk.webm':
        return send('video/webm', webm);
      case '/text':
        return send('text/plain', 'hello');
      case '/fake.png':
        return send('image/png', 'this is not an image at all');
      case '/to-metadata':
        res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' });
        return res.end();
      case '/to-photo':
        res.writeHead(301, { location: '/photo.png' });
        return res.end();
      case '/endless.mp4': {
        // A video that never ends: the test checks the download stops when the browser goes away.
        res.writeHead(200, { 'content-type': 'video/mp4' });
        res.write(mp4.subarray(0, 8192));
        const timer = setInterval(() => res.write(Buffer.alloc(1024)), 20);
        res.on('close', () => {
          clearInterval(timer);
          endlessClosed = true;
        });
        return;
      }
      case '/big.png': {
        res.writeHead(200, { 'content-type': 'image/png' });
        res.write(png);
        res.end(Buffer.alloc(IMAGE_MAX));
        return;
      }
      default:
        return send('text/plain', 'not found', 404);
    }
  });
  t = await createTestApp({
    OUTBOUND_ALLOW_HOSTS: '127.0.0.1',
    MEDIA_IMAGE_MAX_BYTES: String(IMAGE_MAX),
    MEDIA_VIDEO_MAX_BYTES: '2000000',
  });
  other = await createTeamWithAdmin(t, 'Other team');
});
afterAll(async () => {
  await t.close();
  await server.close();
});

async function tmpFiles(): Promise<string[]> {
  return readdir(path.join(t.config.dataDir, 'files', '.tmp')).catch(() => []);
}

async function fetchMedia(payload: Record<string, unknown>, token = t.admin.token) {
  return t.app.inject({
    method: 'POST',
    url: '/api/prowrite/v1/fetch/media',
    payload: { upload_type: 'link', ...payload },
    headers: auth(token),
  });
}

/** The stream of a fetch that worked: one success item, then done. */
async function fetched(type: 'image' | 'video', url: string) {
  const res = await fetchMedia({ type, url });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
  const frames = parseSse(res.body);
  expect(frames).toHaveLength(2);
  expect(frames[0]).toMatchObject({ event: 'message', data: { msg: 'success' } });
  expect(frames[1]).toEqual({ event: 'message', data: { msg: 'done' } });
  return (frames[0]!.data as { data: Record<string, unknown> }).data;
}

/** The stream of a fetch that failed: done alone, with the reason. */
async function failed(type: 'image' | 'video', url: string): Promise<string> {
  const res = await fetchMedia({ type, url });
  expect(res.statusCode, res.body).toBe(200);
  const frames = parseSse(res.body);
  expect(frames, url).toHaveLength(1);
  expect(frames[0]).toMatchObject({ event: 'message', data: { msg: 'done', error: expect.any(String) } });
  return (frames[0]!.data as { error: string }).error;
}

describe('POST /api/prowrite/v1/fetch/media (127.0.0.1 allowed by test configuration)', () => {
  it('stores a linked image and streams success then done', async () => {
    const item = await fetched('image', `${server.origin}/photo.png`);
    expect(item).toEqual({
      url: `/api/files/${item.id}/raw`,
      id: item.id,
      source: `${server.origin}/photo.png`,
      width: 40,
      height: 30,
      duration: 0,
    });
    const raw = await t.app.inject({ method: 'GET', url: String(item.url), headers: auth(t.admin.token) });
    expect(raw.headers['content-type']).toBe('image/png');
    expect(raw.rawPayload.equals(png)).toBe(true);
  });

  it('trusts the bytes over a generic or wrong Content-Type, and follows a redirect', async () => {
    expect(await fetched('image', `${server.origin}/download`)).toMatchObject({ width: 800, height: 600 });
    expect(await fetched('image', `${server.origin}/mislabelled.png`)).toMatchObject({ width: 800 });
    expect(await fetched('image', `${server.origin}/to-photo`)).toMatchObject({ width: 40, height: 30 });
  });

  it("takes a web page's og:image, keeping the page as the source", async () => {
    const item = await fetched('image', `${server.origin}/article.html`);
    expect(item).toMatchObject({ source: `${server.origin}/article.html`, width: 40, height: 30 });
  });

  it('stores linked videos with their size and duration (MP4 moov at the end, WebM, og:video)', async () => {
    expect(await fetched('video', `${server.origin}/clip.mp4`)).toMatchObject({
      width: 1280,
      height: 720,
      duration: 9.5,
    });
    expect(await fetched('video', `${server.origin}/video-page.html`)).toMatchObject({
      width: 640,
      height: 360,
      duration: 4,
    });
  });

  it('ends with done and a reason when the link is refused or unusable', async () => {
    expect(await failed('image', 'http://10.0.0.1/x.png')).toMatch(/private network/);
    expect(await failed('image', 'http://169.254.169.254/latest/meta-data/')).toMatch(/link-local/);
    expect(await failed('image', `http://127.0.0.2:${server.port}/photo.png`)).toMatch(/loopback/);
    expect(await failed('image', `http://[::1]:${server.port}/photo.png`)).toMatch(/loopback/);
    expect(await failed('image', 'http://2130706433/')).toMatch(/127\.0\.0\.1/);
    expect(await failed('image', 'file:///etc/passwd')).toMatch(/only http and https/);
    expect(await failed('image', 'not a link')).toMatch(/not a valid URL/);
    expect(await failed('image', `${server.origin}/to-metadata`)).toMatch(/169\.254\.169\.254/);
    expect(await failed('image', `${server.origin}/private-preview.html`)).toMatch(/10\.0\.0\.1/);
    expect(await failed('image', `${server.origin}/no-preview.html`)).toMatch(/declares no image/);
    expect(await failed('image', `${server.origin}/page-to-page.html`)).toMatch(/text\/html/);
    expect(await failed('image', `${server.origin}/text`)).toMatch(/sent text\/plain/);
    expect(await failed('image', `${server.origin}/fake.png`)).toMatch(/Unsupported media type/);
    expect(await failed('image', `${server.origin}/clip.mp4`)).toMatch(/sent video\/mp4, expected image/);
    expect(await failed('video', `${server.origin}/photo.png`)).toMatch(/sent image\/png, expected video/);
    expect(await failed('video', `${server.origin}/download`)).toMatch(/Expected a video, got an image/);
    expect(await failed('image', `${server.origin}/missing`)).toMatch(/HTTP 404/);
    expect(await failed('image', `${server.origin}/big.png`)).toMatch(/larger than the 195\.3 KB limit/);
  });

  it('checks the work before streaming, and refuses malformed bodies', async () => {
    const work = await seedArticleWork(t, t.admin.token);
    expect(
      (await fetchMedia({ type: 'image', url: `${server.origin}/photo.png`, prowrite_id: work })).statusCode,
    ).toBe(200);
    const foreign = await fetchMedia(
      { type: 'image', url: `${server.origin}/photo.png`, prowrite_id: work },
      other.token,
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe(0);
    for (const bad of [
      { type: 'audio', url: 'http://x.test/' },
      { type: 'image' },
      { type: 'image', url: '' },
      { type: 'image', url: 'http://x.test/', extra: 1 },
      { type: 'image', url: `http://x.test/${'a'.repeat(3000)}` },
    ]) {
      expect((await fetchMedia(bad)).statusCode, JSON.stringify(bad).slice(0, 80)).toBe(400);
    }
    const wrongMode = await t.app.inject({
      method: 'POST',
      url: '/api/prowrite/v1/fetch/media',
      payload: { type: 'image', upload_type: 'file', url: 'http://x.test/' },
      headers: auth(t.admin.token),
    });
    expect(wrongMode.statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/prowrite/v1/fetch/media',
      payload: { type: 'image', upload_type: 'link', url: 'http://x.test/' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('a browser that goes away', () => {
  it('cancels the download and stores nothing', async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const controller = new AbortController();
    const res = await fetch(`${base}/api/prowrite/v1/fetch/media`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...auth(t.admin.token) },
      body: JSON.stringify({ type: 'video', upload_type: 'link', url: `${server.origin}/endless.mp4` }),
      signal: controller.signal,
    });
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    await waitFor(async () => server.seen.includes('/endless.mp4'), { what: 'the download to start' });
    controller.abort();
    await waitFor(async () => endlessClosed, { what: 'the download to stop' });
    await waitFor(async () => (await tmpFiles()).length === 0, { what: 'the partial file to be removed' });
  });
});

describe('MediaFetchService with a test resolver (no packet leaves 127.0.0.1)', () => {
  const connectorCalls: string[] = [];
  const stray: string[] = [];
  afterEach(() => {
    const calls = connectorCalls.splice(0);
    const strayed = stray.splice(0);
    expect(calls).toEqual([]);
    expect(strayed).toEqual([]);
  });
  const resolver = tableResolver({
    'evil.test': [{ address: '10.0.0.1', family: 4 }],
    // A public address next to a mapped private one: ANY refused address refuses the name.
    'sneaky.test': [
      { address: '93.184.216.34', family: 4 },
      { address: '::ffff:a00:1', family: 6 },
    ],
    'media.test': [{ address: '127.0.0.1', family: 4 }],
  });
  const owner = async () => {
    const user = await t.app.inject({
      method: 'GET',
      url: '/api/user/getuserbytoken',
      headers: auth(t.admin.token),
    });
    const data = user.json().data;
    const u = data.user ?? data;
    return { teamId: u.team_id as string, userId: u.id as string, scope: { teamId: u.team_id as string } };
  };

  it('refuses names resolving to private addresses before any connection', async () => {
    const fetcher = new MediaFetchService(t.services.media.store, {
      allow: AllowList.parse('127.0.0.1'),
      resolver,
      connector: failingConnector(connectorCalls),
    });
    for (const url of ['http://evil.test/a.png', 'https://sneaky.test/a.png']) {
      const err = await fetcher.fetch(await owner(), { type: 'image', url }).catch((e: unknown) => e);
      expect(err, url).toBeInstanceOf(OutboundBlockedError);
    }
  });

  it('refuses a redirect from an allowed server to evil.test at the hop', async () => {
    const redirecting = await startLoopbackServer((_req, res) => {
      res.writeHead(302, { location: 'http://evil.test/x.png' });
      res.end();
    });
    try {
      const fetcher = new MediaFetchService(t.services.media.store, {
        allow: AllowList.parse('127.0.0.1'),
        resolver,
        connector: loopbackOnlyConnector(stray),
      });
      const err = await fetcher
        .fetch(await owner(), { type: 'image', url: `http://media.test:${redirecting.port}/start` })
        .catch((e: unknown) => e);
      expect(err).toBeInstanceOf(OutboundBlockedError);
      expect((err as OutboundBlockedError).reason).toMatch(/evil\.test resolves to 10\.0\.0\.1/);
      expect(redirecting.seen).toEqual(['/start']);
    } finally {
      await redirecting.close();
    }
  });
});
