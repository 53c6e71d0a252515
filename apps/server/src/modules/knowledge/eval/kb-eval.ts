import { readBeirCollection } from './beir-collection';
import { openEmbeddedKnowledgeBase } from './embedded-knowledge-base';
import { ndcgAt, percentile, recallAt } from './ranking-metrics';

export type KbEvalResult = {
  ndcg_at_10: number;
  recall_at_100: number;
  docs: number;
  queries: number;
  ingest_s: number;
  search_p95_ms: number;
};

export type KbEvalOptions = {
  /** A PostgreSQL URL to evaluate on instead of a fresh embedded PGlite (an empty database). */
  databaseUrl?: string;
  /** Ingestion workers (default 2, the machine's cores). */
  concurrency?: number;
  /** Longest wait for ingestion to finish. */
  ingestTimeoutMs?: number;
};

const ROUND = (x: number, digits = 4) => Math.round(x * 10 ** digits) / 10 ** digits;

/**
 * Ingests a BEIR collection into a fresh knowledge base through the server's own application (the create
 * call, the knowledge.ingest job on the queue, the SQL BM25 search) and scores the ranking: nDCG@10 and
 * Recall@100 over the judged queries, the ingestion time, and the 95th percentile of search latency.
 * Documents are txt items "title\n\ntext"; identical texts are one item that stands for each of their ids.
 */
export async function runKbEval(dir: string, options: KbEvalOptions = {}): Promise<KbEvalResult> {
  const collection = await readBeirCollection(dir);
  const kb = await openEmbeddedKnowledgeBase(options);
  const { services, auth } = kb;
  try {
    const started = performance.now();
    kb.worker.start();
    const docIdsOfItem = new Map<string, string[]>();
    for (const doc of collection.docs) {
      const content = [doc.title, doc.text].filter((s) => s.trim()).join('\n\n');
      if (!content.trim()) continue;
      const { item } = await services.knowledge.create(auth, {
        type: 'txt',
        content,
        name: doc.id.slice(0, 200),
      });
      const ids = docIdsOfItem.get(item.id) ?? [];
      ids.push(doc.id);
      docIdsOfItem.set(item.id, ids);
    }
    const counts = await kb.drain(options.ingestTimeoutMs ?? 60 * 60_000);
    const ingestSeconds = (performance.now() - started) / 1000;
    if ((counts.error ?? 0) > 0) throw new Error(`${counts.error} documents failed to ingest`);

    let ndcg = 0;
    let recall = 0;
    let judgedQueries = 0;
    const latencies: number[] = [];
    for (const query of collection.queries) {
      const judged = collection.qrels.get(query.id);
      if (!judged) continue;
      judgedQueries += 1;
      const t0 = performance.now();
      const hits = await services.knowledge.rankItems(auth.scope, query.text, 100);
      latencies.push(performance.now() - t0);
      const ranked = hits.flatMap((h) => docIdsOfItem.get(h.itemId) ?? []);
      ndcg += ndcgAt(10, ranked, judged);
      recall += recallAt(100, ranked, judged);
    }
    return {
      ndcg_at_10: ROUND(judgedQueries ? ndcg / judgedQueries : 0),
      recall_at_100: ROUND(judgedQueries ? recall / judgedQueries : 0),
      docs: collection.docs.length,
      queries: judgedQueries,
      ingest_s: ROUND(ingestSeconds, 1),
      search_p95_ms: ROUND(percentile(latencies, 95), 1),
    };
  } finally {
    await kb.close();
  }
}
