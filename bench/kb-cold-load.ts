/**
 * Knowledge search cold load: what a fresh process's first search of a team costs (the whole team read
 * into the in-process index), at each of `checkpoints` chunks, on PGlite (and PostgreSQL when
 * TEST_DATABASE_URL names a server). Prints wall time, this process's CPU and the heap the index holds
 * (after a full collection with --expose-gc); `--profile DIR` writes a .cpuprofile of each cold load.
 * Run: npx tsx --expose-gc bench/kb-cold-load.ts [--checkpoints 20000,100000] [--profile /tmp/prof]
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import { analyze, termFrequencies } from '@prowrite/engine';
import { openEmbeddedKnowledgeBase } from '../apps/server/src/modules/knowledge/eval/embedded-knowledge-base';
import {
  type ChunkToStore,
  KnowledgeRepository,
} from '../apps/server/src/modules/knowledge/knowledge.repository';
import { KnowledgeSearchIndex } from '../apps/server/src/modules/knowledge/search/knowledge-search-index';
import { throwAwayDatabase } from '../apps/server/src/test/test-app';

const args = process.argv.slice(2);
const arg = (name: string, fallback: string) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? (args[at + 1] ?? fallback) : fallback;
};
const CHECKPOINTS = arg('checkpoints', '20000,100000')
  .split(',')
  .map(Number)
  .sort((a, b) => a - b);
const PROFILE_DIR = arg('profile', '');
const CHUNKS_PER_ITEM = 100;
const round = (x: number) => Math.round(x * 10) / 10;
const heapMb = () => {
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage().heapUsed / 2 ** 20;
};

/** Generated prose: a Zipf-like vocabulary of 20,000 words, sentences of 12, chunks of 36 words. */
function chunkMaker(): (n: number, count: number) => ChunkToStore[] {
  let seed = 7;
  const rand = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const vocab = Array.from({ length: 20_000 }, (_, i) => `w${i.toString(36)}`);
  const word = () => vocab[Math.floor(vocab.length * rand() ** 3)] as string;
  const sentences = Array.from({ length: 50_000 }, () => `${Array.from({ length: 12 }, word).join(' ')}.`);
  return (n, count) =>
    Array.from({ length: count }, (_, c) => {
      const text = [0, 1, 2]
        .map((k) => sentences[(n * 7919 + c * 104_729 + k * 31) % sentences.length])
        .join(' ');
      const terms = analyze(text);
      return {
        text,
        tokens: terms.length,
        heading: '',
        fileId: null,
        page: null,
        quote: text.slice(0, 100),
        terms: termFrequencies(terms),
        length: terms.length,
      };
    });
}

async function benchDialect(label: 'pglite' | 'postgres', databaseUrl: string | undefined): Promise<void> {
  const kb = await openEmbeddedKnowledgeBase(databaseUrl ? { databaseUrl } : {});
  const chunksOf = chunkMaker();
  try {
    const repo = new KnowledgeRepository(kb.database.db);
    let have = 0;
    let n = 0;
    for (const target of CHECKPOINTS) {
      while (have < target) {
        const id = `cold-${n}`;
        await repo.insertItem({
          id,
          teamId: kb.auth.teamId,
          ownerId: kb.auth.userId,
          name: id,
          type: 'txt',
          status: 'inProgress',
          sourceKey: `cold:${n}`,
        });
        const chunks = chunksOf(n, Math.min(CHUNKS_PER_ITEM, target - have));
        await repo.replaceChunks(kb.auth.scope, id, chunks, {});
        have += chunks.length;
        n += 1;
      }
      const session = new Session();
      if (PROFILE_DIR) {
        session.connect();
        await session.post('Profiler.enable');
        await session.post('Profiler.start');
      }
      const heapBefore = heapMb();
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      const cache = new KnowledgeSearchIndex(new KnowledgeRepository(kb.database.db));
      const index = await cache.current(kb.auth.scope);
      const ms = performance.now() - t0;
      const cpu = process.cpuUsage(c0);
      if (PROFILE_DIR) {
        const { profile } = await session.post('Profiler.stop');
        writeFileSync(path.join(PROFILE_DIR, `cold-${label}-${have}.cpuprofile`), JSON.stringify(profile));
        session.disconnect();
      }
      const heapHeld = heapMb() - heapBefore;
      console.log(
        JSON.stringify({
          db: label,
          chunks: have,
          indexed: index.size,
          cold_load_ms: round(ms),
          cpu_ms: round((cpu.user + cpu.system) / 1000),
          index_heap_mb: round(heapHeld),
          rss_mb: Math.round(process.memoryUsage().rss / 2 ** 20),
          load_average_1m: round(os.loadavg()[0] ?? 0),
        }),
      );
    }
  } finally {
    await kb.close();
  }
}

await benchDialect('pglite', undefined);
if (process.env.TEST_DATABASE_URL) {
  const { url, drop } = await throwAwayDatabase();
  try {
    await benchDialect('postgres', url);
  } finally {
    await drop();
  }
}
