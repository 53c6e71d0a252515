import { LocalStorage } from './local-storage';
import { S3Storage } from './s3-storage';
import type { StorageConfig } from './storage-config';
import type { StorageDriver } from './storage-driver';

/** The driver named by the configuration (STORAGE_URL / S3_*), and how to release it. */
export function createStorage(
  config: StorageConfig,
  options: { tmpDir: string },
): { storage: StorageDriver; close(): void } {
  if (config.kind === 'local') return { storage: new LocalStorage(config.root), close() {} };
  const s3 = new S3Storage(config, { tmpDir: options.tmpDir });
  return { storage: s3, close: () => s3.close() };
}
