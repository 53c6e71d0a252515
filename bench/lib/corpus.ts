import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** ../shared/corpus beside the repository; without it a benchmark says so and ends (a user's clone). */
export function corpusDirOrExit(): string {
  const corpus = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../shared/corpus');
  if (!existsSync(corpus)) {
    console.log(`corpus not found at ${corpus}: nothing to measure`);
    process.exit(0);
  }
  return corpus;
}

/** Every paper of the corpus: its PDFs and its text files. */
export function corpusSourceFiles(): string[] {
  const corpus = corpusDirOrExit();
  return ['pdf', 'text'].flatMap((dir) =>
    readdirSync(path.join(corpus, dir))
      .filter((f) => /\.(pdf|txt)$/.test(f))
      .map((f) => path.join(corpus, dir, f)),
  );
}
