/**
 * Knowledge base: ingestion rate and search latency through the server's own code, in-process.
 * 1. Ingest: `items` text items (SciFact abstracts when ../shared/retrieval/scifact is present, otherwise
 *    generated text) created through the knowledge service and ingested by the knowledge.ingest job on the
 *    queue (2 workers): items/minute, chunks/second, and how many ended in error or stuck.
 * 2. Search: the base grown to `chunks` chunks (written through the repository's replaceChunks, the job's own
 *    write path, skipping fetch and chunking), then `queries` BM25 searches: p50/p95/max in ms.
 * PGlite by default; DATABASE_URL=postgres://... runs on an empty PostgreSQL database instead.
 * Prints figures; asserts nothing.
 * Run: npx tsx bench/kb-bench.ts [--items 1000] [--chunks 100000] [--queries 200]
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { analyze, termFrequencies } from '@prowrite/engine';
import { openEmbeddedKnowledgeBase } from '../apps/server/src/modules/knowledge/eval/embedded-knowledge-base';
import { percentile } from '../apps/server/src/modules/knowledge/eval/ranking-metrics';
import {
  type ChunkToStore,
  KnowledgeRepository,
} from '../apps/server/src/modules/knowledge/knowledge.repository';

const args = process.argv.slice(2);
const arg = (name: string, fallback: number) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const ITEMS = arg('items', 1000);
const CHUNKS = arg('chunks', 100_000);
const QUERIES = arg('queries', 200);
const CHUNKS_PER_ITEM = 100;

const scifact = path.resolve(import.meta.dirname, '../../shared/retrieval/scifact');

function loadTexts(): { docs: string[]; queries: string[] } {
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
    return { docs, queries };
  }
  // Generated text: a Zipf-like vocabulary, so term frequencies look like prose.
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
  return { docs, queries };
}

async function main(): Promise<void> {
  const { docs, queries } = loadTexts();
  const kb = await openEmbeddedKnowledgeBase(
    process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {},
  );
  const { services, auth } = kb;
  try {
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
    const ingestedChunks = Math.round(chunksPerItem * (counts.success ?? 0));
    console.log(
      JSON.stringify({
        phase: 'ingest',
        db: kb.database.kind,
        items: ITEMS,
        success: counts.success ?? 0,
        error: counts.error ?? 0,
        stuck: list.total_num,
        seconds: Math.round(seconds * 10) / 10,
        items_per_minute: Math.round((ITEMS / seconds) * 60),
        chunks_per_second_approx: Math.round(ingestedChunks / seconds),
      }),
    );
    await kb.worker.stop();

    // 2. Grow to CHUNKS chunks through the repository's write path, then time searches.
    const repo = new KnowledgeRepository(kb.database.db);
    const sentences = docs.flatMap((d) => d.split(/(?<=\.)\s+/)).filter((s) => s.length > 40);
    let have = ingestedChunks;
    let n = 0;
    const growStart = performance.now();
    while (have < CHUNKS) {
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
      const chunks: ChunkToStore[] = [];
      for (let c = 0; c < Math.min(CHUNKS_PER_ITEM, CHUNKS - have); c += 1) {
        const text = [0, 1, 2]
          .map((k) => sentences[(n * 7919 + c * 104_729 + k * 31) % sentences.length])
          .join(' ');
        const terms = analyze(text);
        chunks.push({
          text,
          tokens: terms.length,
          heading: '',
          fileId: null,
          page: null,
          quote: text.slice(0, 100),
          terms: termFrequencies(terms),
          length: terms.length,
        });
      }
      await repo.replaceChunks(auth.scope, id, chunks, {});
      have += chunks.length;
      n += 1;
    }
    const growSeconds = (performance.now() - growStart) / 1000;
    const latencies: number[] = [];
    // Warm-up query (plans, caches), not counted.
    await services.knowledge.search(auth.scope, { query: queries[0] as string, limit: 10 });
    for (let i = 0; i < QUERIES; i += 1) {
      const t0 = performance.now();
      await services.knowledge.search(auth.scope, {
        query: queries[i % queries.length] as string,
        limit: 10,
      });
      latencies.push(performance.now() - t0);
    }
    const round = (x: number) => Math.round(x * 10) / 10;
    console.log(
      JSON.stringify({
        phase: 'search',
        db: kb.database.kind,
        chunks: have,
        grow_seconds: round(growSeconds),
        queries: QUERIES,
        p50_ms: round(percentile(latencies, 50)),
        p95_ms: round(percentile(latencies, 95)),
        max_ms: round(Math.max(...latencies)),
      }),
    );
  } finally {
    await kb.close();
  }
}

await main();
