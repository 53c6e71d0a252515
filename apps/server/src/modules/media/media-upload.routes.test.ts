import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTeamWithAdmin, createTestApp, type TestApp } from '../../test/test-app';
import type { MultipartPart } from '../files/testing/multipart-body';
import { makeGif, makeJpeg, makeMp4, makePng, makeWebm, makeWebp } from './testing/media-fixtures';
import { auth, postMultipart } from './testing/media-test-kit';

const IMAGE_MAX = 3_000_000;
const VIDEO_MAX = 6_000_000;

let t: TestApp;
let other: { teamId: string; token: string };
beforeAll(async () => {
  t = await createTestApp({
    MEDIA_IMAGE_MAX_BYTES: String(IMAGE_MAX),
    MEDIA_VIDEO_MAX_BYTES: String(VIDEO_MAX),
  });
  other = await createTeamWithAdmin(t, 'Other team');
});
afterAll(async () => {
  await t.close();
});

const jwfile = (filename: string, content: Buffer, contentType?: string): MultipartPart => ({
  field: 'jwfile',
  filename,
  content,
  ...(contentType ? { contentType } : {}),
});
const uploadMedia = (parts: MultipartPart[], token = t.admin.token) =>
  postMultipart(t, '/api/files/upload?purpose=media', parts, token);
const get = (url: string, headers: Record<string, string> = {}, token = t.admin.token) =>
  t.app.inject({ method: 'GET', url, headers: { ...auth(token), ...headers } });

async function tmpFiles(): Promise<string[]> {
  return readdir(path.join(t.config.dataDir, 'files', '.tmp')).catch(() => []);
}

describe('POST /api/files/upload?purpose=media', () => {
  it.each([
    ['cover.png', makePng(64, 48), 'png', 'image/png', 64, 48, 0],
    ['photo.jpg', makeJpeg(1600, 900), 'jpeg', 'image/jpeg', 1600, 900, 0],
    ['anim.gif', makeGif(320, 200), 'gif', 'image/gif', 320, 200, 0],
    ['pic.webp', makeWebp(800, 600), 'webp', 'image/webp', 800, 600, 0],
    [
      'clip.mp4',
      makeMp4({ seconds: 42.5, width: 1920, height: 1080, mdatBytes: 500_000 }),
      'mp4',
      'video/mp4',
      1920,
      1080,
      42.5,
    ],
    ['talk.webm', makeWebm({ seconds: 3.5, width: 640, height: 360 }), 'webm', 'video/webm', 640, 360, 3.5],
  ])(
    'stores %s sniffed from its bytes, with its size',
    async (name, bytes, kind, mime, width, height, duration) => {
      const res = await uploadMedia([jwfile(name, bytes)]);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ status: 'success', message: 'success' });
      expect(body.data).toMatchObject({
        name,
        kind,
        mime,
        size: bytes.length,
        width,
        height,
        duration,
        pages: null,
      });
      expect(body.data.url).toBe(`/api/files/${body.data.id}/raw`);

      const raw = await get(body.data.url);
      expect(raw.statusCode).toBe(200);
      expect(raw.headers['content-type']).toBe(mime);
      expect(raw.headers['x-content-type-options']).toBe('nosniff');
      expect(raw.headers['accept-ranges']).toBe('bytes');
      // Media get the app-wide policy (security headers), not the sandbox of documents.
      expect(raw.headers['content-security-policy']).not.toMatch(/sandbox/);
      expect(raw.rawPayload.equals(bytes)).toBe(true);
    },
  );

  it('answers the same file for the same bytes (deduplicated per team)', async () => {
    const png = makePng(9, 9, 1);
    const first = (await uploadMedia([jwfile('a.png', png)])).json().data;
    const second = (await uploadMedia([jwfile('b.png', png)])).json().data;
    expect(second.id).toBe(first.id);
  });

  it('refuses types that are not media, and names or types the bytes contradict', async () => {
    const cases: [MultipartPart, RegExp][] = [
      [jwfile('notes.txt', Buffer.from('just text')), /Unsupported media type/],
      [
        jwfile('x.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>1</script></svg>')),
        /Unsupported/,
      ],
      [jwfile('doc.pdf', Buffer.from('%PDF-1.4\n%%EOF')), /Unsupported/],
      [jwfile('photo.png', makeJpeg(10, 10)), /does not match its \.png extension/],
      [jwfile('clip.mp4', makePng(10, 10)), /does not match its \.mp4 extension/],
      [jwfile('a', makePng(10, 10), 'image/gif'), /declared type image\/gif/],
      [jwfile('empty.png', Buffer.alloc(0)), /empty/],
    ];
    for (const [part, message] of cases) {
      const res = await uploadMedia([part]);
      expect(res.statusCode, part.filename).toBe(400);
      expect(res.json()).toMatchObject({ status: 'error', message: expect.stringMatching(message) });
    }
  });

  it('refuses an oversize image or video with 413 and leaves nothing behind', async () => {
    const bigImage = Buffer.concat([makePng(4, 4), Buffer.alloc(IMAGE_MAX)]);
    const image = await uploadMedia([jwfile('big.png', bigImage)]);
    expect(image.statusCode).toBe(413);
    expect(image.json().message).toMatch(/image is larger than the 2\.9 MB limit/);
    const bigVideo = makeMp4({ seconds: 1, width: 2, height: 2, mdatBytes: VIDEO_MAX + 10 });
    const video = await uploadMedia([jwfile('big.mp4', bigVideo)]);
    expect(video.statusCode).toBe(413);
    expect(video.json().message).toMatch(/video is larger than the 5\.7 MB limit/);
    expect(await tmpFiles()).toEqual([]);
  });

  it('cleans hostile file names', async () => {
    const cases: [string, string][] = [
      ['../../etc/passwd.png', 'passwd.png'],
      ['<img src=x onerror=alert(1)>.png', 'img src=x onerror=alert(1).png'],
      ['\u202egnp.exe.png', 'gnp.exe.png'],
      ['....', 'media.png'],
    ];
    for (const [name, cleaned] of cases) {
      const res = await uploadMedia([jwfile(name, makePng(3, 3, name.length))]);
      expect(res.statusCode, name).toBe(200);
      expect(res.json().data.name).toBe(cleaned);
      const raw = await get(res.json().data.url);
      expect(raw.headers['content-disposition']).not.toMatch(/[<>]/);
    }
  });

  it('refuses a missing file field and a body that is not multipart', async () => {
    const wrongField = await postMultipart(
      t,
      '/api/files/upload?purpose=media',
      [{ field: 'file', filename: 'a.png', content: makePng(2, 2) }],
      t.admin.token,
    );
    expect(wrongField.statusCode).toBe(400);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/files/upload?purpose=media',
      payload: { a: 1 },
      headers: auth(t.admin.token),
    });
    expect(json.statusCode).toBe(400);
    const bogusPurpose = await postMultipart(
      t,
      '/api/files/upload?purpose=bogus',
      [jwfile('a.png', makePng(2, 2))],
      t.admin.token,
    );
    expect(bogusPurpose.statusCode).toBe(400);
  });

  it('keeps the source upload as it was: no GIF or video without purpose=media', async () => {
    for (const [name, bytes] of [
      ['a.gif', makeGif(2, 2)],
      ['a.mp4', makeMp4({ seconds: 1, width: 2, height: 2 })],
    ] as const) {
      const res = await postMultipart(t, '/api/files/upload', [jwfile(name, bytes)], t.admin.token);
      expect(res.statusCode, name).toBe(400);
    }
  });

  it('hides a team media file from another team', async () => {
    const mine = (await uploadMedia([jwfile('private.png', makePng(5, 5, 77))])).json().data;
    expect((await get(mine.url, {}, other.token)).statusCode).toBe(404);
    expect((await get(`/api/files/detail?id=${mine.id}`, {}, other.token)).statusCode).toBe(404);
  });
});

describe('Range requests on the raw route', () => {
  let url: string;
  let bytes: Buffer;
  beforeAll(async () => {
    bytes = makeMp4({ seconds: 5, width: 320, height: 240, mdatBytes: 10_000 });
    url = (await uploadMedia([jwfile('seek.mp4', bytes)])).json().data.url;
  });

  it.each([
    ['bytes=0-99', 0, 99],
    ['bytes=100-', 100, null],
    ['bytes=-50', null, null],
    ['bytes=5000-999999', 5000, null],
  ])('answers %s with 206 and that part only', async (range, from, to) => {
    const res = await get(url, { range });
    expect(res.statusCode).toBe(206);
    const start = from ?? bytes.length - 50;
    const end = to ?? bytes.length - 1;
    expect(res.headers['content-range']).toBe(`bytes ${start}-${end}/${bytes.length}`);
    expect(res.headers['content-length']).toBe(String(end - start + 1));
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.rawPayload.equals(bytes.subarray(start, end + 1))).toBe(true);
  });

  it('answers 416 for a range past the end', async () => {
    const res = await get(url, { range: `bytes=${bytes.length}-` });
    expect(res.statusCode).toBe(416);
    expect(res.headers['content-range']).toBe(`bytes */${bytes.length}`);
  });

  it('sends the whole file for malformed or multiple ranges', async () => {
    for (const range of ['bytes=0-1,5-6', 'items=0-5', 'bytes=9-3', 'bytes=abc']) {
      const res = await get(url, { range });
      expect(res.statusCode, range).toBe(200);
      expect(res.rawPayload.length).toBe(bytes.length);
    }
  });
});

describe('POST /api/file/uploadcutfile?type=avatar', () => {
  it('stores one image and answers the upload shape', async () => {
    const res = await postMultipart(
      t,
      '/api/file/uploadcutfile?type=avatar',
      [jwfile('me.jpg', makeJpeg(256, 256))],
      t.admin.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'success',
      data: { kind: 'jpeg', width: 256, height: 256, url: expect.stringMatching(/^\/api\/files\/\w+\/raw$/) },
    });
  });

  it('refuses more than 2 MB, a video, and an unknown type', async () => {
    const big = await postMultipart(
      t,
      '/api/file/uploadcutfile?type=avatar',
      [jwfile('big.png', Buffer.concat([makePng(2, 2), Buffer.alloc(2 * 1024 * 1024)]))],
      t.admin.token,
    );
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toMatch(/2 MB limit/);
    const video = await postMultipart(
      t,
      '/api/file/uploadcutfile?type=avatar',
      [jwfile('v.webm', makeWebm({ width: 2, height: 2 }))],
      t.admin.token,
    );
    expect(video.statusCode).toBe(400);
    expect(video.json().message).toMatch(/Expected an image/);
    const bogus = await postMultipart(
      t,
      '/api/file/uploadcutfile?type=banner',
      [jwfile('a.png', makePng(2, 2))],
      t.admin.token,
    );
    expect(bogus.statusCode).toBe(400);
  });
});

describe('POST /api/files/save/screenshot', () => {
  const fields = (extra: Record<string, string> = {}): MultipartPart[] =>
    Object.entries({
      original_url: '/api/files/abc/figures/0',
      sha1: 'a'.repeat(40),
      obj_id: 'U'.repeat(19),
      ...extra,
    }).map(([field, content]) => ({ field, content }));

  it('stores the PNG and answers original {open_url, width, height}, fields before or after the file', async () => {
    for (const parts of [
      [...fields(), jwfile('blob', makePng(300, 200))],
      [jwfile('blob', makePng(301, 200)), ...fields()],
    ]) {
      const res = await postMultipart(t, '/api/files/save/screenshot', parts, t.admin.token);
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data;
      expect(res.json().code).toBe(200);
      expect(data.original).toEqual({
        open_url: `/api/files/${data.id}/raw`,
        width: data.original.width,
        height: 200,
      });
      expect([300, 301]).toContain(data.original.width);
      expect((await get(data.original.open_url)).headers['content-type']).toBe('image/png');
    }
  });

  it('refuses a JPEG, missing or unknown fields, no file and an oversize PNG', async () => {
    const jpeg = await postMultipart(
      t,
      '/api/files/save/screenshot',
      [...fields(), jwfile('x.jpg', makeJpeg(2, 2))],
      t.admin.token,
    );
    expect(jpeg.statusCode).toBe(400);
    expect(jpeg.json().msg).toMatch(/must be a PNG/);
    const missing = await postMultipart(
      t,
      '/api/files/save/screenshot',
      [...fields().filter((p) => p.field !== 'sha1'), jwfile('x.png', makePng(2, 2))],
      t.admin.token,
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().msg).toMatch(/sha1/);
    const unknown = await postMultipart(
      t,
      '/api/files/save/screenshot',
      [...fields({ extra: '1' }), jwfile('x.png', makePng(2, 2))],
      t.admin.token,
    );
    expect(unknown.statusCode).toBe(400);
    const noFile = await postMultipart(t, '/api/files/save/screenshot', fields(), t.admin.token);
    expect(noFile.statusCode).toBe(400);
    const big = await postMultipart(
      t,
      '/api/files/save/screenshot',
      [...fields(), jwfile('x.png', Buffer.concat([makePng(2, 2), Buffer.alloc(IMAGE_MAX)]))],
      t.admin.token,
    );
    expect(big.statusCode).toBe(413);
  });
});
