import { trialFacts } from '@prowrite/engine/testing/trial-facts';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { jobs, workSlides } from '../../../db/schema';
import type { JobContext } from '../../../jobs/job-registry';
import type { Worker } from '../../../jobs/worker';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auth, createWork, detail, generated, seedParsedFile, startWorker } from '../testing/works-test-kit';
import { WORK_GENERATE_JOB } from './work-generate-payload';

let t: TestApp;
let fileId: string;
let worker: Worker | null = null;

beforeAll(async () => {
  t = await createTestApp();
  fileId = await seedParsedFile(t, t.admin.token);
});
afterEach(async () => {
  await worker?.stop();
  worker = null;
});
afterAll(async () => {
  await t.close();
});

const handler = () => t.services.jobs.registry.get(WORK_GENERATE_JOB)!;

function context(signal: AbortSignal = new AbortController().signal): JobContext {
  return { jobId: 'test', teamId: null, attempt: 1, maxAttempts: 5, isLastAttempt: false, signal };
}

async function payloadOf(workId: string): Promise<unknown> {
  const rows = await t.database.db.select().from(jobs).where(eq(jobs.type, WORK_GENERATE_JOB));
  const row = rows.find((r) => (r.payload as { workId: string }).workId === workId);
  return handler().parsePayload(row!.payload).ok ? row!.payload : null;
}

async function storedSlideNums(workId: string): Promise<number[]> {
  const rows = await t.database.db
    .select({ n: workSlides.slideNum })
    .from(workSlides)
    .where(and(eq(workSlides.workId, workId)));
  return rows.map((r) => r.n).sort((a, b) => a - b);
}

/** Runs the handler until it has stored `after` slides, then stops it the way a stopping worker does. */
async function runAndStopAfter(workId: string, after: number): Promise<void> {
  const events = t.services.works.events;
  const controller = new AbortController();
  const original = events.notify.bind(events);
  let notified = 0;
  events.notify = (id: string) => {
    original(id);
    if (id === workId && ++notified === after) controller.abort();
  };
  try {
    await expect(handler().run(await payloadOf(workId), context(controller.signal))).rejects.toThrow(
      /interrupted/,
    );
  } finally {
    events.notify = original;
  }
}

describe('work.generate', () => {
  it('resumes after being stopped midway without duplicating a slide', async () => {
    const workId = await createWork(t, t.admin.token, { file_ids: [fileId], name: 'Crash me' });
    await runAndStopAfter(workId, 3);
    expect(await storedSlideNums(workId)).toEqual([1, 2, 3]);
    const midway = await detail(t, t.admin.token, workId);
    expect(midway).toMatchObject({ process: 'inProgress', report_status: 0 });
    expect(midway.progress).toBeGreaterThan(0);

    // Stopped again later, then finished: every run carries on from the same deterministic deck.
    await runAndStopAfter(workId, 6);
    const result = await handler().run(await payloadOf(workId), context());
    const done = await detail(t, t.admin.token, workId);
    expect(done).toMatchObject({ process: 'end', report_status: 1, progress: 100 });
    const nums = await storedSlideNums(workId);
    expect(nums).toEqual(done.slide_list.map((_: unknown, i: number) => i + 1));
    expect(result).toMatchObject({ slides: nums.length, inserted: nums.length - 6 });

    // The same deck as an uninterrupted run.
    const clean = await createWork(t, t.admin.token, { file_ids: [fileId], name: 'Crash me' });
    await handler().run(await payloadOf(clean), context());
    const cleanDeck = await detail(t, t.admin.token, clean);
    expect(done.slide_list).toEqual(cleanDeck.slide_list);

    // A run after the end (a re-delivered job) changes nothing.
    expect(await handler().run(await payloadOf(workId), context())).toEqual({ skipped: 'already generated' });
    expect(await storedSlideNums(workId)).toEqual(nums);
    expect((await detail(t, t.admin.token, workId)).version).toBe(done.version);
  });

  it('lets two concurrent runs of the same job store each slide once', async () => {
    const workId = await createWork(t, t.admin.token, { file_ids: [fileId] });
    const payload = await payloadOf(workId);
    await Promise.all([handler().run(payload, context()), handler().run(payload, context())]);
    const work = await detail(t, t.admin.token, workId);
    expect(await storedSlideNums(workId)).toEqual(work.slide_list.map((_: unknown, i: number) => i + 1));
    // Generation ended exactly once: the version rose by one.
    expect(work.version).toBe(2);
  });

  it('is run by the worker from the queue, and a re-queued copy is skipped', async () => {
    const workId = await createWork(t, t.admin.token, { file_ids: [fileId] });
    worker = startWorker(t);
    const done = await generated(t, t.admin.token, workId);
    await t.services.jobs.queue.enqueue(WORK_GENERATE_JOB, await payloadOf(workId));
    expect(await handler().run(await payloadOf(workId), context())).toEqual({ skipped: 'already generated' });
    expect((await detail(t, t.admin.token, workId)).slide_list).toEqual(done.slide_list);
  });

  it('skips a work deleted before it ran', async () => {
    const workId = await createWork(t, t.admin.token, { file_ids: [fileId] });
    const payload = await payloadOf(workId);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/prowrite/v1/article?id=${workId}`,
      headers: auth(t.admin.token),
    });
    expect(await handler().run(payload, context())).toEqual({ skipped: 'the work no longer exists' });
  });

  it('ends a work whose job died as failed, with the reason', async () => {
    const workId = await createWork(t, t.admin.token, { file_ids: [fileId] });
    await handler().onDead(await payloadOf(workId), 'worker lost');
    expect(await detail(t, t.admin.token, workId)).toMatchObject({
      process: 'end',
      report_status: 2,
      err_msg: 'worker lost',
    });
  });

  it('writes from the sources’ facts in the work’s file order, skipping files deleted since', async () => {
    const second = await seedParsedFile(t, t.admin.token, {
      name: 'second.txt',
      facts: (id) => trialFacts(id),
    });
    const workId = await createWork(t, t.admin.token, { file_ids: [second, fileId] });
    await handler().run(await payloadOf(workId), context());
    const work = await detail(t, t.admin.token, workId);
    expect(work.slide_list[0].reference.map((r: { id: string }) => r.id)).toEqual([second]);
    const conclusions = work.slide_list.find((s: { slide_id: string }) => s.slide_id === 'section_slide_007');
    expect(conclusions.reference[0].article_idx).toBe(0);
  });
});
