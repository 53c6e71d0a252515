import type { Slide } from '@prowrite/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema';
import type { JobContext } from '../../jobs/job-registry';
import type { Worker } from '../../jobs/worker';
import { createTeamWithAdmin, createTestApp, type TestApp } from '../../test/test-app';
import { waitFor } from '../../test/wait-for';
import { WORK_GENERATE_JOB } from './jobs/work-generate-payload';
import { createWork, detail, generated, seedParsedFile, startWorker } from './testing/works-test-kit';

type SseEvent = { event: string; data: unknown; id?: string };

let t: TestApp;
let base: string;
let fileId: string;
let worker: Worker | null = null;

beforeAll(async () => {
  t = await createTestApp();
  // A real listening server: the stream is read with fetch, as a browser's EventSource would.
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  fileId = await seedParsedFile(t, t.admin.token);
});
afterEach(async () => {
  await worker?.stop();
  worker = null;
  t.services.works.streams.options = { pollMs: 1000, heartbeatMs: 15_000 };
});
afterAll(async () => {
  await t.close();
});

/** An open SSE connection: events as parsed, comment lines counted, `closed` once the server ends it. */
function openStream(url: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const events: SseEvent[] = [];
  const comments: string[] = [];
  const state = { closed: false, status: 0, contentType: '' };
  const done = (async () => {
    const res = await fetch(url, { headers, signal: controller.signal });
    state.status = res.status;
    state.contentType = res.headers.get('content-type') ?? '';
    if (!res.ok || !res.body) {
      events.push({ event: 'http', data: await res.json() });
      state.closed = true;
      return;
    }
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of res.body) {
        buffer += decoder.decode(chunk, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields: Record<string, string> = {};
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments.push(line);
            else {
              const colon = line.indexOf(': ');
              fields[line.slice(0, colon)] = line.slice(colon + 2);
            }
          }
          if (fields.event) {
            events.push({
              event: fields.event,
              data: JSON.parse(fields.data ?? 'null'),
              ...(fields.id ? { id: fields.id } : {}),
            });
          }
          end = buffer.indexOf('\n\n');
        }
      }
    } catch (err) {
      if ((err as Error).name !== 'AbortError') throw err;
    }
    state.closed = true;
  })();
  return { events, comments, state, done, close: () => controller.abort() };
}

const streamUrl = (id: string, token = t.admin.token) =>
  `${base}/api/prowrite/v1/generate/stream?id=${id}&token=${encodeURIComponent(token)}`;
const slideNums = (events: SseEvent[]) =>
  events.filter((e) => e.event === 'slide').map((e) => (e.data as { slide: Slide }).slide.slide_num);

async function payloadOf(workId: string): Promise<unknown> {
  const rows = await t.database.db.select().from(jobs).where(eq(jobs.type, WORK_GENERATE_JOB));
  return rows.find((r) => (r.payload as { workId: string }).workId === workId)!.payload;
}
const context = (signal: AbortSignal): JobContext => ({
  jobId: 'test',
  teamId: null,
  attempt: 1,
  maxAttempts: 5,
  isLastAttempt: false,
  signal,
});

describe('GET /api/prowrite/v1/generate/stream', () => {
  it('gives a client that connects after the end every slide, the end status and done, then closes', async () => {
    worker = startWorker(t);
    const id = await createWork(t, t.admin.token, { file_ids: [fileId] });
    const work = await generated(t, t.admin.token, id);
    const stream = openStream(streamUrl(id));
    await stream.done;
    expect(stream.state.status).toBe(200);
    expect(stream.state.contentType).toMatch(/^text\/event-stream/);
    expect(slideNums(stream.events)).toEqual(work.slide_list.map((s: Slide) => s.slide_num));
    const slideEvents = stream.events.filter((e) => e.event === 'slide');
    expect(slideEvents.map((e) => e.id)).toEqual(work.slide_list.map((s: Slide) => String(s.slide_num)));
    expect((slideEvents[0]!.data as { slide: Slide }).slide).toEqual(work.slide_list[0]);
    expect(stream.events.slice(-2)).toEqual([
      { event: 'status', data: { process: 'end', report_status: 1, progress: 100 } },
      { event: 'done', data: { version: work.version, report_status: 1 } },
    ]);
  });

  it('streams live: status, each slide in order as it lands, then the end and done', async () => {
    const id = await createWork(t, t.admin.token, { file_ids: [fileId] });
    const stream = openStream(streamUrl(id));
    await waitFor(() => stream.events.length > 0, { what: 'the first status' });
    expect(stream.events[0]).toEqual({
      event: 'status',
      data: { process: 'inProgress', report_status: 0, progress: 0 },
    });
    worker = startWorker(t);
    await stream.done;
    const work = await detail(t, t.admin.token, id);
    const kinds = stream.events.map((e) => e.event);
    expect(kinds[0]).toBe('status');
    expect(kinds.at(-1)).toBe('done');
    expect(kinds.at(-2)).toBe('status');
    expect(kinds.filter((k) => k === 'done')).toHaveLength(1);
    expect(slideNums(stream.events)).toEqual(work.slide_list.map((s: Slide) => s.slide_num));
    const progress = stream.events
      .filter((e) => e.event === 'status')
      .map((e) => (e.data as { progress: number }).progress);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it('gives a client joining midway everything so far, then the rest', async () => {
    const id = await createWork(t, t.admin.token, { file_ids: [fileId] });
    const handler = t.services.jobs.registry.get(WORK_GENERATE_JOB)!;
    // Generate four slides, then stop (as a stopping worker would).
    const events = t.services.works.events;
    const original = events.notify.bind(events);
    const stop = new AbortController();
    let n = 0;
    events.notify = (workId: string) => {
      original(workId);
      if (workId === id && ++n === 4) stop.abort();
    };
    await expect(handler.run(await payloadOf(id), context(stop.signal))).rejects.toThrow(/interrupted/);
    events.notify = original;

    const early = openStream(streamUrl(id));
    await waitFor(() => slideNums(early.events).length === 4, { what: 'the first four slides' });
    expect(early.events[0]!.event).toBe('status');
    expect(early.state.closed).toBe(false);
    // A second tab that already has slides 1-2 resumes after them.
    const resumed = openStream(streamUrl(id), { 'Last-Event-ID': '2' });
    await waitFor(() => slideNums(resumed.events).length === 2, { what: 'slides 3 and 4' });
    expect(slideNums(resumed.events)).toEqual([3, 4]);

    await handler.run(await payloadOf(id), context(new AbortController().signal));
    await Promise.all([early.done, resumed.done]);
    const total = (await detail(t, t.admin.token, id)).slide_list.length;
    expect(slideNums(early.events)).toEqual(Array.from({ length: total }, (_, i) => i + 1));
    expect(slideNums(resumed.events)).toEqual(Array.from({ length: total - 2 }, (_, i) => i + 3));
    expect(early.events.at(-1)!.event).toBe('done');
  });

  it('sends heartbeat comments while quiet and cleans up when the client goes away', async () => {
    t.services.works.streams.options = { pollMs: 40, heartbeatMs: 30 };
    const id = await createWork(t, t.admin.token, { file_ids: [fileId] });
    const stream = openStream(streamUrl(id));
    await waitFor(() => stream.comments.length >= 2, { what: 'heartbeats' });
    expect(stream.comments[0]).toBe(': heartbeat');
    stream.close();
    await stream.done;
    await waitFor(() => t.services.works.events.waiting() === 0, { what: 'the stream to stop waiting' });
  });

  it('reports a failed generation as an error event before done', async () => {
    const id = await createWork(t, t.admin.token, { file_ids: [fileId] });
    const stream = openStream(streamUrl(id));
    await waitFor(() => stream.events.length > 0, { what: 'the first status' });
    await t.services.jobs.registry.get(WORK_GENERATE_JOB)!.onDead(await payloadOf(id), 'Parser exploded');
    await stream.done;
    expect(stream.events.slice(-3)).toEqual([
      { event: 'status', data: { process: 'end', report_status: 2, progress: 100 } },
      { event: 'error', data: { code: 500, msg: 'Parser exploded' } },
      { event: 'done', data: { version: 2, report_status: 2 } },
    ]);
  });

  it('tells a waiting client that the work was deleted', async () => {
    const id = await createWork(t, t.admin.token, { file_ids: [fileId] });
    const stream = openStream(streamUrl(id));
    await waitFor(() => stream.events.length > 0, { what: 'the first status' });
    await t.app.inject({
      method: 'DELETE',
      url: `/api/prowrite/v1/article?id=${id}`,
      headers: { 'access-token': t.admin.token },
    });
    t.services.works.events.notify(id);
    await stream.done;
    expect(stream.events.slice(-2).map((e) => e.event)).toEqual(['error', 'done']);
  });

  it('accepts the Access-Token header, and refuses no token, a foreign team and unknown ids', async () => {
    worker = startWorker(t);
    const id = await createWork(t, t.admin.token, { file_ids: [fileId] });
    await generated(t, t.admin.token, id);
    const withHeader = openStream(`${base}/api/prowrite/v1/generate/stream?id=${id}`, {
      'Access-Token': t.admin.token,
    });
    await withHeader.done;
    expect(withHeader.events.at(-1)!.event).toBe('done');

    const anonymous = openStream(`${base}/api/prowrite/v1/generate/stream?id=${id}`);
    await anonymous.done;
    expect(anonymous.state.status).toBe(401);
    const { token } = await createTeamWithAdmin(t, 'Stream Outsiders');
    const foreign = openStream(streamUrl(id, token));
    await foreign.done;
    expect(foreign.state.status).toBe(404);
    const unknown = openStream(streamUrl('no-such-work'));
    await unknown.done;
    expect(unknown.state.status).toBe(404);
    const junk = openStream(
      `${base}/api/prowrite/v1/generate/stream?id=${id}&token=${encodeURIComponent(t.admin.token)}&x=1`,
    );
    await junk.done;
    expect(junk.state.status).toBe(400);
  });
});
