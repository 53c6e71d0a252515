import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ChunkToStore } from '../../apps/server/src/modules/knowledge/knowledge.repository';
import { storedChunk } from '../../apps/server/src/modules/knowledge/testing/stored-chunk';

const scifact = path.resolve(import.meta.dirname, '../../../shared/retrieval/scifact');

/**
 * Texts for the knowledge benches: SciFact abstracts and queries when ../shared/retrieval/scifact is
 * present, otherwise generated prose (a Zipf-like vocabulary of 20,000 words, so term frequencies look like
 * prose; 5,000 documents of ten 12-word sentences, 300 queries of 6 words).
 */
export function loadKbTexts(): { source: 'scifact' | 'generated'; docs: string[]; queries: string[] } {
  if (existsSync(scifact)) {
    const docs = readFileSync(path.join(scifact, 'corpus.jsonl'), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { title: string; text: string })
      .map((d) => `${d.title}\n\n${d.text}`);
    const queries = readFileSync(path.join(scifact, 'queries.jsonl'), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => (JSON.parse(l) as { text: string }).text);
    return { source: 'scifact', docs, queries };
  }
  let seed = 7;
  const rand = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const vocab = Array.from({ length: 20_000 }, (_, i) => `w${i.toString(36)}`);
  const word = () => vocab[Math.floor(vocab.length * rand() ** 3)] as string;
  const sentence = () => `${Array.from({ length: 12 }, word).join(' ')}.`;
  const docs = Array.from({ length: 5000 }, () => Array.from({ length: 10 }, sentence).join(' '));
  const queries = Array.from({ length: 300 }, () => Array.from({ length: 6 }, word).join(' '));
  return { source: 'generated', docs, queries };
}

/**
 * Synthetic chunks for growing a base without fetching or chunking: chunk `c` of item `n` is three of the
 * documents' sentences (those over 40 characters) picked by a fixed stride, so every (n, c) is the same text
 * on every run and items differ from each other.
 */
export function syntheticChunks(docs: string[]): (n: number, count: number) => ChunkToStore[] {
  const sentences = docs.flatMap((d) => d.split(/(?<=\.)\s+/)).filter((s) => s.length > 40);
  return (n, count) =>
    Array.from({ length: count }, (_, c) =>
      storedChunk(
        [0, 1, 2].map((k) => sentences[(n * 7919 + c * 104_729 + k * 31) % sentences.length]).join(' '),
        100,
      ),
    );
}
