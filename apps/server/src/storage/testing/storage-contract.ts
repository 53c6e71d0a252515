import { createHash } from 'node:crypto';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { type StorageDriver, StorageObjectMissingError } from '../storage-driver';

/**
 * What every StorageDriver must do, run against each driver (local folder, S3). `driver()` answers the
 * driver under test, set up by the caller's beforeAll.
 */
export function describeStorageContract(name: string, driver: () => StorageDriver): void {
  describe(`StorageDriver contract: ${name}`, () => {
    it('stores bytes under their sha1 and reads them back whole or streamed', async () => {
      const bytes = Buffer.from(`hello, ${name}`);
      const sha1 = createHash('sha1').update(bytes).digest('hex');
      expect(await driver().put(bytes)).toEqual({ sha1, size: bytes.length, created: true });
      expect(await driver().get(sha1)).toEqual(bytes);
      expect(await text(await driver().stream(sha1))).toBe(`hello, ${name}`);
      expect(await driver().exists(sha1)).toBe(true);
    });

    it('deduplicates identical bytes', async () => {
      const bytes = new Uint8Array([1, 2, 3, 4, 5, 6]);
      const first = await driver().put(bytes);
      expect(first.created).toBe(true);
      expect(await driver().put(bytes)).toEqual({ ...first, created: false });
    });

    it('writes concurrent puts of the same bytes to one object', async () => {
      const bytes = Buffer.from(`raced ${name}`);
      const results = await Promise.all([1, 2, 3, 4].map(() => driver().put(bytes)));
      expect(new Set(results.map((r) => r.sha1)).size).toBe(1);
      expect(await driver().get(results[0]?.sha1 ?? '')).toEqual(bytes);
    });

    it('answers StorageObjectMissingError for a missing object', async () => {
      const missing = 'e'.repeat(40);
      expect(await driver().exists(missing)).toBe(false);
      await expect(driver().get(missing)).rejects.toBeInstanceOf(StorageObjectMissingError);
      await expect(driver().stream(missing)).rejects.toBeInstanceOf(StorageObjectMissingError);
      await expect(driver().stream(missing, { start: 0, end: 3 })).rejects.toBeInstanceOf(
        StorageObjectMissingError,
      );
    });

    it('stores a stream, deduplicated like put', async () => {
      const part = (i: number) => Buffer.alloc(16 * 1024, i);
      async function* chunks() {
        for (let i = 0; i < 40; i++) yield part(i);
      }
      const all = Buffer.concat(Array.from({ length: 40 }, (_, i) => part(i)));
      const sha1 = createHash('sha1').update(all).digest('hex');
      expect(await driver().putStream(chunks())).toEqual({ sha1, size: all.length, created: true });
      expect(await driver().putStream(chunks())).toEqual({ sha1, size: all.length, created: false });
      expect(await driver().get(sha1)).toEqual(all);
    });

    it('stores nothing when the source stream fails', async () => {
      const partial = Buffer.from(`partial ${name}`);
      async function* failing() {
        yield partial;
        throw new Error('source broke');
      }
      await expect(driver().putStream(failing())).rejects.toThrow(/source broke/);
      expect(await driver().exists(createHash('sha1').update(partial).digest('hex'))).toBe(false);
    });

    it('streams a byte range (inclusive offsets)', async () => {
      const { sha1 } = await driver().put(Buffer.from('0123456789'));
      expect(await text(await driver().stream(sha1, { start: 2, end: 5 }))).toBe('2345');
      expect(await text(await driver().stream(sha1, { start: 9, end: 9 }))).toBe('9');
      expect(await text(await driver().stream(sha1, { start: 0, end: 9 }))).toBe('0123456789');
    });

    it('deletes an object, and deleting a missing one is no error', async () => {
      const { sha1 } = await driver().put(Buffer.from(`to delete ${name}`));
      await driver().delete(sha1);
      expect(await driver().exists(sha1)).toBe(false);
      await expect(driver().get(sha1)).rejects.toBeInstanceOf(StorageObjectMissingError);
      await expect(driver().delete(sha1)).resolves.toBeUndefined();
    });

    it('refuses names that are not a sha1 (no path tricks)', async () => {
      for (const bad of ['../../etc/passwd', 'ABCDEF'.repeat(7).slice(0, 40), '', `${'a'.repeat(39)}/`]) {
        await expect(driver().get(bad)).rejects.toThrow(/Not a sha1/);
        await expect(driver().stream(bad)).rejects.toThrow(/Not a sha1/);
      }
    });

    it('answers its readiness check', async () => {
      await expect(driver().check()).resolves.toBeUndefined();
    });
  });
}
