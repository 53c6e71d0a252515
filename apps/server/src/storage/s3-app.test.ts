import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeMp4 } from '../modules/media/testing/media-fixtures';
import { auth, postMultipart } from '../modules/media/testing/media-test-kit';
import { createTestApp, type TestApp } from '../test/test-app';
import { type FakeS3, startFakeS3 } from './testing/fake-s3-server';

// The application with its files in an S3-compatible bucket: uploads land in the bucket, and byte ranges of
// the raw route (206/416) come through the driver unchanged.
let s3: FakeS3;
let t: TestApp;
beforeAll(async () => {
  s3 = await startFakeS3({ buckets: ['prowrite-files'] });
  t = await createTestApp({
    STORAGE_URL: `s3://prowrite-files?endpoint=${encodeURIComponent(s3.endpoint)}&region=${s3.region}&forcePathStyle=true`,
    S3_ACCESS_KEY_ID: s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
  });
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...auth(t.admin.token), ...headers } });

describe('the server on S3-compatible storage', () => {
  let url: string;
  let bytes: Buffer;
  beforeAll(async () => {
    bytes = makeMp4({ seconds: 5, width: 320, height: 240, mdatBytes: 10_000 });
    const res = await postMultipart(
      t,
      '/api/files/upload?purpose=media',
      [{ field: 'jwfile', filename: 'seek.mp4', content: bytes }],
      t.admin.token,
    );
    expect(res.statusCode).toBe(200);
    url = res.json().data.url;
  });

  it('stores the upload in the bucket under its sha1', () => {
    const stored = [...(s3.buckets.get('prowrite-files')?.values() ?? [])];
    expect(stored.some((o) => o.body.equals(bytes))).toBe(true);
  });

  it('serves the whole file, a byte range (206) and refuses a range past the end (416)', async () => {
    const whole = await get(url);
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(bytes)).toBe(true);
    const part = await get(url, { range: 'bytes=100-199' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${bytes.length}`);
    expect(part.rawPayload.equals(bytes.subarray(100, 200))).toBe(true);
    const tail = await get(url, { range: 'bytes=-50' });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(bytes.subarray(bytes.length - 50))).toBe(true);
    const past = await get(url, { range: `bytes=${bytes.length}-` });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${bytes.length}`);
  });

  it('is ready while database and bucket answer, and says which one fails', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().data).toEqual({ status: 'ready', checks: { database: 'ok', storage: 'ok' } });
    s3.slowDownNext(100);
    const notReady = await t.app.inject({ method: 'GET', url: '/api/ready' });
    s3.slowDownNext(0);
    expect(notReady.statusCode).toBe(503);
    expect(notReady.json()).toMatchObject({
      code: 503,
      msg: 'Not ready: storage',
      data: { status: 'not_ready', checks: { database: 'ok', storage: 'failed' } },
    });
    // Liveness does not depend on the bucket.
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
