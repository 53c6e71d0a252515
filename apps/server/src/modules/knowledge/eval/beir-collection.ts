import { createReadStream } from 'node:fs';
import { access } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';

/** A test collection in BEIR layout: corpus.jsonl, queries.jsonl and qrels/test.tsv. */
export type BeirCollection = {
  docs: { id: string; title: string; text: string }[];
  queries: { id: string; text: string }[];
  /** query id -> document id -> relevance grade (> 0 relevant). */
  qrels: Map<string, Map<string, number>>;
};

async function* lines(file: string): AsyncGenerator<{ line: string; n: number }> {
  let n = 0;
  for await (const line of createInterface({
    input: createReadStream(file, 'utf8'),
    crlfDelay: Number.POSITIVE_INFINITY,
  })) {
    n += 1;
    if (line.trim()) yield { line, n };
  }
}

function field(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

async function jsonl(file: string): Promise<Record<string, unknown>[]> {
  const out: Record<string, unknown>[] = [];
  for await (const { line, n } of lines(file)) {
    try {
      out.push(JSON.parse(line) as Record<string, unknown>);
    } catch {
      throw new Error(`${path.basename(file)} line ${n} is not JSON`);
    }
  }
  return out;
}

/** Reads a BEIR collection; a missing file or malformed line is an error naming it. */
export async function readBeirCollection(dir: string): Promise<BeirCollection> {
  const corpusFile = path.join(dir, 'corpus.jsonl');
  const queriesFile = path.join(dir, 'queries.jsonl');
  const qrelsFile = path.join(dir, 'qrels', 'test.tsv');
  for (const file of [corpusFile, queriesFile, qrelsFile]) {
    try {
      await access(file);
    } catch {
      throw new Error(
        `${file} is missing: a BEIR collection has corpus.jsonl, queries.jsonl and qrels/test.tsv`,
      );
    }
  }
  const docs = (await jsonl(corpusFile)).map((d) => ({
    id: field(d._id),
    title: field(d.title),
    text: field(d.text),
  }));
  const queries = (await jsonl(queriesFile)).map((q) => ({ id: field(q._id), text: field(q.text) }));
  const qrels = new Map<string, Map<string, number>>();
  for await (const { line, n } of lines(qrelsFile)) {
    const [queryId, docId, grade] = line.split('\t');
    if (n === 1 && queryId === 'query-id') continue;
    const score = Number(grade);
    if (!queryId || !docId || !Number.isFinite(score))
      throw new Error(`qrels/test.tsv line ${n} is malformed`);
    let judged = qrels.get(queryId);
    if (!judged) {
      judged = new Map();
      qrels.set(queryId, judged);
    }
    judged.set(docId, score);
  }
  return { docs, queries, qrels };
}
