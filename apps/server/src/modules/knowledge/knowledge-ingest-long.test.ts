import { monitorEventLoopDelay } from 'node:perf_hooks';
import { blocksFromSource, chunkDense, chunkSemantic, parseSource } from '@prowrite/engine';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema';
import { createWorker } from '../../jobs/job-services';
import { DEFAULT_STALE_AFTER_MS, type Worker, type WorkerLogger } from '../../jobs/worker';
import { createTestApp, type TestApp } from '../../test/test-app';
import { KNOWLEDGE_INGEST_JOB } from './knowledge-ingest-payload';
import { knowledgeKit } from './testing/knowledge-kit';
import { longMarkdown } from './testing/long-markdown';
import { longParagraph } from './testing/long-paragraph';

/**
 * A long text must not hold the event loop past the job heartbeat: otherwise the queue takes the worker for
 * dead, runs the ingestion again elsewhere and the server stops answering meanwhile (decision 0060). The bound
 * is the stale timeout, a correctness bound tied to the heartbeat, not a speed figure: a loaded runner (test
 * files run side by side) stretches every slice, and the job must still never be taken for dead.
 */
describe('ingesting a multi-megabyte text', () => {
  let t: TestApp;
  let worker: Worker;
  const warnings: string[] = [];
  const logger: WorkerLogger = {
    info() {},
    warn(_obj, msg) {
      warnings.push(msg);
    },
    error(_obj, msg) {
      warnings.push(msg);
    },
  };
  const kit = knowledgeKit(() => t);

  beforeAll(async () => {
    t = await createTestApp();
    worker = createWorker(t.services.jobs, { concurrency: 1, logger });
    worker.start();
  });
  afterAll(async () => {
    await worker?.stop();
    await t?.close();
  });

  it(
    'runs once, keeps the event loop answering, and stores the same chunks as a clean run',
    async () => {
      const bytes = Buffer.from(longMarkdown(6_000_000));
      const delay = monitorEventLoopDelay({ resolution: 20 });
      const res = await kit.upload('long-notes.md', bytes, { chunk_type: '0' });
      expect(res.statusCode).toBe(200);
      const { item } = res.json().data;
      delay.enable();
      const done = await kit.settled(item.id, 10 * 60_000);
      delay.disable();

      expect(done.item.status).toBe('success');
      // A clean run: the same file read and chunked at once, outside any job.
      const doc = await parseSource({ bytes, fileId: 'clean', kind: 'md', name: 'long-notes.md' });
      expect(done.item.chunk_count).toBe(chunkDense(blocksFromSource(doc)).length);
      const runs = await t.database.db
        .select({ attempts: jobs.attempts, status: jobs.status })
        .from(jobs)
        .where(eq(jobs.type, KNOWLEDGE_INGEST_JOB));
      expect(runs).toEqual([{ attempts: 1, status: 'done' }]);
      expect(warnings).toEqual([]);
      const maxDelayMs = delay.max / 1e6;
      expect(maxDelayMs).toBeLessThan(DEFAULT_STALE_AFTER_MS);
    },
    15 * 60_000,
  );

  it.each([
    ['semantic', '3'],
    ['dense', '0'],
  ] as const)(
    'chunks one 5 MB paragraph without a line break (%s), keeping the event loop answering',
    async (name, chunkType) => {
      // A different text per case: the same bytes would be the same item (one item per sha1).
      const bytes = Buffer.from(longParagraph(5_000_000, chunkType === '3' ? 11 : 12));
      const delay = monitorEventLoopDelay({ resolution: 20 });
      // Semantic: the paragraph is over the limit, so it is packed by sentences; dense: windows over its words.
      const res = await kit.upload(`one-paragraph-${name}.txt`, bytes, { chunk_type: chunkType });
      expect(res.statusCode).toBe(200);
      const { item } = res.json().data;
      delay.enable();
      const done = await kit.settled(item.id, 10 * 60_000);
      delay.disable();

      expect(done.item.status).toBe('success');
      const doc = await parseSource({ bytes, fileId: 'clean', kind: 'txt', name: 'one-paragraph.txt' });
      const blocks = blocksFromSource(doc);
      expect(blocks.filter((b) => b.text.length > 1_000_000)).toHaveLength(1);
      const clean = chunkType === '3' ? chunkSemantic(blocks) : chunkDense(blocks);
      expect(done.item.chunk_count).toBe(clean.length);
      expect(done.item.chunk_count).toBeGreaterThan(1000);
      const runs = await t.database.db
        .select({ attempts: jobs.attempts, status: jobs.status })
        .from(jobs)
        .where(eq(jobs.type, KNOWLEDGE_INGEST_JOB));
      expect(runs.every((r) => r.attempts === 1 && r.status === 'done')).toBe(true);
      expect(warnings).toEqual([]);
      expect(delay.max / 1e6).toBeLessThan(DEFAULT_STALE_AFTER_MS);
    },
    15 * 60_000,
  );
});
