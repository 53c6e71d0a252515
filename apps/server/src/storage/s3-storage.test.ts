import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { S3Storage, StorageBackendError } from './s3-storage';
import { readStorageConfig, type S3StorageConfig } from './storage-config';
import { type FakeS3, startFakeS3 } from './testing/fake-s3-server';
import { describeStorageContract } from './testing/storage-contract';

let s3: FakeS3;
let spool: string;
let storage: S3Storage;

function configFor(overrides: Partial<S3StorageConfig> = {}): S3StorageConfig {
  const config = readStorageConfig(
    {
      STORAGE_URL: `s3://prowrite/tenant-a?endpoint=${encodeURIComponent(s3.endpoint)}&region=${s3.region}&forcePathStyle=true`,
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    },
    '/unused',
  );
  if (config.kind !== 's3') throw new Error('expected an S3 configuration');
  return { ...config, ...overrides };
}

beforeAll(async () => {
  s3 = await startFakeS3({ buckets: ['prowrite'] });
  spool = await mkdtemp(path.join(os.tmpdir(), 'prowrite-s3-spool-'));
  storage = new S3Storage(configFor(), { tmpDir: spool });
});
afterAll(async () => {
  storage.close();
  await s3.close();
  await rm(spool, { recursive: true, force: true });
});
beforeEach(() => {
  s3.slowDownNext(0);
});

describeStorageContract('S3-compatible bucket', () => storage);

describe('S3Storage', () => {
  it('names objects <prefix>ab/cd/<sha1> in the bucket, like the local folder', async () => {
    const bytes = Buffer.from('content addressed');
    const { sha1 } = await storage.put(bytes);
    const key = `tenant-a/${sha1.slice(0, 2)}/${sha1.slice(2, 4)}/${sha1}`;
    expect(storage.keyOf(sha1)).toBe(key);
    expect(s3.buckets.get('prowrite')?.get(key)?.body).toEqual(bytes);
    expect(createHash('sha1').update(bytes).digest('hex')).toBe(sha1);
  });

  it('asks S3 for the range only (206), not the whole object', async () => {
    const { sha1 } = await storage.put(Buffer.alloc(100_000, 7));
    s3.requests.length = 0;
    const chunks: Buffer[] = [];
    for await (const chunk of await storage.stream(sha1, { start: 10, end: 19 }))
      chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks)).toEqual(Buffer.alloc(10, 7));
    expect(s3.requests).toEqual([{ method: 'GET', path: `/prowrite/${storage.keyOf(sha1)}`, status: 206 }]);
  });

  it('leaves no spooled file after a stream, stored or failed', async () => {
    await storage.putStream(
      (async function* () {
        yield Buffer.from('spooled once');
      })(),
    );
    await expect(
      storage.putStream(
        (async function* () {
          yield Buffer.from('x');
          throw new Error('source broke');
        })(),
      ),
    ).rejects.toThrow(/source broke/);
    expect(await readdir(spool)).toEqual([]);
  });

  it('retries a throttled request (503 SlowDown) and succeeds', async () => {
    s3.slowDownNext(1);
    const bytes = Buffer.from('after a slow down');
    const { sha1 } = await storage.put(bytes);
    expect(await storage.get(sha1)).toEqual(bytes);
    expect(s3.requests.some((r) => r.status === 503)).toBe(true);
  });

  it('reports persistent throttling as a clear backend error', async () => {
    const impatient = new S3Storage(configFor(), { tmpDir: spool, maxAttempts: 1 });
    s3.slowDownNext(5);
    const err = await impatient.get('b'.repeat(40)).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(StorageBackendError);
    expect((err as StorageBackendError).code).toBe('SlowDown');
    expect((err as Error).message).toBe('S3 GetObject failed: SlowDown (503)');
    // HEAD answers carry no body: the status names the failure.
    await expect(impatient.put(Buffer.from('never stored'))).rejects.toThrow(
      'S3 HeadObject failed: ServiceUnavailable (503)',
    );
    impatient.close();
  });

  it('refuses wrong credentials (403 SignatureDoesNotMatch / InvalidAccessKeyId) without leaking them', async () => {
    const wrongSecret = 'not-the-secret-0000000000000000000000000';
    const forged = new S3Storage(
      configFor({ credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: wrongSecret } }),
      { tmpDir: spool },
    );
    const err = await forged.get('c'.repeat(40)).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(StorageBackendError);
    expect((err as StorageBackendError).code).toBe('SignatureDoesNotMatch');
    expect(String((err as Error).message)).not.toContain(wrongSecret);
    await expect(forged.put(Buffer.from('forged'))).rejects.toThrow(/HeadObject failed: Forbidden \(403\)/);
    await expect(forged.check()).rejects.toThrow(/403/);
    forged.close();

    const stranger = new S3Storage(
      configFor({ credentials: { accessKeyId: 'UNKNOWNKEY0000000000', secretAccessKey: wrongSecret } }),
      { tmpDir: spool },
    );
    const unknown = await stranger.get('a'.repeat(40)).catch((e: unknown) => e);
    expect((unknown as StorageBackendError).code).toBe('InvalidAccessKeyId');
    stranger.close();
  });

  it('fails the readiness check for a missing bucket', async () => {
    const lost = new S3Storage(configFor({ bucket: 'no-such-bucket' }), { tmpDir: spool });
    await expect(lost.check()).rejects.toThrow(/HeadBucket failed/);
    await expect(lost.get('a'.repeat(40))).rejects.toThrow(/NoSuchBucket/);
    lost.close();
  });
});

describe('readStorageConfig', () => {
  it('reads STORAGE_URL and S3_* variables, local folder otherwise', () => {
    expect(readStorageConfig({}, '/data/files')).toEqual({ kind: 'local', root: '/data/files' });
    expect(readStorageConfig({ STORAGE_URL: 'file:///srv/blobs' }, '/x')).toEqual({
      kind: 'local',
      root: '/srv/blobs',
    });
    expect(
      readStorageConfig(
        { STORAGE_URL: 's3://my-bucket/a/b?endpoint=http://minio:9000&region=eu-west-1&forcePathStyle=true' },
        '/x',
      ),
    ).toEqual({
      kind: 's3',
      bucket: 'my-bucket',
      prefix: 'a/b/',
      endpoint: 'http://minio:9000',
      region: 'eu-west-1',
      forcePathStyle: true,
      credentials: undefined,
    });
    expect(
      readStorageConfig({ S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' }, '/x'),
    ).toMatchObject({ kind: 's3', bucket: 'files', prefix: '', region: 'us-east-1', forcePathStyle: false });
  });

  it('answers a clear error for bad values, and refuses credentials in the URL', () => {
    expect(() => readStorageConfig({ STORAGE_URL: 'ftp://x' }, '/x')).toThrow(
      /STORAGE_URL: unsupported scheme/,
    );
    expect(() => readStorageConfig({ STORAGE_URL: 's3://key:secret@bucket' }, '/x')).toThrow(
      /no credentials in the URL/,
    );
    expect(() => readStorageConfig({ STORAGE_URL: 's3://B_ad' }, '/x')).toThrow(/not a bucket name/);
    expect(() => readStorageConfig({ S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'k' }, '/x')).toThrow(/set both/);
    expect(() => readStorageConfig({ STORAGE_URL: 's3://files?endpoint=minio:9000' }, '/x')).toThrow(
      /not an http\(s\) URL/,
    );
  });
});
