import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { type Slide, workDetailSchema } from '@prowrite/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Worker } from '../../jobs/worker';
import { chooseEncoding } from '../../http/etag';
import { createTestApp, type TestApp } from '../../test/test-app';
import { auth, createWork, generated, seedParsedFile, startWorker } from './testing/works-test-kit';

// The deck detail is the board's biggest read: it carries an ETag (304 when unchanged) and is compressed.
let t: TestApp;
let worker: Worker;
let workId: string;
beforeAll(async () => {
  t = await createTestApp();
  worker = startWorker(t);
  workId = await createWork(t, t.admin.token, { file_ids: [await seedParsedFile(t, t.admin.token)] });
  await generated(t, t.admin.token, workId);
});
afterAll(async () => {
  await worker.stop();
  await t.close();
});

const getDetail = (headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url: `/api/prowrite/v1/detail?id=${workId}`,
    headers: { ...auth(t.admin.token), ...headers },
  });

describe('GET /api/prowrite/v1/detail caching', () => {
  it('answers an ETag, then 304 with no body for the same copy, and 200 once the deck changed', async () => {
    const first = await getDetail();
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(workDetailSchema.parse(first.json().data.data).slide_list.length).toBeGreaterThan(0);

    const again = await getDetail({ 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await getDetail({ 'if-none-match': `"other", ${etag}` })).statusCode).toBe(304);
    expect((await getDetail({ 'if-none-match': '"stale"' })).statusCode).toBe(200);

    const work = first.json().data.data;
    const slide = work.slide_list.find((s: Slide) => s.slide_id === 'chapter_title_001') as Slide;
    const save = await t.app.inject({
      method: 'POST',
      url: '/api/prowrite/v1/slide',
      headers: auth(t.admin.token),
      payload: {
        id: workId,
        slide_num: slide.slide_num,
        version: work.version,
        slide_data: {
          ...slide,
          content: slide.content.map((c) => (c.id === 'chapter_title' ? { ...c, text: 'Changed' } : c)),
        },
      },
    });
    expect(save.statusCode, save.body).toBe(200);
    const changed = await getDetail({ 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('compresses for clients that accept it, with the same content and ETag', async () => {
    const plain = await getDetail();
    const gzip = await getDetail({ 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    const br = await getDetail({ 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(br.headers.etag).toBe(plain.headers.etag);
  });

  it('still answers 404 and 400 as before', async () => {
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/prowrite/v1/detail?id=nope',
      headers: auth(t.admin.token),
    });
    expect(missing.statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/prowrite/v1/detail',
      headers: auth(t.admin.token),
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('chooseEncoding', () => {
  it('picks brotli, then gzip, honouring q=0 and *', () => {
    expect(chooseEncoding(undefined)).toBeNull();
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0')).toBeNull();
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('*;q=0')).toBeNull();
  });
});
