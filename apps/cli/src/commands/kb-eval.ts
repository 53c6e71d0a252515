import { runKbEval } from '@prowrite/server/src/modules/knowledge/eval/kb-eval';

/**
 * `prowrite kb-eval <dir> [--database-url URL]`: one JSON line {ndcg_at_10, recall_at_100, docs, queries,
 * ingest_s, search_p95_ms} for a BEIR collection ingested into a fresh knowledge base.
 */
export async function kbEvalCommand(args: string[]): Promise<number> {
  const urlAt = args.indexOf('--database-url');
  const databaseUrl = urlAt >= 0 ? args[urlAt + 1] : undefined;
  const dir = args.find((a, i) => !a.startsWith('--') && (urlAt < 0 || i !== urlAt + 1));
  if (!dir) {
    process.stderr.write('usage: prowrite kb-eval <dir with corpus.jsonl, queries.jsonl, qrels/test.tsv>\n');
    return 1;
  }
  try {
    const result = await runKbEval(dir, databaseUrl ? { databaseUrl } : {});
    process.stdout.write(`${JSON.stringify(result)}\n`);
    return 0;
  } catch (err) {
    process.stderr.write(`kb-eval: ${err instanceof Error ? err.message : String(err)}\n`);
    return 1;
  }
}
