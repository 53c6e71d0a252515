import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prowrite, repoRoot } from '../testing/run-cli';

const DOCS = [
  {
    _id: 'd1',
    title: 'Aspirin and bleeding',
    text: 'Daily aspirin raised the risk of gastrointestinal bleeding in older adults.',
  },
  { _id: 'd2', title: 'Statins', text: 'Statins lowered LDL cholesterol and cardiovascular events.' },
  { _id: 'd3', title: 'Metformin', text: 'Metformin reduced HbA1c in type 2 diabetes without weight gain.' },
  { _id: 'd4', title: 'Exercise', text: 'Walking thirty minutes a day improved blood pressure.' },
  { _id: 'd5', title: 'Sleep', text: 'Short sleep was associated with obesity in children.' },
  // The same text as d2 under another id: one item, answered for both ids.
  { _id: 'd6', title: 'Statins', text: 'Statins lowered LDL cholesterol and cardiovascular events.' },
];
const QUERIES = [
  { _id: 'q1', text: 'Does aspirin cause bleeding?' },
  { _id: 'q2', text: 'metformin HbA1c diabetes' },
  // Relevant document shares no word with the query: lexical search cannot find it (scores 0).
  { _id: 'q3', text: 'hypnotic drugs for insomnia' },
  { _id: 'q4', text: 'statin cholesterol' },
  { _id: 'q5', text: 'an unjudged query is not scored' },
];
const QRELS = ['query-id\tcorpus-id\tscore', 'q1\td1\t1', 'q2\td3\t1', 'q3\td5\t1', 'q4\td2\t1', 'q4\td6\t1'];

describe('prowrite kb-eval', () => {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'kb-eval-'));
    await mkdir(path.join(dir, 'qrels'));
    await writeFile(path.join(dir, 'corpus.jsonl'), DOCS.map((d) => JSON.stringify(d)).join('\n'));
    await writeFile(path.join(dir, 'queries.jsonl'), QUERIES.map((q) => JSON.stringify(q)).join('\n'));
    await writeFile(path.join(dir, 'qrels', 'test.tsv'), `${QRELS.join('\n')}\n`);
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('ingests the collection through the knowledge base and prints the scores as one JSON line', async () => {
    const run = await prowrite('kb-eval', dir);
    expect(run.stderr).not.toMatch(/kb-eval:/);
    expect(run.code).toBe(0);
    const lines = run.stdout.trim().split('\n');
    expect(lines).toHaveLength(1);
    const result = JSON.parse(lines[0] as string);
    // q1, q2, q4 find their document first (nDCG 1), q3 finds nothing relevant (0): mean 0.75.
    expect(result.ndcg_at_10).toBeCloseTo(0.75, 4);
    expect(result.recall_at_100).toBeCloseTo(0.75, 4);
    expect(result.docs).toBe(6);
    expect(result.queries).toBe(4);
    expect(result.ingest_s).toBeGreaterThan(0);
    expect(result.search_p95_ms).toBeGreaterThan(0);
  });

  it('fails with a message naming the missing file', async () => {
    const empty = await mkdtemp(path.join(tmpdir(), 'kb-eval-empty-'));
    const run = await prowrite('kb-eval', empty);
    await rm(empty, { recursive: true, force: true });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/corpus\.jsonl is missing/);
    expect(run.stdout).toBe('');
  });

  const scifact = path.resolve(repoRoot, '../shared/retrieval/scifact');
  it.skipIf(!existsSync(scifact) && process.env.CI !== 'true')(
    'reads the SciFact collection layout',
    async () => {
      // The whole SciFact run takes minutes (bench/kb-eval-bench.ts); here only its files are checked to load.
      const { readBeirCollection } = await import(
        '@prowrite/server/src/modules/knowledge/eval/beir-collection'
      );
      const collection = await readBeirCollection(scifact);
      expect(collection.docs.length).toBe(5183);
      expect(collection.qrels.size).toBe(300);
    },
  );
});
