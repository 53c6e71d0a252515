/**
 * Knowledge search cold load: what a fresh process's first search of a team costs, at each of `checkpoints`
 * chunks, on PGlite (and PostgreSQL when TEST_DATABASE_URL names a server): `rows` reads every chunk's term
 * vector (no snapshot stored yet), `snapshot` loads the stored index snapshot and the items changed since
 * (here 1% of the items, changed after the snapshot was written). Also the snapshot's size and write time.
 * Prints wall time, this process's CPU and the heap the index holds (after a full collection with
 * --expose-gc); `--profile DIR` writes a .cpuprofile of each cold load.
 * Run: npx tsx --expose-gc bench/kb-cold-load.ts [--checkpoints 20000,100000] [--profile /tmp/prof]
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import { openEmbeddedKnowledgeBase } from '../apps/server/src/modules/knowledge/eval/embedded-knowledge-base';
import { KnowledgeRepository } from '../apps/server/src/modules/knowledge/knowledge.repository';
import {
  type IndexSource,
  KnowledgeSearchIndex,
} from '../apps/server/src/modules/knowledge/search/knowledge-search-index';
import { encodeIndexSnapshot } from '../apps/server/src/modules/knowledge/search/index-snapshot';
import type { TeamSearchIndex } from '../apps/server/src/modules/knowledge/search/team-search-index';
import type { TeamScope } from '../apps/server/src/http/auth';
import { onEachDatabase } from './lib/each-database';
import { loadKbTexts, syntheticChunks } from './lib/kb-texts';

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

/** One cold load of the team through a new cache; prints its figures and answers the index. */
async function coldLoad(
  label: string,
  from: 'rows' | 'snapshot',
  have: number,
  newCache: () => KnowledgeSearchIndex,
): Promise<TeamSearchIndex> {
  const heapBefore = heapMb();
  const session = new Session();
  if (PROFILE_DIR) {
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.start');
  }
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const cache = newCache();
  const index = await cache.current(teamScope);
  const ms = performance.now() - t0;
  const cpu = process.cpuUsage(c0);
  if (PROFILE_DIR) {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(
      path.join(PROFILE_DIR, `cold-${label}-${from}-${have}.cpuprofile`),
      JSON.stringify(profile),
    );
    session.disconnect();
  }
  // The background snapshot write (after a whole read) is not part of the load; let it finish first.
  await cache.idle();
  const heapHeld = heapMb() - heapBefore;
  console.log(
    JSON.stringify({
      db: label,
      from,
      chunks: have,
      indexed: index.size,
      cold_load_ms: round(ms),
      cpu_ms: round((cpu.user + cpu.system) / 1000),
      index_heap_mb: round(heapHeld),
      rss_mb: Math.round(process.memoryUsage().rss / 2 ** 20),
      load_average_1m: round(os.loadavg()[0] ?? 0),
    }),
  );
  return index;
}

let teamScope: TeamScope = { teamId: '' };

async function benchDialect(label: 'pglite' | 'postgres', databaseUrl: string | undefined): Promise<void> {
  const kb = await openEmbeddedKnowledgeBase(databaseUrl ? { databaseUrl } : {});
  const { source, docs } = loadKbTexts();
  const chunksOf = syntheticChunks(docs);
  console.log(JSON.stringify({ db: label, text: source }));
  try {
    const repo = new KnowledgeRepository(kb.database.db);
    teamScope = kb.auth.scope;
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
      // Rows only: what the first start after an upgrade (no snapshot yet) reads.
      const rowsOnly: IndexSource = {
        indexGeneration: (scope) => repo.indexGeneration(scope),
        readIndex: (scope, since, sink) => repo.readIndex(scope, since, sink),
      };
      const fromRows = await coldLoad(label, 'rows', have, () => new KnowledgeSearchIndex(rowsOnly));
      const t0 = performance.now();
      const state = fromRows.exportState();
      const data = state ? encodeIndexSnapshot(state) : null;
      if (!data) throw new Error('the bench index has no snapshot form');
      const encodeMs = performance.now() - t0;
      const generation = await repo.indexGeneration(kb.auth.scope);
      const t1 = performance.now();
      await repo.saveIndexSnapshot(kb.auth.scope, generation, data);
      console.log(
        JSON.stringify({
          db: label,
          chunks: have,
          snapshot_mb: round(data.byteLength / 2 ** 20),
          snapshot_encode_ms: round(encodeMs),
          snapshot_write_ms: round(performance.now() - t1),
        }),
      );
      // 1% of the items change after the snapshot: the cold start applies them on top of it.
      for (let i = 0; i < Math.max(1, Math.floor(n / 100)); i += 1) {
        const victim = (i * 37) % n;
        await repo.replaceChunks(
          kb.auth.scope,
          `cold-${victim}`,
          chunksOf(victim + 1_000_003, CHUNKS_PER_ITEM),
          {},
        );
      }
      const snapshotCache = () => new KnowledgeSearchIndex(new KnowledgeRepository(kb.database.db));
      const fromSnapshot = await coldLoad(label, 'snapshot', have, snapshotCache);
      if (fromSnapshot.size !== have)
        throw new Error(`snapshot load indexed ${fromSnapshot.size} of ${have}`);
    }
  } finally {
    await kb.close();
  }
}

await onEachDatabase(benchDialect);
