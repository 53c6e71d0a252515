import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PgSession } from '../db/database-session';
import { jobs } from '../db/schema';
import { createTestApp, type TestApp } from '../test/test-app';
import { waitFor } from '../test/wait-for';
import { JobQueue } from './job-queue';
import { defineJob, JobRegistry } from './job-registry';
import { createProcessWorker } from './job-services';
import { Worker, type WorkerOptions } from './worker';
import { workerLockName } from './worker-identity';

// Recovery is asserted by behaviour: the stale timeout is set far beyond the test's deadline, so a job that
// comes back anyway was reclaimed by identity or session lock, not by waiting for its heartbeat to age.
const NEVER_STALE_MS = 10 * 60_000;

let t: TestApp;
let queue: JobQueue;
const workers: Worker[] = [];
beforeAll(async () => {
  t = await createTestApp();
  queue = new JobQueue(t.database.db, { baseMs: 0, capMs: 0 });
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.database.db.delete(jobs);
});
afterEach(async () => {
  await Promise.all(workers.splice(0).map((w) => w.stop(0)));
});

function start(registry: JobRegistry, options: Partial<WorkerOptions>): Worker {
  const worker = new Worker({
    queue,
    registry,
    concurrency: 2,
    pollIntervalMs: 20,
    heartbeatIntervalMs: 50,
    staleAfterMs: NEVER_STALE_MS,
    ...options,
  });
  workers.push(worker);
  worker.start();
  return worker;
}

const echo = () =>
  new JobRegistry().register(
    defineJob({ type: 'echo', payload: z.object({ text: z.string() }), run: async (p) => p.text }),
  );
const done = (id: string) => async () => ((await queue.get(id))?.status === 'done' ? true : undefined);

describe('worker recovery after a crash', () => {
  it('a restarted worker requeues the jobs of its earlier life at once, and only those', async () => {
    const mine = await queue.enqueue('echo', { text: 'mine' });
    await queue.claim(1, 'host-a#1/4242-dead'); // claimed, then the process died without releasing it
    const neighbour = await queue.enqueue('echo', { text: 'neighbour' });
    await queue.claim(1, 'host-a#10/77-alive'); // a live worker whose identity shares a prefix
    expect((await queue.get(mine))?.status).toBe('running');

    start(echo(), { identity: 'host-a#1' });
    await waitFor(done(mine), { what: 'the interrupted job to resume' });
    expect(await queue.get(mine)).toMatchObject({ result: 'mine', attempts: 2 });
    // A later job proves the loop has gone round many times; the other identity's job was left alone.
    const later = await queue.enqueue('echo', { text: 'later' });
    await waitFor(done(later));
    expect(await queue.get(neighbour)).toMatchObject({ status: 'running', lockedBy: 'host-a#10/77-alive' });
  });

  it('createProcessWorker takes a lasting identity and reclaims its own jobs on restart', async () => {
    const id = await queue.enqueue('echo', { text: 'resumed' });
    await queue.claim(1, 'restart-test#1/1-crashed');
    const worker = await createProcessWorker({ queue, registry: echo() }, t.database, {
      concurrency: 1,
      workerId: 'restart-test',
    });
    workers.push(worker);
    expect(worker.identity).toBe('restart-test#1');
    expect(worker.id.startsWith('restart-test#1/')).toBe(true);
    worker.start();
    await waitFor(done(id), { what: 'the job of the earlier incarnation to resume' });
    expect((await queue.get(id))?.attempts).toBe(2);
  });

  it('two live workers never both complete one job: the loser is aborted on its next heartbeat', async () => {
    const events: string[] = [];
    const registry = (name: string) =>
      new JobRegistry().register(
        defineJob({
          type: 'long',
          payload: z.object({}),
          run: (_p, ctx) =>
            new Promise((resolve, reject) => {
              if (name === 'b') return resolve(`finished by ${name}`);
              ctx.signal.addEventListener('abort', () => {
                events.push(`${name} aborted`);
                reject(new Error('aborted'));
              });
            }),
        }),
      );
    const id = await queue.enqueue('long', {});
    // a's heartbeat comes less often than b's stale timeout: each period leaves b a window in which a looks
    // frozen, however late b polls on a loaded machine (a 100 ms heartbeat refreshed it before b looked). One
    // slot, held by the frozen run: a cannot claim the requeued job back before b does.
    const a = start(registry('a'), { workerId: 'a/1', heartbeatIntervalMs: 3_000, concurrency: 1 });
    await waitFor(async () => (await queue.get(id))?.lockedBy === a.id);
    // Worker a looks frozen to b: its heartbeat is old, and b's stale timeout is short.
    await t.database.db
      .update(jobs)
      .set({ heartbeatAt: sql`now() - interval '10 minutes'` })
      .where(eq(jobs.id, id));
    start(registry('b'), { workerId: 'b/1', staleAfterMs: 1_000 });
    await waitFor(done(id), { what: 'b to finish the job' });
    await waitFor(() => events.includes('a aborted'), { what: 'a to notice it lost the job' });
    expect(await queue.get(id)).toMatchObject({ status: 'done', result: 'finished by b', attempts: 2 });
    // a's outcome (a failure after its abort) did not overwrite b's.
    expect(await queue.complete(id, 'late', a.id)).toBe(false);
    expect(await queue.fail(id, 'late', { owner: a.id })).toBeNull();
  });

  it('stop(0) hands running jobs back at once, without using an attempt', async () => {
    const registry = new JobRegistry().register(
      defineJob({
        type: 'wait-for-abort',
        payload: z.object({}),
        run: (_p, ctx) =>
          new Promise((_resolve, reject) => {
            ctx.signal.addEventListener('abort', () => reject(new Error('interrupted')));
          }),
      }),
    );
    const id = await queue.enqueue('wait-for-abort', {}, { maxAttempts: 1 });
    const w = start(registry, { identity: 'stopping#1' });
    await waitFor(async () => (await queue.get(id))?.status === 'running');
    await w.stop(0);
    expect(await queue.get(id)).toMatchObject({
      status: 'queued',
      attempts: 0,
      lockedBy: null,
      lastError: null,
    });
    const [again] = await queue.claim(1, 'next#1/1');
    expect(again).toMatchObject({ id, attempts: 1 });
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'on PostgreSQL, a peer requeues the jobs of a worker whose process (session lock) is gone',
    async () => {
      if (t.database.kind !== 'postgres' || !t.config.databaseUrl) throw new Error('expected PostgreSQL');
      const pg = await import('pg');
      const pool = new pg.default.Pool({ connectionString: t.config.databaseUrl, max: 2 });
      const ghost = new PgSession(t.config.databaseUrl, pool);
      try {
        expect(await ghost.tryHoldLock(workerLockName('ghost#1'))).toBe(true);
        const id = await queue.enqueue('echo', { text: 'ghost' });
        await queue.claim(1, 'ghost#1/1-live');
        // A claim by a worker that holds no identity lock (an older version) waits for staleness instead.
        const legacy = await queue.enqueue('echo', { text: 'legacy' });
        await queue.claim(1, 'old-host:123:abcd');
        const peer = start(echo(), { identity: 'peer#1', session: t.database.session });
        const probe = await queue.enqueue('echo', { text: 'probe' });
        await waitFor(done(probe));
        await new Promise((resolve) => setTimeout(resolve, 200)); // several recovery rounds
        expect((await queue.get(id))?.lockedBy).toBe('ghost#1/1-live'); // alive: left alone
        await ghost.close(); // the process dies: PostgreSQL frees its lock
        await waitFor(done(id), { what: 'the peer to take over' });
        expect((await queue.get(id))?.result).toBe('ghost');
        expect((await queue.get(legacy))?.lockedBy).toBe('old-host:123:abcd');
        expect(peer.identity).toBe('peer#1');
      } finally {
        await ghost.close();
        await pool.end();
      }
    },
  );
});
