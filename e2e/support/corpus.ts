import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The shared corpus beside the repository root (never copied into the repo). */
export const CORPUS_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  '..',
  'shared',
  'corpus',
);

/**
 * The path of a corpus file, or null (with a notice) when the corpus is absent. Under CI=true a missing
 * corpus is an error: CI never skips these tests.
 */
export function corpusFile(relative: string): string | null {
  const file = path.join(CORPUS_DIR, relative);
  if (existsSync(file)) return file;
  if (process.env.CI === 'true') throw new Error(`Corpus file missing under CI: ${file}`);
  console.warn(
    `[e2e] ${file} is absent: skipping the test that needs it (it runs where ../shared/corpus exists).`,
  );
  return null;
}

export type TruthDocument = {
  id: string;
  file: string;
  n_randomized?: number;
  ratio?: string;
  registry_id?: string;
  /** The primary endpoint's per-arm values as printed (value and unit). */
  primary_result?: { what: string; arms: { keyword: string; value: number; unit?: string }[] };
};

/** The hand-read facts of one corpus document (truth.json). */
export function truthOf(id: string): TruthDocument {
  const truth = JSON.parse(readFileSync(path.join(CORPUS_DIR, 'truth.json'), 'utf8')) as {
    documents: TruthDocument[];
  };
  const doc = truth.documents.find((d) => d.id === id);
  if (!doc) throw new Error(`truth.json has no document ${id}`);
  return doc;
}
