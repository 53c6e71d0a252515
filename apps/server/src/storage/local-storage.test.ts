import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalStorage } from './local-storage';
import { objectKey, StorageObjectMissingError } from './storage-driver';

let root: string;
let storage: LocalStorage;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'prowrite-storage-'));
  storage = new LocalStorage(path.join(root, 'files'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('LocalStorage', () => {
  it('stores bytes under ab/cd/<sha1> and reads them back', async () => {
    const bytes = Buffer.from('hello, storage');
    const sha1 = createHash('sha1').update(bytes).digest('hex');
    expect(await storage.put(bytes)).toEqual({ sha1, size: bytes.length, created: true });
    const file = path.join(root, 'files', sha1.slice(0, 2), sha1.slice(2, 4), sha1);
    expect(storage.pathOf(sha1)).toBe(file);
    expect(await readFile(file, 'utf8')).toBe('hello, storage');
    expect(await storage.get(sha1)).toEqual(bytes);
    expect(await text(await storage.stream(sha1))).toBe('hello, storage');
    expect(await storage.exists(sha1)).toBe(true);
  });

  it('deduplicates identical bytes and leaves no temporary files', async () => {
    const bytes = new Uint8Array([1, 2, 3, 4, 5]);
    const first = await storage.put(bytes);
    const second = await storage.put(bytes);
    expect(first.created).toBe(true);
    expect(second).toEqual({ ...first, created: false });
    expect(await readdir(path.join(root, 'files', '.tmp'))).toEqual([]);
  });

  it('writes concurrent puts of the same bytes to one object', async () => {
    const bytes = Buffer.from('raced');
    const results = await Promise.all([1, 2, 3, 4].map(() => storage.put(bytes)));
    expect(new Set(results.map((r) => r.sha1)).size).toBe(1);
    expect(await storage.get(results[0]!.sha1)).toEqual(bytes);
  });

  it('answers a clear error for a missing object', async () => {
    const missing = 'f'.repeat(40);
    expect(await storage.exists(missing)).toBe(false);
    await expect(storage.get(missing)).rejects.toBeInstanceOf(StorageObjectMissingError);
    await expect(storage.stream(missing)).rejects.toBeInstanceOf(StorageObjectMissingError);
  });

  it('stores a stream without buffering it, deduplicated like put', async () => {
    async function* chunks() {
      for (let i = 0; i < 64; i++) yield Buffer.alloc(16 * 1024, i);
    }
    const all = Buffer.concat(Array.from({ length: 64 }, (_, i) => Buffer.alloc(16 * 1024, i)));
    const sha1 = createHash('sha1').update(all).digest('hex');
    expect(await storage.putStream(chunks())).toEqual({ sha1, size: all.length, created: true });
    expect(await storage.putStream(chunks())).toEqual({ sha1, size: all.length, created: false });
    expect(await storage.get(sha1)).toEqual(all);
    expect(await readdir(path.join(root, 'files', '.tmp'))).toEqual([]);
  });

  it('leaves nothing behind when the stream fails', async () => {
    async function* failing() {
      yield Buffer.from('partial');
      throw new Error('source broke');
    }
    await expect(storage.putStream(failing())).rejects.toThrow(/source broke/);
    expect(await readdir(path.join(root, 'files', '.tmp'))).toEqual([]);
  });

  it('streams a byte range (inclusive offsets)', async () => {
    const { sha1 } = await storage.put(Buffer.from('0123456789'));
    expect(await text(await storage.stream(sha1, { start: 2, end: 5 }))).toBe('2345');
    expect(await text(await storage.stream(sha1, { start: 9, end: 9 }))).toBe('9');
  });

  it('refuses names that are not a sha1 (no path traversal)', async () => {
    for (const bad of ['../../etc/passwd', 'ABCDEF'.repeat(7).slice(0, 40), '', `${'a'.repeat(39)}/`]) {
      expect(() => objectKey(bad)).toThrow(/Not a sha1/);
      await expect(storage.get(bad)).rejects.toThrow(/Not a sha1/);
    }
  });
});
