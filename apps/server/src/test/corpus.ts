import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** `<repo root>/../shared/corpus`: real papers, never copied into the repository. */
export const CORPUS_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../../shared/corpus',
);

/**
 * The path of a corpus file, or null (with a notice) when the corpus is absent so the caller can skip. On CI
 * (`CI=true`) a missing corpus is an error: those tests must run there.
 */
export function corpusFile(relative: string): string | null {
  const file = path.join(CORPUS_DIR, relative);
  if (existsSync(file)) return file;
  if (process.env.CI === 'true') throw new Error(`Corpus file missing on CI: ${file}`);
  console.warn(`[skip] corpus file not found: ${file}`);
  return null;
}
