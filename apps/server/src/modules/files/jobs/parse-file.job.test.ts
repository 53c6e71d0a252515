import type { Facts } from '@prowrite/contracts';
import { type SourceDocument, type SourceInput, UnreadableSourceError } from '@prowrite/engine';
import { emptyFacts } from '@prowrite/engine/testing/trial-facts';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fileParses, jobs } from '../../../db/schema';
import { JobQueue } from '../../../jobs/job-queue';
import { JobRegistry } from '../../../jobs/job-registry';
import { Worker } from '../../../jobs/worker';
import { createTeamWithAdmin, createTestApp, type TestApp } from '../../../test/test-app';
import { waitFor } from '../../../test/wait-for';
import { FilesRepository } from '../files.repository';
import { injectUpload } from '../testing/multipart-body';
import { makePng } from '../testing/test-fixtures';
import { createParseFileJob, type SourceEngine } from './parse-file.job';

/**
 * The job's orchestration (statuses, retries, figure storage, facts endpoint states) against a scripted
 * engine, so each engine outcome can be produced on demand. The real engine runs in parse-file.e2e.test.ts.
 */
type Script = (input: SourceInput, call: number) => Promise<SourceDocument>;

let t: TestApp;
let worker: Worker | null = null;
let newWorker: () => Worker;
let script: Script;
let calls = 0;
const figurePng = makePng([10, 200, 10]);

const scriptedEngine: SourceEngine = {
  parse: async (input) => {
    const doc = await script(input, ++calls);
    return { doc, facts: factsFor(doc) };
  },
};

beforeAll(async () => {
  t = await createTestApp();
  const registry = new JobRegistry().register(
    createParseFileJob({
      repo: new FilesRepository(t.database.db),
      storage: t.services.storage,
      engine: scriptedEngine,
      engineVersion: 'test-engine',
    }),
  );
  // Retries at once: the backoff itself is covered by the queue's tests.
  const queue = new JobQueue(t.database.db, { baseMs: 0, capMs: 0 });
  newWorker = () =>
    new Worker({ queue, registry, concurrency: 2, pollIntervalMs: 20, heartbeatIntervalMs: 50 });
});
afterEach(async () => {
  await worker?.stop();
  worker = null;
});
afterAll(async () => {
  await t.close();
});

function documentFor(input: SourceInput, pages: string[]): SourceDocument {
  return {
    fileId: input.fileId,
    name: input.name,
    kind: input.kind,
    title: pages[0]?.split('\n')[0] ?? '',
    pages: pages.map((text, i) => ({ number: i + 1, width: 612, height: 792, text })),
    blocks: [],
    sections: [],
    tables: [],
    figures: [
      {
        page: 1,
        caption: 'Figure 1. Kaplan-Meier curves',
        box: { x: 0, y: 0, width: 10, height: 10 },
        png: figurePng,
      },
      { page: 2, caption: 'Figure 2. Not cropped', box: null, png: null },
    ],
    references: [],
  };
}

function factsFor(doc: SourceDocument): Facts {
  const quote = doc.pages[0]!.text.split('\n')[0]!;
  return {
    ...emptyFacts(),
    title: { value: quote, source: { file_id: doc.fileId, page: 1, quote } },
    figures: doc.figures.map((f) => ({ file_id: doc.fileId, page: f.page, caption: f.caption, url: '' })),
  };
}

const auth = (token: string) => ({ 'access-token': token });

async function uploadText(name: string, content: string, token = t.admin.token): Promise<string> {
  const res = await injectUpload(t.app, token, name, content);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id;
}

const get = (url: string, token = t.admin.token) =>
  t.app.inject({ method: 'GET', url, headers: auth(token) });

async function settledDetail(id: string) {
  return waitFor(
    async () => {
      const detail = (await get(`/api/files/detail?id=${id}`)).json().data;
      return detail.parse_status === 'success' || detail.parse_status === 'error' ? detail : undefined;
    },
    { what: `file ${id} to finish parsing` },
  );
}

function startWorker() {
  worker = newWorker();
  worker.start();
}

describe('file.parse job', () => {
  it('answers 409 from the facts endpoint until the file is parsed', async () => {
    script = async (input) => documentFor(input, ['Waiting trial\nBody']);
    const id = await uploadText('waiting.txt', 'Waiting trial\nBody');
    const res = await get(`/api/prowrite/v1/facts?file_id=${id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 0, msg: 'The file is still being parsed; try again in a moment' });
    startWorker();
    expect((await settledDetail(id)).parse_status).toBe('success');
    expect((await get(`/api/prowrite/v1/facts?file_id=${id}`)).statusCode).toBe(200);
  });

  it('stores the document and facts, sets pages, and serves figure crops', async () => {
    script = async (input) => documentFor(input, ['PARSE-1 trial\nPage one', 'Page two']);
    startWorker();
    const id = await uploadText('parse-1.txt', 'PARSE-1 trial\nPage one\fPage two');
    const detail = await settledDetail(id);
    expect(detail).toMatchObject({ parse_status: 'success', err_msg: '', pages: 2 });

    const facts = await get(`/api/prowrite/v1/facts?file_id=${id}`);
    expect(facts.statusCode).toBe(200);
    expect(facts.json().data.data.title).toEqual({
      value: 'PARSE-1 trial',
      source: { file_id: id, page: 1, quote: 'PARSE-1 trial' },
    });
    expect(facts.json().data.data.figures).toEqual([
      { file_id: id, page: 1, caption: 'Figure 1. Kaplan-Meier curves', url: `/api/files/${id}/figures/0` },
      { file_id: id, page: 2, caption: 'Figure 2. Not cropped', url: '' },
    ]);

    const figure = await get(`/api/files/${id}/figures/0`);
    expect(figure.statusCode).toBe(200);
    expect(figure.headers['content-type']).toBe('image/png');
    expect(figure.rawPayload.equals(figurePng)).toBe(true);
    expect((await get(`/api/files/${id}/figures/1`)).statusCode).toBe(404);
    expect((await get(`/api/files/${id}/figures/7`)).statusCode).toBe(404);
    expect((await get(`/api/files/${id}/figures/-1`)).statusCode).toBe(400);

    // The stored document keeps no PNG bytes, only the storage name of each crop.
    const [parse] = await t.database.db.select().from(fileParses).where(eq(fileParses.fileId, id));
    const stored = parse!.document as { figures: Record<string, unknown>[] };
    expect(parse!.engineVersion).toBe('test-engine');
    expect(stored.figures[0]).not.toHaveProperty('png');
    expect(stored.figures[0]!.png_sha1).toMatch(/^[0-9a-f]{40}$/);
    expect(stored.figures[1]!.png_sha1).toBeNull();
  });

  it('marks unreadable input as error at once, without retrying', async () => {
    const before = calls;
    script = async () => {
      throw new UnreadableSourceError('This PDF is encrypted; remove the password and upload it again');
    };
    startWorker();
    const id = await uploadText('locked.txt', 'pretend this is locked');
    const detail = await settledDetail(id);
    expect(detail).toMatchObject({
      parse_status: 'error',
      err_msg: 'This PDF is encrypted; remove the password and upload it again',
    });
    expect(calls - before).toBe(1);
    const facts = await get(`/api/prowrite/v1/facts?file_id=${id}`);
    expect(facts.statusCode).toBe(400);
    expect(facts.json().msg).toBe(
      'The file could not be parsed: This PDF is encrypted; remove the password and upload it again',
    );
  });

  it('retries a transient failure and then succeeds', async () => {
    let attempts = 0;
    script = async (input) => {
      attempts++;
      if (attempts === 1) throw new Error('EMFILE: too many open files');
      return documentFor(input, ['Retried trial\nok']);
    };
    startWorker();
    const id = await uploadText('flaky.txt', 'Retried trial\nok');
    expect(await settledDetail(id)).toMatchObject({ parse_status: 'success', err_msg: '' });
    expect(attempts).toBe(2);
    const [job] = (await t.database.db.select().from(jobs).where(eq(jobs.type, 'file.parse'))).filter(
      (j) => (j.payload as { fileId: string }).fileId === id,
    );
    expect(job).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('gives up after the last attempt with a clear error, and the worker keeps going', async () => {
    script = async (input) => {
      if (input.name === 'broken.txt')
        throw new TypeError("Cannot read properties of undefined (reading 'x')");
      return documentFor(input, ['Healthy trial\nfine']);
    };
    startWorker();
    const broken = await uploadText('broken.txt', 'this one breaks the parser');
    const healthy = await uploadText('healthy.txt', 'Healthy trial\nfine');
    expect(await settledDetail(broken)).toMatchObject({
      parse_status: 'error',
      err_msg: "Unexpected parser error: Cannot read properties of undefined (reading 'x')",
    });
    expect((await settledDetail(healthy)).parse_status).toBe('success');
  });

  it('re-parses a failed file when the same bytes are uploaded again', async () => {
    script = async () => {
      throw new UnreadableSourceError('Nothing readable');
    };
    startWorker();
    const id = await uploadText('again.txt', 'Again trial\nsecond time lucky');
    expect((await settledDetail(id)).parse_status).toBe('error');
    script = async (input) => documentFor(input, ['Again trial\nsecond time lucky']);
    expect(await uploadText('again.txt', 'Again trial\nsecond time lucky')).toBe(id);
    expect((await settledDetail(id)).parse_status).toBe('success');
  });

  it("keeps another team's facts and figures out of reach", async () => {
    script = async (input) => documentFor(input, ['Private trial\ndata']);
    startWorker();
    const id = await uploadText('private.txt', 'Private trial\ndata');
    expect((await settledDetail(id)).parse_status).toBe('success');
    const stranger = await createTeamWithAdmin(t, 'Stranger team');
    expect((await get(`/api/prowrite/v1/facts?file_id=${id}`, stranger.token)).statusCode).toBe(404);
    expect((await get(`/api/files/${id}/figures/0`, stranger.token)).statusCode).toBe(404);
  });

  it('answers 400 for facts of an image', async () => {
    const res = await injectUpload(t.app, t.admin.token, 'pic.png', makePng([4, 5, 6]));
    const facts = await get(`/api/prowrite/v1/facts?file_id=${res.json().data.id}`);
    expect(facts.statusCode).toBe(400);
    expect(facts.json().msg).toMatch(/source files only/);
  });
});
