import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorker } from '../../jobs/job-services';
import type { Worker } from '../../jobs/worker';
import { createTestApp, type TestApp } from '../../test/test-app';
import { KNOWLEDGE_INGEST_JOB } from './knowledge-ingest-payload';
import { knowledgeKit } from './testing/knowledge-kit';

/** A worker that died holding an ingestion: its item is picked up again and nobody is left guessing. */
describe('knowledge ingestion recovery', () => {
  let t: TestApp;
  const kit = knowledgeKit(() => t);
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("re-claims a dead worker's item within 30 s and ends it in success with one set of chunks", async () => {
    const { item } = await kit.create({
      type: 'txt',
      content: 'Dead worker check: beta blockers after infarction.',
    });
    // A worker claims the job, marks the item in progress, then dies: no more heartbeats.
    const [claimed] = await t.services.jobs.queue.claim(1, 'dead-worker/1');
    expect(claimed?.type).toBe(KNOWLEDGE_INGEST_JOB);
    await t.database.db.execute(
      sql`UPDATE knowledge_items SET status = 'inProgress', schedule = 40, heartbeat_at = now() - interval '1 minute' WHERE id = ${item.id}`,
    );
    await t.database.db.execute(
      sql`UPDATE jobs SET heartbeat_at = now() - interval '1 minute' WHERE id = ${claimed?.id ?? ''}`,
    );
    // The stuck detector shows it, in the list filter and on the item.
    const stuck = await kit.list('?stuck=1');
    expect(stuck.data.map((i) => i.id)).toContain(item.id);
    expect((await kit.detail(item.id)).item.stuck).toBe(true);

    const worker: Worker = createWorker(t.services.jobs, { concurrency: 1 });
    const started = Date.now();
    worker.start();
    try {
      const done = await kit.settled(item.id, 30_000);
      expect(Date.now() - started).toBeLessThan(30_000);
      expect(done.item.status).toBe('success');
      expect(done.item.stuck).toBe(false);
      expect(done.chunks).toHaveLength(1);
      expect((await kit.list('?stuck=1')).data.map((i) => i.id)).not.toContain(item.id);
    } finally {
      await worker.stop();
    }
  });

  it('a stuck item may be retried by the user even though it never failed', async () => {
    const { item } = await kit.create({ type: 'txt', content: 'Stuck retry check: loop diuretics.' });
    // Waiting for ten minutes with no worker: stuck; the retry call queues it again.
    await t.database.db.execute(
      sql`UPDATE knowledge_items SET updated_at = now() - interval '11 minutes' WHERE id = ${item.id}`,
    );
    expect((await kit.detail(item.id)).item.stuck).toBe(true);
    expect((await kit.post('/api/knowledge/retry', { ids: [item.id] })).json().data.updated).toBe(1);
    const worker = createWorker(t.services.jobs, { concurrency: 1 });
    worker.start();
    try {
      const done = await kit.settled(item.id);
      expect(done.item.status).toBe('success');
      // Two jobs ran for it (the first one and the retry): still one set of chunks.
      expect(done.chunks).toHaveLength(1);
    } finally {
      await worker.stop();
    }
  });
});
