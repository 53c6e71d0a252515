import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/client';
import { jobs } from '../db/schema';
import { createTestApp, type TestApp } from '../test/test-app';
import { JobQueue } from './job-queue';

let t: TestApp;
let queue: JobQueue;
beforeAll(async () => {
  t = await createTestApp();
  queue = new JobQueue(t.database.db);
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.database.db.delete(jobs);
});

async function dbNow(): Promise<Date> {
  const [row] = rowsOf<{ now: string | Date }>(await t.database.db.execute(sql`SELECT now() AS now`));
  return new Date(row!.now);
}

describe('JobQueue', () => {
  it('enqueues and claims a due job, counting the attempt', async () => {
    const id = await queue.enqueue('test.echo', { n: 1 }, { teamId: 'team-1', maxAttempts: 3 });
    const [job] = await queue.claim(5, 'worker-a');
    expect(job).toMatchObject({
      id,
      type: 'test.echo',
      payload: { n: 1 },
      teamId: 'team-1',
      status: 'running',
      lockedBy: 'worker-a',
      attempts: 1,
      maxAttempts: 3,
    });
    expect(job!.heartbeatAt).toBeInstanceOf(Date);
    expect(await queue.claim(5, 'worker-b')).toEqual([]);
  });

  it('does not claim a job before its run_at', async () => {
    await queue.enqueue('test.later', {}, { runAt: new Date(Date.now() + 3600_000) });
    expect(await queue.claim(5, 'worker-a')).toEqual([]);
  });

  it('never hands the same job to two concurrent claimers', async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 40; i++) ids.add(await queue.enqueue('test.many', { i }));
    const claimer = async (workerId: string) => {
      const mine: string[] = [];
      for (;;) {
        const batch = await queue.claim(3, workerId);
        if (batch.length === 0) return mine;
        mine.push(...batch.map((j) => j.id));
      }
    };
    const results = await Promise.all(['w1', 'w2', 'w3', 'w4', 'w5', 'w6'].map(claimer));
    const all = results.flat();
    expect(all).toHaveLength(40);
    expect(new Set(all)).toEqual(ids);
    const rows = await t.database.db.select().from(jobs);
    expect(rows.every((r) => r.status === 'running' && r.attempts === 1)).toBe(true);
  });

  it('enqueues inside a transaction: a rollback leaves no job', async () => {
    await expect(
      t.database.db.transaction(async (tx) => {
        await queue.enqueue('test.tx', {}, { tx });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await t.database.db.select().from(jobs)).toEqual([]);
    await t.database.db.transaction(async (tx) => {
      await queue.enqueue('test.tx', {}, { tx });
    });
    expect(await t.database.db.select().from(jobs)).toHaveLength(1);
  });

  it('requeues a failure with a backoff delay and keeps the error', async () => {
    const id = await queue.enqueue('test.fail', {}, { maxAttempts: 3 });
    await queue.claim(1, 'w');
    const before = await dbNow();
    const outcome = await queue.fail(id, 'transient trouble');
    expect(outcome?.status).toBe('queued');
    const row = await queue.get(id);
    expect(row).toMatchObject({
      status: 'queued',
      lastError: 'transient trouble',
      lockedBy: null,
      attempts: 1,
    });
    // Default backoff: 1 s * 2^1 with 50-100 % jitter, so between 1 s and 2 s from now.
    const delay = row!.runAt.getTime() - before.getTime();
    expect(delay).toBeGreaterThanOrEqual(900);
    expect(delay).toBeLessThanOrEqual(2_100);
    expect(await queue.claim(1, 'w')).toEqual([]);
  });

  it('grows the delay exponentially up to the cap', async () => {
    const capped = new JobQueue(t.database.db, { baseMs: 1000, capMs: 5000 });
    const id = await capped.enqueue('test.cap', {}, { maxAttempts: 10 });
    const delays: number[] = [];
    for (let i = 0; i < 4; i++) {
      await t.database.db.update(jobs).set({ runAt: sql`now()` }).where(eq(jobs.id, id));
      await capped.claim(1, 'w');
      const before = await dbNow();
      await capped.fail(id, `failure ${i + 1}`);
      delays.push((await capped.get(id))!.runAt.getTime() - before.getTime());
    }
    // attempts 1..4 -> 2 s, 4 s, 5 s (cap), 5 s (cap), each 50-100 %.
    const bounds = [2000, 4000, 5000, 5000];
    delays.forEach((d, i) => {
      expect(d).toBeGreaterThanOrEqual(bounds[i]! / 2 - 100);
      expect(d).toBeLessThanOrEqual(bounds[i]! + 100);
    });
  });

  it('goes dead once attempts are used up, keeping the last error', async () => {
    const fast = new JobQueue(t.database.db, { baseMs: 0, capMs: 0 });
    const id = await fast.enqueue('test.dead', {}, { maxAttempts: 3 });
    const outcomes: string[] = [];
    for (let i = 1; i <= 3; i++) {
      const [job] = await fast.claim(1, 'w');
      expect(job?.attempts).toBe(i);
      outcomes.push((await fast.fail(id, `boom ${i}`))!.status);
    }
    expect(outcomes).toEqual(['queued', 'queued', 'dead']);
    expect(await fast.get(id)).toMatchObject({ status: 'dead', attempts: 3, lastError: 'boom 3' });
    expect(await fast.claim(1, 'w')).toEqual([]);
  });

  it('sends a permanent failure straight to dead', async () => {
    const id = await queue.enqueue('test.permanent', {}, { maxAttempts: 5 });
    await queue.claim(1, 'w');
    expect((await queue.fail(id, 'unreadable', { permanent: true }))?.status).toBe('dead');
    expect(await queue.get(id)).toMatchObject({ status: 'dead', attempts: 1, lastError: 'unreadable' });
  });

  it('completes only a job the caller still holds', async () => {
    const id = await queue.enqueue('test.done', {});
    await queue.claim(1, 'w1');
    expect(await queue.complete(id, { ok: true }, 'w2')).toBe(false);
    expect(await queue.heartbeat(id, 'w2')).toBe(false);
    expect(await queue.heartbeat(id, 'w1')).toBe(true);
    expect(await queue.complete(id, { ok: true }, 'w1')).toBe(true);
    expect(await queue.get(id)).toMatchObject({ status: 'done', result: { ok: true }, lockedBy: null });
    expect(await queue.fail(id, 'late failure')).toBeNull();
  });

  it('puts a job back in the queue when its worker stops sending heartbeats', async () => {
    const id = await queue.enqueue('test.stale', {}, { maxAttempts: 3 });
    const fresh = await queue.enqueue('test.fresh', {});
    await queue.claim(2, 'crashed-worker');
    await t.database.db
      .update(jobs)
      .set({ heartbeatAt: sql`now() - interval '10 minutes'` })
      .where(eq(jobs.id, id));
    const recovered = await queue.recoverStale(60_000);
    expect(recovered).toEqual({ requeued: 1, dead: [] });
    expect(await queue.get(id)).toMatchObject({ status: 'queued', lockedBy: null });
    expect(await queue.get(fresh)).toMatchObject({ status: 'running', lockedBy: 'crashed-worker' });
    const [again] = await queue.claim(1, 'new-worker');
    expect(again).toMatchObject({ id, attempts: 2, lockedBy: 'new-worker' });
  });

  it('lets a job that keeps losing its worker die instead of looping', async () => {
    const id = await queue.enqueue('test.poison', {}, { maxAttempts: 1 });
    await queue.claim(1, 'crashed-worker');
    await t.database.db
      .update(jobs)
      .set({ heartbeatAt: sql`now() - interval '10 minutes'` })
      .where(eq(jobs.id, id));
    const recovered = await queue.recoverStale(60_000);
    expect(recovered.requeued).toBe(0);
    expect(recovered.dead.map((j) => j.id)).toEqual([id]);
    expect((await queue.get(id))?.status).toBe('dead');
    expect((await queue.get(id))?.lastError).toMatch(/stopped responding/);
  });
});
