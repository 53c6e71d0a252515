import { createHash, randomBytes } from 'node:crypto';
import { constants, createReadStream } from 'node:fs';
import { access, mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  objectKey,
  type StorageDriver,
  StorageObjectMissingError,
  type StoredObject,
} from './storage-driver';

/** Objects under `<root>/ab/cd/<sha1>`; writes go to `<root>/.tmp` first and are renamed into place. */
export class LocalStorage implements StorageDriver {
  private readonly tmpDir: string;

  constructor(readonly root: string) {
    this.tmpDir = path.join(root, '.tmp');
  }

  /** Where an object lives (or would live) on disk. */
  pathOf(sha1: string): string {
    return path.join(this.root, ...objectKey(sha1).split('/'));
  }

  async put(bytes: Uint8Array): Promise<StoredObject> {
    const sha1 = createHash('sha1').update(bytes).digest('hex');
    const target = this.pathOf(sha1);
    if (await this.exists(sha1)) return { sha1, size: bytes.byteLength, created: false };
    await mkdir(path.dirname(target), { recursive: true });
    await mkdir(this.tmpDir, { recursive: true });
    const tmp = path.join(this.tmpDir, `${sha1}.${randomBytes(6).toString('hex')}`);
    try {
      // Same filesystem, so the rename is atomic: readers see the whole object or nothing. A racing writer of
      // the same bytes renames identical content over it, which is harmless.
      await writeFile(tmp, bytes, { flag: 'wx', flush: true });
      await rename(tmp, target);
    } catch (err) {
      await rm(tmp, { force: true });
      throw err;
    }
    return { sha1, size: bytes.byteLength, created: true };
  }

  async putStream(source: AsyncIterable<Uint8Array>): Promise<StoredObject> {
    await mkdir(this.tmpDir, { recursive: true });
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
    // Created before the copy starts: a lazily opened write stream could create it after a failed copy had
    // already removed it, leaving it behind.
    const file = await open(tmp, 'wx');
    try {
      await pipeline(source, tap, file.createWriteStream({ flush: true }));
      const sha1 = hash.digest('hex');
      if (await this.exists(sha1)) {
        await rm(tmp, { force: true });
        return { sha1, size, created: false };
      }
      const target = this.pathOf(sha1);
      await mkdir(path.dirname(target), { recursive: true });
      await rename(tmp, target);
      return { sha1, size, created: true };
    } catch (err) {
      await rm(tmp, { force: true });
      throw err;
    }
  }

  async get(sha1: string): Promise<Buffer> {
    try {
      return await readFile(this.pathOf(sha1));
    } catch (err) {
      throw missingOr(err, sha1);
    }
  }

  async stream(sha1: string, range?: { start: number; end: number }): Promise<Readable> {
    const file = this.pathOf(sha1);
    try {
      await stat(file);
    } catch (err) {
      throw missingOr(err, sha1);
    }
    return createReadStream(file, range ? { start: range.start, end: range.end } : undefined);
  }

  async delete(sha1: string): Promise<void> {
    await rm(this.pathOf(sha1), { force: true });
  }

  async check(): Promise<void> {
    await mkdir(this.tmpDir, { recursive: true });
    await access(this.tmpDir, constants.W_OK);
  }

  async exists(sha1: string): Promise<boolean> {
    try {
      await access(this.pathOf(sha1));
      return true;
    } catch {
      return false;
    }
  }
}

function missingOr(err: unknown, sha1: string): unknown {
  return (err as NodeJS.ErrnoException).code === 'ENOENT' ? new StorageObjectMissingError(sha1) : err;
}
