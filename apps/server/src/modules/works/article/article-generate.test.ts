import {
  type ArticleComponent,
  articleComponentSchema,
  componentLimitIssue,
  OPTIONAL_COMPONENT_KINDS,
} from '@prowrite/contracts';
import { emptyFacts } from '@prowrite/engine/testing/trial-facts';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { jobs, works } from '../../../db/schema';
import type { JobContext } from '../../../jobs/job-registry';
import type { Worker } from '../../../jobs/worker';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { WORK_GENERATE_JOB } from '../jobs/work-generate-payload';
import { WorkSourcesRepository } from '../work-sources.repository';
import {
  auth,
  createWork,
  generated,
  seedCorpusFile,
  seedParsedFile,
  startWorker,
} from '../testing/works-test-kit';
import { engineArticleWriter, planArticle } from './article-plan';
import { article, injector } from '../testing/articles-test-kit';

let t: TestApp;
let send: ReturnType<typeof injector>;
let trialFile: string;
let worker: Worker | null = null;

beforeAll(async () => {
  t = await createTestApp();
  send = injector(t);
  trialFile = await seedParsedFile(t, t.admin.token);
});
afterEach(async () => {
  await worker?.stop();
  worker = null;
});
afterAll(async () => {
  await t.close();
});

const handler = () => t.services.jobs.registry.get(WORK_GENERATE_JOB)!;
const context = (signal: AbortSignal = new AbortController().signal): JobContext => ({
  jobId: 'test',
  teamId: null,
  attempt: 1,
  maxAttempts: 5,
  isLastAttempt: false,
  signal,
});

async function payloadOf(workId: string): Promise<unknown> {
  const rows = await t.database.db.select().from(jobs).where(eq(jobs.type, WORK_GENERATE_JOB));
  return rows.find((r) => (r.payload as { workId: string }).workId === workId)!.payload;
}

async function storedComponents(workId: string): Promise<ArticleComponent[]> {
  const [row] = await t.database.db.select({ c: works.components }).from(works).where(eq(works.id, workId));
  return row!.c as ArticleComponent[];
}

const createArticle = (
  type: 'Tweets' | 'PatientEducationPost',
  fileIds: string[],
  extra: Record<string, unknown> = {},
) =>
  createWork(t, t.admin.token, {
    type,
    file_ids: fileIds,
    select_template: type === 'Tweets' ? 'tweets_template1' : 'patient_education_tweets_template2',
    ...extra,
  });

type SseEvent = { event: string; id?: string; data: unknown };

/** The generation stream read to its end (it closes after `done`). */
async function stream(workId: string, headers: Record<string, string> = {}): Promise<SseEvent[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/prowrite/v1/generate/stream?id=${workId}`,
    headers: { ...auth(t.admin.token), ...headers },
  });
  expect(res.statusCode).toBe(200);
  return res.body
    .split('\n\n')
    .filter((block) => block.includes('event: '))
    .map((block) => {
      const id = /^id: (\d+)$/m.exec(block)?.[1];
      return {
        event: /^event: (\w+)$/m.exec(block)![1]!,
        ...(id ? { id } : {}),
        data: JSON.parse(/^data: (.*)$/m.exec(block)![1]!),
      };
    });
}

/** Runs the handler until it has stored `after` components, then stops it the way a stopping worker does. */
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

function expectStorable(components: ArticleComponent[]): void {
  expect(components.length).toBeGreaterThan(3);
  expect(new Set(components.map((c) => c.id)).size).toBe(components.length);
  for (const c of components) {
    expect(articleComponentSchema.safeParse(c).success, c.id).toBe(true);
    expect(componentLimitIssue(c), `${c.component} ${c.id}`).toBeNull();
  }
  expect(components[0]!.component).toBe('banner');
  expect(components.some((c) => c.component === 'article')).toBe(true);
}

describe('generating an article through the job', () => {
  for (const type of ['Tweets', 'PatientEducationPost'] as const) {
    it(`writes a ${type} work from a parsed corpus paper, streamed component by component and replayed`, async () => {
      const fileId = await seedCorpusFile(t, 'text/st03.txt');
      if (!fileId) return;
      const id = await createArticle(type, [fileId]);
      worker = startWorker(t);
      // A client connected from the start gets every component as it lands, then `done`.
      const live = await stream(id);
      const work = await generated(t, t.admin.token, id);
      expect(work).toMatchObject({
        process: 'end',
        report_status: 1,
        progress: 100,
        version: 2,
        slide_list: [],
      });
      const components = work.components as ArticleComponent[];
      expectStorable(components);
      const streamed = live.filter((e) => e.event === 'component');
      expect(streamed.map((e) => (e.data as { component: ArticleComponent }).component)).toEqual(components);
      expect(streamed.map((e) => e.id)).toEqual(components.map((_, i) => String(i + 1)));
      expect(live.at(-1)).toEqual({ event: 'done', data: { version: 2, report_status: 1 } });
      expect(live.filter((e) => e.event === 'status').at(-1)).toMatchObject({ data: { process: 'end' } });

      // A late client gets the same, from the database.
      const late = await stream(id);
      expect(late.filter((e) => e.event === 'component')).toEqual(streamed);
      const resumed = await stream(id, { 'last-event-id': '2' });
      expect(resumed.filter((e) => e.event === 'component')).toEqual(streamed.slice(2));

      // Every number the article shows is checked against the source; most are found.
      const verify = (await send('GET', `/api/prowrite/v1/verify?id=${id}`, t.admin.token)).json().data.data;
      expect(verify.slides).toHaveLength(components.length);
      expect(verify.total).toBeGreaterThan(0);
      expect(verify.found / verify.total).toBeGreaterThan(0.9);
    });
  }

  it('resumes after being stopped midway without storing a component twice', async () => {
    const id = await createArticle('Tweets', [trialFile]);
    await runAndStopAfter(id, 3);
    expect(await storedComponents(id)).toHaveLength(3);
    const midway = await article(t, t.admin.token, id);
    expect(midway).toMatchObject({ process: 'inProgress', report_status: 0 });

    // Stopped again later: the first three are found stored, two more are added.
    await runAndStopAfter(id, 5);
    expect(await storedComponents(id)).toHaveLength(5);
    const result = await handler().run(await payloadOf(id), context());
    const done = await article(t, t.admin.token, id);
    expect(done).toMatchObject({ process: 'end', report_status: 1, version: 2 });
    // Exactly the article an uninterrupted run writes (the writer's ids are seeded with the work id).
    const [row] = await t.database.db.select().from(works).where(eq(works.id, id));
    const plan = await planArticle(
      new WorkSourcesRepository(t.database.db),
      { teamId: row!.teamId },
      {
        workId: id,
        type: 'Tweets',
        fileIds: [trialFile],
        template: 'tweets_template1',
        outLang: 'en',
        optionalComponents: [...OPTIONAL_COMPONENT_KINDS],
      },
      engineArticleWriter,
    );
    expect(done.components).toEqual(plan.components);
    expect(result).toMatchObject({
      components: plan.components.length,
      inserted: plan.components.length - 5,
    });
    expect(await handler().run(await payloadOf(id), context())).toEqual({ skipped: 'already generated' });
    expect(await storedComponents(id)).toEqual(plan.components);
  });

  it('lets two concurrent runs of the same job store each component once', async () => {
    const id = await createArticle('PatientEducationPost', [trialFile]);
    const payload = await payloadOf(id);
    await Promise.all([handler().run(payload, context()), handler().run(payload, context())]);
    const work = await article(t, t.admin.token, id);
    expectStorable(work.components);
    expect(work.version).toBe(2);
  });

  it('writes only the optional components asked for, and a kind switched back on returns in place', async () => {
    const id = await createArticle('Tweets', [trialFile], {
      select_optional_components: ['summary', 'references'],
    });
    await handler().run(await payloadOf(id), context());
    const work = await article(t, t.admin.token, id);
    const kinds = work.components.map((c) => c.component);
    for (const kind of OPTIONAL_COMPONENT_KINDS) {
      expect(kinds.includes(kind), kind).toBe(kind === 'summary' || kind === 'references');
    }
    const off = await send('POST', '/api/prowrite/v1/saving/components', t.admin.token, {
      id,
      select_optional_components: ['references'],
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await article(t, t.admin.token, id)).components.map((c) => c.component)).not.toContain('summary');
    const on = await send('POST', '/api/prowrite/v1/saving/components', t.admin.token, {
      id,
      select_optional_components: ['references', 'summary', 'statement'],
    });
    expect(on.statusCode, on.body).toBe(200);
    const after = await article(t, t.admin.token, id);
    const summaryAt = after.components.findIndex((c) => c.component === 'summary');
    // Back where the writer puts it, with the writer's text.
    expect(after.components[summaryAt]).toEqual(work.components.find((c) => c.component === 'summary'));
    expect(after.components.map((c) => c.component).indexOf('statement')).toBeGreaterThan(
      after.components.map((c) => c.component).indexOf('references'),
    );
    expect(after.select_optional_components).toEqual(['references', 'summary', 'statement']);
  });

  it('ends with report_status 3 and no components when the sources have no facts', async () => {
    const empty = await seedParsedFile(t, t.admin.token, { facts: () => emptyFacts() });
    const id = await createArticle('Tweets', [empty]);
    worker = startWorker(t);
    const work = await generated(t, t.admin.token, id);
    expect(work).toMatchObject({ process: 'end', report_status: 3, components: [] });
    const events = await stream(id);
    expect(events.map((e) => e.event)).toEqual(['status', 'done']);
  });
});
