import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalStorage } from './local-storage';
import { objectKey } from './storage-driver';
import { describeStorageContract } from './testing/storage-contract';

let root: string;
let storage: LocalStorage;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'prowrite-storage-'));
  storage = new LocalStorage(path.join(root, 'files'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describeStorageContract('local folder', () => storage);

describe('LocalStorage', () => {
  it('stores bytes in the file ab/cd/<sha1>', async () => {
    const bytes = Buffer.from('hello, storage');
    const { sha1 } = await storage.put(bytes);
    expect(sha1).toBe(createHash('sha1').update(bytes).digest('hex'));
    const file = path.join(root, 'files', sha1.slice(0, 2), sha1.slice(2, 4), sha1);
    expect(storage.pathOf(sha1)).toBe(file);
    expect(await readFile(file, 'utf8')).toBe('hello, storage');
  });

  it('leaves no temporary files after puts, streams and failed streams', async () => {
    await storage.put(new Uint8Array([9, 9, 9]));
    await storage.putStream(
      (async function* () {
        yield Buffer.from('streamed');
      })(),
    );
    await expect(
      storage.putStream(
        (async function* () {
          yield Buffer.from('partial');
          throw new Error('source broke');
        })(),
      ),
    ).rejects.toThrow(/source broke/);
    expect(await readdir(path.join(root, 'files', '.tmp'))).toEqual([]);
  });

  it('refuses names that are not a sha1 (no path traversal)', () => {
    for (const bad of ['../../etc/passwd', 'ABCDEF'.repeat(7).slice(0, 40), '', `${'a'.repeat(39)}/`]) {
      expect(() => objectKey(bad)).toThrow(/Not a sha1/);
    }
  });
});
