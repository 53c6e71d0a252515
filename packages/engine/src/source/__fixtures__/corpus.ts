import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The shared corpus beside the repository: `<repo root>/../shared/corpus`. */
export const CORPUS_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../../../shared/corpus');

/**
 * Whether corpus tests can run. Outside CI a missing corpus skips them with a notice; in CI
 * (CI=true) they must run, so a missing corpus fails instead of skipping.
 */
export function corpusAvailable(): boolean {
  if (existsSync(CORPUS_DIR)) return true;
  if (process.env.CI === 'true')
    throw new Error(`Corpus not found at ${CORPUS_DIR}; corpus tests must run in CI.`);
  console.warn(`[corpus] ${CORPUS_DIR} not found: corpus tests are skipped.`);
  return false;
}

export function corpusBytes(relative: string): Uint8Array {
  return new Uint8Array(readFileSync(join(CORPUS_DIR, relative)));
}
