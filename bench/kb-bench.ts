/**
 * Knowledge base: ingestion rate and search latency through the server's own code, in-process.
 * 1. Ingest: `items` text items (SciFact abstracts when ../shared/retrieval/scifact is present, otherwise
 *    generated text) created through the knowledge service and ingested by the knowledge.ingest job on the
 *    queue (2 workers): items/minute, chunks/second, and how many ended in error or stuck. `--items 0` skips it.
 * 2. Search: the base grown to each of `checkpoints` chunks (written through the repository's replaceChunks,
 *    the job's own write path, skipping fetch and chunking). At each: the first search after the growth (the
 *    process's index catching up), a cold load (a new process's first search), `queries` searches (p50/p95/max
 *    in ms), and `churn` rounds of "one item's 100 chunks replaced, then a search" (what a search costs
 *    while ingestion goes on).
 * Wall-clock and this process's CPU time per search are both printed (with the load average): on a shared
 * machine the wall time includes waiting for a core. On PostgreSQL the server's own CPU is not counted.
 * PGlite always; PostgreSQL too when TEST_DATABASE_URL names a server (a throw-away database on it;
 * `bash scripts/pg-temp.sh start /tmp/pg-kb 55441` starts one). Prints figures; asserts nothing.
 * Run: npx tsx --expose-gc bench/kb-bench.ts [--items 1000] [--checkpoints 20000,100000] [--queries 200] [--churn 20]
 */
import os from 'node:os';
import { openEmbeddedKnowledgeBase } from '../apps/server/src/modules/knowledge/eval/embedded-knowledge-base';
import { percentile } from '../apps/server/src/modules/knowledge/eval/ranking-metrics';
import { KnowledgeRepository } from '../apps/server/src/modules/knowledge/knowledge.repository';
import { KnowledgeSearchIndex } from '../apps/server/src/modules/knowledge/search/knowledge-search-index';
import { onEachDatabase } from './lib/each-database';
import { loadKbTexts, syntheticChunks } from './lib/kb-texts';

const args = process.argv.slice(2);
const arg = (name: string, fallback: string) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? (args[at + 1] ?? fallback) : fallback;
};
const ITEMS = Number(arg('items', '1000'));
const CHECKPOINTS = arg('checkpoints', '20000,100000')
  .split(',')
  .map(Number)
  .sort((a, b) => a - b);
const QUERIES = Number(arg('queries', '200'));
const CHURN = Number(arg('churn', '20'));
const CHUNKS_PER_ITEM = 100;
const round = (x: number) => Math.round(x * 10) / 10;
/** JS heap in use; after a full collection when run with --expose-gc (otherwise garbage counts too). */
const heapMb = () => {
  (globalThis as { gc?: () => void }).gc?.();
  return Math.round(process.memoryUsage().heapUsed / 2 ** 20);
};

async function benchDialect(label: 'pglite' | 'postgres', databaseUrl: string | undefined): Promise<void> {
  const { docs, queries } = loadKbTexts();
  const kb = await openEmbeddedKnowledgeBase(databaseUrl ? { databaseUrl } : {});
  const { services, auth } = kb;
  try {
    let ingestedChunks = 0;
    if (ITEMS > 0) {
      // 1. Ingestion through create + job.
      const started = performance.now();
      kb.worker.start();
      for (let i = 0; i < ITEMS; i += 1) {
        const text = docs[i % docs.length] as string;
        // A counter line keeps repeated texts distinct items (the same bytes would be one item).
        await services.knowledge.create(auth, { type: 'txt', content: `${text}\n\nItem ${i}` });
      }
      const counts = await kb.drain(60 * 60_000);
      const seconds = (performance.now() - started) / 1000;
      const list = await services.knowledge.list(auth.scope, {
        pageno: 0,
        pagesize: 1,
        stuck: '1',
        order: 'updated_at',
      });
      const stored = await services.knowledge.list(auth.scope, {
        pageno: 0,
        pagesize: 200,
        order: 'updated_at',
      });
      const chunksPerItem =
        stored.data.reduce((s, i) => s + i.chunk_count, 0) / Math.max(1, stored.data.length);
      ingestedChunks = Math.round(chunksPerItem * (counts.success ?? 0));
      console.log(
        JSON.stringify({
          phase: 'ingest',
          db: label,
          items: ITEMS,
          success: counts.success ?? 0,
          error: counts.error ?? 0,
          stuck: list.total_num,
          seconds: round(seconds),
          items_per_minute: Math.round((ITEMS / seconds) * 60),
          chunks_per_second_approx: Math.round(ingestedChunks / seconds),
        }),
      );
      await kb.worker.stop();
    }

    // 2. Grow through the repository's write path; time searches at each checkpoint.
    const repo = new KnowledgeRepository(kb.database.db);
    const chunksOf = syntheticChunks(docs);
    const search = (i: number) =>
      services.knowledge.search(auth.scope, { query: queries[i % queries.length] as string, limit: 10 });
    let have = ingestedChunks;
    let n = 0;
    for (const target of CHECKPOINTS) {
      const growStart = performance.now();
      while (have < target) {
        const id = `bench-${n}`;
        const item = await repo.insertItem({
          id,
          teamId: auth.teamId,
          ownerId: auth.userId,
          name: id,
          type: 'txt',
          status: 'inProgress',
          sourceKey: `bench:${n}`,
        });
        if (!item) throw new Error('bench item not inserted');
        const chunks = chunksOf(n, Math.min(CHUNKS_PER_ITEM, target - have));
        await repo.replaceChunks(auth.scope, id, chunks, {});
        have += chunks.length;
        n += 1;
      }
      const growSeconds = (performance.now() - growStart) / 1000;
      // The first search after the growth: this process's index catches up with what was written.
      let t0 = performance.now();
      await search(0);
      const catchUpMs = performance.now() - t0;
      // A process with nothing cached (a restart, another instance): its first search reads the team whole.
      t0 = performance.now();
      await new KnowledgeSearchIndex(new KnowledgeRepository(kb.database.db)).current(auth.scope);
      const coldLoadMs = performance.now() - t0;
      const latencies: number[] = [];
      // CPU time of this process per search: on a shared machine wall time also counts the waits for a core.
      const cpu: number[] = [];
      for (let i = 0; i < QUERIES; i += 1) {
        const c0 = process.cpuUsage();
        t0 = performance.now();
        await search(i);
        latencies.push(performance.now() - t0);
        const used = process.cpuUsage(c0);
        cpu.push((used.user + used.system) / 1000);
      }
      // Search while ingestion goes on: each round replaces one item's chunks (a retry), then searches.
      const afterChange: number[] = [];
      for (let i = 0; i < CHURN; i += 1) {
        const victim = (i * 37) % Math.max(1, n);
        await repo.replaceChunks(
          auth.scope,
          `bench-${victim}`,
          chunksOf(victim + 1_000_003 * (i + 1), CHUNKS_PER_ITEM),
          {},
        );
        t0 = performance.now();
        await search(i);
        afterChange.push(performance.now() - t0);
      }
      console.log(
        JSON.stringify({
          phase: 'search',
          db: label,
          chunks: have,
          grow_seconds: round(growSeconds),
          first_search_after_growth_ms: round(catchUpMs),
          cold_load_ms: round(coldLoadMs),
          queries: QUERIES,
          p50_ms: round(percentile(latencies, 50)),
          p95_ms: round(percentile(latencies, 95)),
          max_ms: round(Math.max(...latencies)),
          cpu_p50_ms: round(percentile(cpu, 50)),
          cpu_p95_ms: round(percentile(cpu, 95)),
          load_average_1m: round(os.loadavg()[0] ?? 0),
          after_change_p50_ms: round(percentile(afterChange, 50)),
          after_change_p95_ms: round(percentile(afterChange, 95)),
          heap_mb: heapMb(),
        }),
      );
    }
  } finally {
    await kb.close();
  }
}

await onEachDatabase(benchDialect);
