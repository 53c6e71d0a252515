import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jobs } from '../db/schema';
import { createTestApp, type TestApp } from '../test/test-app';
import { waitFor } from '../test/wait-for';
import { JobQueue } from './job-queue';
import { defineJob, JobRegistry, PermanentJobError } from './job-registry';
import { Worker } from './worker';

let t: TestApp;
let queue: JobQueue;
let worker: Worker | null = null;
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
  await worker?.stop();
  worker = null;
});

const echoPayload = z.object({ text: z.string() });

function startWorker(registry: JobRegistry, concurrency = 2, extra: { staleAfterMs?: number } = {}) {
  worker = new Worker({
    queue,
    registry,
    concurrency,
    pollIntervalMs: 20,
    heartbeatIntervalMs: 50,
    ...extra,
  });
  worker.start();
  return worker;
}

const statusOf = async (id: string) => (await queue.get(id))?.status;
const finished = (id: string) => async () => {
  const status = await statusOf(id);
  return status === 'done' || status === 'dead' ? status : undefined;
};

describe('JobRegistry', () => {
  it('refuses to boot when a known job type has no handler', () => {
    const registry = new JobRegistry().register(
      defineJob({ type: 'a', payload: z.object({}), run: async () => null }),
    );
    expect(() => registry.assertComplete(['a'])).not.toThrow();
    expect(() => registry.assertComplete(['a', 'file.parse', 'deck.generate'])).toThrow(
      'No job handler registered for: file.parse, deck.generate',
    );
  });

  it('refuses a type registered twice', () => {
    const def = defineJob({ type: 'a', payload: z.object({}), run: async () => null });
    expect(() => new JobRegistry().register(def).register(def)).toThrow(/registered twice/);
  });

  it('validates payloads with the handler schema', () => {
    const registry = new JobRegistry().register(
      defineJob({ type: 'echo', payload: echoPayload, run: async (p) => p.text }),
    );
    expect(registry.get('echo')?.parsePayload({ text: 'hi' })).toEqual({ ok: true, payload: { text: 'hi' } });
    const bad = registry.get('echo')?.parsePayload({ text: 42 });
    expect(bad?.ok).toBe(false);
  });
});

describe('Worker', () => {
  it('runs jobs and stores their results', async () => {
    const registry = new JobRegistry().register(
      defineJob({ type: 'echo', payload: echoPayload, run: async (p) => ({ echoed: p.text.toUpperCase() }) }),
    );
    startWorker(registry);
    const id = await queue.enqueue('echo', { text: 'hello' });
    expect(await waitFor(finished(id))).toBe('done');
    expect((await queue.get(id))?.result).toEqual({ echoed: 'HELLO' });
  });

  it('keeps running after a handler throws, and retries it until dead', async () => {
    const seen: number[] = [];
    const dead: string[] = [];
    const registry = new JobRegistry()
      .register(
        defineJob({
          type: 'boom',
          payload: z.object({}),
          run: async (_p, ctx) => {
            seen.push(ctx.attempt);
            throw new Error(`exploded on attempt ${ctx.attempt}`);
          },
          onDead: async (_p, error) => {
            dead.push(error);
          },
        }),
      )
      .register(
        defineJob({
          type: 'throws-string',
          payload: z.object({}),
          run: async () => {
            throw 'not an Error';
          },
        }),
      )
      .register(defineJob({ type: 'echo', payload: echoPayload, run: async (p) => p.text }));
    startWorker(registry);
    const boom = await queue.enqueue('boom', {}, { maxAttempts: 3 });
    const odd = await queue.enqueue('throws-string', {}, { maxAttempts: 1 });
    expect(await waitFor(finished(boom))).toBe('dead');
    expect(await waitFor(finished(odd))).toBe('dead');
    expect(seen).toEqual([1, 2, 3]);
    expect(dead).toEqual(['exploded on attempt 3']);
    expect((await queue.get(boom))?.lastError).toBe('exploded on attempt 3');
    expect((await queue.get(odd))?.lastError).toBe('not an Error');
    // The loop is still alive.
    const later = await queue.enqueue('echo', { text: 'still here' });
    expect(await waitFor(finished(later))).toBe('done');
  });

  it('does not retry a permanent error', async () => {
    let runs = 0;
    const registry = new JobRegistry().register(
      defineJob({
        type: 'unreadable',
        payload: z.object({}),
        run: async () => {
          runs++;
          throw new PermanentJobError('This PDF is encrypted');
        },
      }),
    );
    startWorker(registry);
    const id = await queue.enqueue('unreadable', {}, { maxAttempts: 5 });
    expect(await waitFor(finished(id))).toBe('dead');
    expect(runs).toBe(1);
    expect((await queue.get(id))?.lastError).toBe('This PDF is encrypted');
  });

  it('kills jobs with an invalid payload or an unknown type without running anything', async () => {
    let runs = 0;
    const registry = new JobRegistry().register(
      defineJob({
        type: 'echo',
        payload: echoPayload,
        run: async () => {
          runs++;
        },
      }),
    );
    startWorker(registry);
    const bad = await queue.enqueue('echo', { text: 7 });
    const unknown = await queue.enqueue('nobody.handles.this', {});
    expect(await waitFor(finished(bad))).toBe('dead');
    expect(await waitFor(finished(unknown))).toBe('dead');
    expect(runs).toBe(0);
    expect((await queue.get(bad))?.lastError).toMatch(/Invalid payload for job "echo"/);
    expect((await queue.get(unknown))?.lastError).toBe('No handler for job type "nobody.handles.this"');
  });

  it('never runs more than `concurrency` handlers at once', async () => {
    let active = 0;
    let peak = 0;
    const registry = new JobRegistry().register(
      defineJob({
        type: 'slow',
        payload: z.object({}),
        run: async () => {
          active++;
          peak = Math.max(peak, active);
          await new Promise((resolve) => setTimeout(resolve, 30));
          active--;
        },
      }),
    );
    startWorker(registry, 3);
    const ids = await Promise.all(Array.from({ length: 10 }, () => queue.enqueue('slow', {})));
    for (const id of ids) expect(await waitFor(finished(id))).toBe('done');
    expect(peak).toBeLessThanOrEqual(3);
    expect(peak).toBeGreaterThan(1);
  });

  it('sends heartbeats while a handler runs, and stop() waits for it to finish', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const registry = new JobRegistry().register(
      defineJob({ type: 'gated', payload: z.object({}), run: async () => gate.then(() => 'finished') }),
    );
    const w = startWorker(registry);
    const id = await queue.enqueue('gated', {});
    const first = await waitFor(async () => (await queue.get(id))?.heartbeatAt ?? undefined);
    await waitFor(
      async () => {
        const beat = (await queue.get(id))?.heartbeatAt;
        return beat && beat.getTime() > first.getTime();
      },
      { what: 'a later heartbeat' },
    );
    let stopped = false;
    const stopping = w.stop().then(() => {
      stopped = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stopped).toBe(false);
    expect(await statusOf(id)).toBe('running');
    release();
    await stopping;
    expect(await statusOf(id)).toBe('done');
    worker = null;
  });

  it('restarts the job of a worker that died (stale heartbeat)', async () => {
    const id = await queue.enqueue('echo', { text: 'orphan' });
    await queue.claim(1, 'crashed-worker');
    await t.database.db
      .update(jobs)
      .set({ heartbeatAt: sql`now() - interval '10 minutes'` })
      .where(eq(jobs.id, id));
    const registry = new JobRegistry().register(
      defineJob({ type: 'echo', payload: echoPayload, run: async (p) => p.text }),
    );
    startWorker(registry, 1, { staleAfterMs: 2_000 });
    expect(await waitFor(finished(id))).toBe('done');
    expect(await queue.get(id)).toMatchObject({ attempts: 2, result: 'orphan' });
  });
});
