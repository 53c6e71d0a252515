import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3StorageConfig } from './storage-config';
import {
  objectKey,
  type StorageDriver,
  StorageObjectMissingError,
  type StoredObject,
} from './storage-driver';

/**
 * Objects in an S3-compatible bucket under `<prefix>ab/cd/<sha1>`, the local driver's layout. A name is known
 * only once every byte is hashed, so a stream is spooled to a temporary file first, then sent with its length
 * (one PUT; no multipart below 5 GB). Ranges are passed to S3, which answers only those bytes.
 */
export class S3Storage implements StorageDriver {
  private readonly client: S3Client;
  private readonly tmpDir: string;

  constructor(
    private readonly config: S3StorageConfig,
    options: { tmpDir?: string; maxAttempts?: number } = {},
  ) {
    this.tmpDir = options.tmpDir ?? path.join(os.tmpdir(), 'prowrite-s3-spool');
    this.client = new S3Client({
      region: config.region,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      forcePathStyle: config.forcePathStyle,
      ...(config.credentials ? { credentials: config.credentials } : {}),
      // Retries with backoff on 5xx and SlowDown; the SDK's default of 3 attempts.
      maxAttempts: options.maxAttempts ?? 3,
      // Checksums only where S3 requires them: many S3-compatible servers refuse the aws-chunked trailers.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  keyOf(sha1: string): string {
    return `${this.config.prefix}${objectKey(sha1)}`;
  }

  async put(bytes: Uint8Array): Promise<StoredObject> {
    const sha1 = createHash('sha1').update(bytes).digest('hex');
    if (await this.exists(sha1)) return { sha1, size: bytes.byteLength, created: false };
    await this.call('PutObject', (c) =>
      c.send(
        new PutObjectCommand({
          Bucket: this.config.bucket,
          Key: this.keyOf(sha1),
          Body: bytes,
          ContentLength: bytes.byteLength,
          ContentType: 'application/octet-stream',
        }),
      ),
    );
    return { sha1, size: bytes.byteLength, created: true };
  }

  async putStream(source: AsyncIterable<Uint8Array>): Promise<StoredObject> {
    await mkdir(this.tmpDir, { recursive: true, mode: 0o700 });
    const tmp = path.join(this.tmpDir, `stream.${randomBytes(8).toString('hex')}`);
    const hash = createHash('sha1');
    let size = 0;
    const tap = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        hash.update(chunk);
        size += chunk.byteLength;
        callback(null, chunk);
      },
    });
    // The spool file is created before the copy starts: a write stream opened lazily could create it after
    // a failed copy had already removed it, leaving it behind.
    const file = await open(tmp, 'wx', 0o600);
    try {
      await pipeline(source, tap, file.createWriteStream());
      const sha1 = hash.digest('hex');
      if (await this.exists(sha1)) return { sha1, size, created: false };
      await this.call('PutObject', (c) =>
        c.send(
          new PutObjectCommand({
            Bucket: this.config.bucket,
            Key: this.keyOf(sha1),
            Body: createReadStream(tmp),
            ContentLength: size,
            ContentType: 'application/octet-stream',
          }),
        ),
      );
      return { sha1, size, created: true };
    } finally {
      await rm(tmp, { force: true });
    }
  }

  async get(sha1: string): Promise<Buffer> {
    const body = await this.open(sha1);
    const chunks: Buffer[] = [];
    for await (const chunk of body) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  stream(sha1: string, range?: { start: number; end: number }): Promise<Readable> {
    return this.open(sha1, range);
  }

  async exists(sha1: string): Promise<boolean> {
    try {
      await this.call('HeadObject', (c) =>
        c.send(new HeadObjectCommand({ Bucket: this.config.bucket, Key: this.keyOf(sha1) })),
      );
      return true;
    } catch (err) {
      if (isMissingObject(err)) return false;
      throw err;
    }
  }

  async delete(sha1: string): Promise<void> {
    await this.call('DeleteObject', (c) =>
      c.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: this.keyOf(sha1) })),
    );
  }

  async check(): Promise<void> {
    await this.call('HeadBucket', (c) => c.send(new HeadBucketCommand({ Bucket: this.config.bucket })));
  }

  close(): void {
    this.client.destroy();
  }

  private async open(sha1: string, range?: { start: number; end: number }): Promise<Readable> {
    const key = this.keyOf(sha1);
    try {
      const out = await this.call('GetObject', (c) =>
        c.send(
          new GetObjectCommand({
            Bucket: this.config.bucket,
            Key: key,
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        ),
      );
      if (out.Body instanceof Readable) return out.Body;
      throw new Error('The S3 client answered no readable body');
    } catch (err) {
      if (isMissingObject(err)) throw new StorageObjectMissingError(sha1);
      throw err;
    }
  }

  /**
   * Runs one S3 call; failures become errors that name the operation and S3's code (or the HTTP status for
   * bodiless HEAD answers), never a credential. A missing object is passed through for the caller to map.
   */
  private async call<T>(operation: string, run: (client: S3Client) => Promise<T>): Promise<T> {
    try {
      return await run(this.client);
    } catch (err) {
      const status = statusOf(err);
      if (status === undefined) throw err;
      if (isMissingObject(err) && operation !== 'HeadBucket') throw err;
      const named = (err as Error).name;
      const code = named && !/^Unknown/.test(named) ? named : (STATUS_CODES[status] ?? `HTTP ${status}`);
      throw new StorageBackendError(`S3 ${operation} failed: ${code} (${status})`, code, err);
    }
  }
}

/** The object store refused or failed a request (permissions, throttling after retries, outage). */
export class StorageBackendError extends Error {
  constructor(
    message: string,
    readonly code: string,
    cause: unknown,
  ) {
    super(message, { cause });
    this.name = 'StorageBackendError';
  }
}

const STATUS_CODES: Record<number, string> = {
  400: 'BadRequest',
  403: 'Forbidden',
  404: 'NotFound',
  500: 'InternalError',
  503: 'ServiceUnavailable',
};

function statusOf(err: unknown): number | undefined {
  const meta = (err as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata;
  return typeof meta?.httpStatusCode === 'number' ? meta.httpStatusCode : undefined;
}

/** NoSuchKey, or a bodiless 404 to a HEAD/GET of an object (NoSuchBucket is a configuration error). */
function isMissingObject(err: unknown): boolean {
  const name = (err as Error | null)?.name;
  return name === 'NoSuchKey' || (statusOf(err) === 404 && name !== 'NoSuchBucket');
}
