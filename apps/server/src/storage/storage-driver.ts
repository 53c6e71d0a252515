import type { Readable } from 'node:stream';

export type StoredObject = {
  sha1: string;
  size: number;
  /** False when identical bytes were already stored (deduplicated). */
  created: boolean;
};

/**
 * Content-addressed blob storage: objects are named by the sha1 of their bytes, written once, never changed.
 * The local folder is the default; an S3-compatible driver can sit behind the same interface.
 */
export interface StorageDriver {
  put(bytes: Uint8Array): Promise<StoredObject>;
  /** Stores a stream without holding it in memory (large media); the caller caps its size. */
  putStream(source: AsyncIterable<Uint8Array>): Promise<StoredObject>;
  /** The object's bytes; throws `StorageObjectMissingError` when absent. */
  get(sha1: string): Promise<Buffer>;
  /**
   * A stream of the object's bytes, for large responses; `range` (inclusive byte offsets) reads part of it.
   * Throws `StorageObjectMissingError` when absent.
   */
  stream(sha1: string, range?: { start: number; end: number }): Promise<Readable>;
  exists(sha1: string): Promise<boolean>;
  /** Removes the object (no error when it is absent). Callers make sure no record still points at it. */
  delete(sha1: string): Promise<void>;
  /** Throws when the store cannot be reached or written (readiness probe). */
  check(): Promise<void>;
}

export class StorageObjectMissingError extends Error {
  constructor(readonly sha1: string) {
    super(`Stored object ${sha1} is missing`);
    this.name = 'StorageObjectMissingError';
  }
}

const SHA1 = /^[0-9a-f]{40}$/;

export function isSha1(value: string): boolean {
  return SHA1.test(value);
}

/** `ab/cd/abcd…`: two levels of fan-out keep folders small. Refuses anything but a sha1 (no path tricks). */
export function objectKey(sha1: string): string {
  if (!isSha1(sha1)) throw new Error(`Not a sha1 object name: ${JSON.stringify(sha1.slice(0, 60))}`);
  return `${sha1.slice(0, 2)}/${sha1.slice(2, 4)}/${sha1}`;
}
