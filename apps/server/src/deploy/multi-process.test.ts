import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createWorker } from '../jobs/job-services';
import type { Worker } from '../jobs/worker';
import { multipartBody } from '../modules/files/testing/multipart-body';
import { type FakeS3, startFakeS3 } from '../storage/testing/fake-s3-server';
import { corpusFile } from '../test/corpus';
import { waitFor } from '../test/wait-for';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  createTestApp,
  type TestApp,
  throwAwayDatabase,
} from '../test/test-app';
import { type Answer, runScenario, type ScenarioResult, type Send } from './testing/scenario';
import { type ServerProcess, startServerProcess } from './testing/server-process';

// Two API processes and two workers (real `main.ts` processes) on one PostgreSQL server and the S3 stand-in:
// a user's deck and article, driven through both APIs alternately while one worker is killed mid-job, end the
// same as in a single process. Needs a PostgreSQL server (TEST_DATABASE_URL, set by the PostgreSQL pass of
// `npm test`) and the corpus paper.
const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) console.warn('[skip] multi-process test: TEST_DATABASE_URL names no PostgreSQL server');
const paperPath = serverUrl ? corpusFile('pdf/act-v.pdf') : null;
const secondPaperPath = serverUrl ? corpusFile('pdf/empa-card.pdf') : null;

const fromFetch = async (res: Response): Promise<Answer> => {
  const bytes = Buffer.from(await res.arrayBuffer());
  return {
    status: res.status,
    bytes,
    json: () => JSON.parse(bytes.toString()),
    headers: Object.fromEntries(res.headers),
  };
};

/** Requests go to the API processes in turn. */
function alternating(apis: ServerProcess[]): Send {
  let turn = 0;
  return async (method, url, { token, json, upload }) => {
    const api = apis[turn++ % apis.length] as ServerProcess;
    const headers: Record<string, string> = token ? { 'access-token': token } : {};
    let body: FormData | string | undefined;
    if (upload) {
      const form = new FormData();
      form.append('jwfile', new Blob([upload.bytes], { type: upload.type }), upload.name);
      body = form;
    } else if (json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(json);
    }
    return fromFetch(await fetch(`${api.url}${url}`, { method, headers, body }));
  };
}

function injecting(t: TestApp): Send {
  return async (method, url, { token, json, upload }) => {
    const headers: Record<string, string> = token ? { 'access-token': token } : {};
    const multipart = upload
      ? multipartBody([
          { field: 'jwfile', filename: upload.name, content: upload.bytes, contentType: upload.type },
        ])
      : null;
    const res = await t.app.inject({
      method,
      url,
      headers: { ...headers, ...(multipart?.headers ?? {}) },
      ...(multipart ? { payload: multipart.payload } : json !== undefined ? { payload: json as object } : {}),
    });
    return {
      status: res.statusCode,
      bytes: res.rawPayload,
      json: () => res.json(),
      headers: res.headers as Record<string, string>,
    };
  };
}

describe.runIf(serverUrl && paperPath && secondPaperPath)(
  'two API processes and two workers on PostgreSQL and S3',
  () => {
    const processes: ServerProcess[] = [];
    let s3: FakeS3 | undefined;
    let drop: (() => Promise<void>) | undefined;
    let single: TestApp | undefined;
    let singleWorker: Worker | undefined;
    afterAll(async () => {
      await Promise.all(processes.map((p) => p.stop('SIGKILL')));
      await singleWorker?.stop(0);
      await single?.close();
      await s3?.close();
      await drop?.();
    });

    it('ends with the same deck, article and PPTX as a single process, although a worker died mid-job; SIGTERM hands a job back', async () => {
      const paper = { name: 'act-v.pdf', bytes: await readFile(paperPath as string) };
      const admin = { email: ADMIN_EMAIL, password: ADMIN_PASSWORD };

      // The reference: one process, in-process worker.
      single = await createTestApp();
      singleWorker = createWorker(single.services.jobs, { concurrency: 2 });
      singleWorker.start();
      const expected: ScenarioResult = await runScenario(injecting(single), admin, paper);
      await singleWorker.stop(0);

      // The cluster.
      s3 = await startFakeS3({ buckets: ['cluster-files'] });
      const database = await throwAwayDatabase();
      drop = database.drop;
      const env = {
        DATABASE_URL: database.url as string,
        STORAGE_URL: `s3://cluster-files?endpoint=${encodeURIComponent(s3.endpoint)}&region=${s3.region}&forcePathStyle=true`,
        S3_ACCESS_KEY_ID: s3.accessKeyId,
        S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
        PROWRITE_ADMIN_EMAIL: ADMIN_EMAIL,
        PROWRITE_ADMIN_PASSWORD: ADMIN_PASSWORD,
        WORKER_CONCURRENCY: '1',
      };
      // The first API process migrates the database and creates the administrator; the others start after it.
      processes.push(await startServerProcess('api', 'api-1', env));
      const started = await Promise.all([
        startServerProcess('api', 'api-2', env),
        startServerProcess('worker', 'worker-1', { ...env, WORKER_ID: 'w1' }),
        startServerProcess('worker', 'worker-2', { ...env, WORKER_ID: 'w2' }),
      ]);
      processes.push(...started);
      const apis = processes.filter((p) => p.role === 'api');
      const workers = new Map(processes.filter((p) => p.role === 'worker').map((p) => [p.name, p]));

      // Kill the worker that holds the first running job (SIGKILL: no hand-back, no cleanup).
      const watcher = new pg.Client({ connectionString: database.url });
      await watcher.connect();
      let killed: { worker: string; jobType: string } | null = null;
      const watching = (async () => {
        while (!killed) {
          const { rows } = await watcher.query<{ type: string; locked_by: string }>(
            "SELECT type, locked_by FROM jobs WHERE status = 'running' AND locked_by IS NOT NULL LIMIT 1",
          );
          const row = rows[0];
          if (row) {
            const name = row.locked_by.startsWith('w1#') ? 'worker-1' : 'worker-2';
            await workers.get(name)?.stop('SIGKILL');
            killed = { worker: name, jobType: row.type };
            return;
          }
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      })();
      let actual: ScenarioResult;
      try {
        actual = await runScenario(alternating(apis), admin, paper);
        await watching;
      } finally {
        killed ??= { worker: 'none', jobType: 'none' };
        await watcher.end();
      }
      expect(killed.worker).not.toBe('none');

      expect(actual.deck).toEqual(expected.deck);
      expect(actual.article).toEqual(expected.article);
      expect(actual.pptxSlides).toBe(expected.pptxSlides);
      expect(actual.pptxSlides).toBe(expected.deck.slides.length);
      // Files went to the bucket, not to a process's folder.
      expect(s3.buckets.get('cluster-files')?.size).toBeGreaterThan(0);
      // No job was left behind or run to death by the crash.
      const check = new pg.Client({ connectionString: database.url });
      await check.connect();
      const { rows } = await check.query<{ status: string; n: number }>(
        'SELECT status, count(*)::int AS n FROM jobs GROUP BY status',
      );
      // The job the dead worker held was taken over and run again (its second attempt).
      const resumed = await check.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM jobs WHERE type = $1 AND attempts >= 2',
        [killed.jobType],
      );
      await check.end();
      expect(rows.filter((r) => r.status !== 'done')).toEqual([]);
      expect(resumed.rows[0]?.n).toBeGreaterThanOrEqual(1);

      // SIGTERM hands a running job back at once: the surviving worker stops while parsing a second paper.
      const survivor = [...workers.values()].find((w) => w.name !== killed?.worker) as ServerProcess;
      const second = { name: 'empa-card.pdf', bytes: await readFile(secondPaperPath as string) };
      const token = (
        (await (
          await alternating(apis)('POST', '/api/login/account', {
            json: { account: admin.email, password: admin.password },
          })
        ).json()) as {
          data: { access_token: string };
        }
      ).data.access_token;
      const upload = await alternating(apis)('POST', '/api/files/upload', {
        token,
        upload: { ...second, type: 'application/pdf' },
      });
      expect(upload.status).toBe(200);
      const db = new pg.Client({ connectionString: database.url });
      await db.connect();
      try {
        const job = await waitFor(
          async () => {
            const { rows: running } = await db.query<{ id: string; attempts: number }>(
              "SELECT id, attempts FROM jobs WHERE status = 'running' AND type = 'file.parse'",
            );
            return running[0];
          },
          { intervalMs: 10, what: 'the second parse to start' },
        );
        const exited = new Promise<number | null>((resolve) =>
          survivor.child.once('exit', (code) => resolve(code)),
        );
        survivor.child.kill('SIGTERM');
        expect(await exited).toBe(0);
        const { rows: after } = await db.query<{
          status: string;
          attempts: number;
          locked_by: string | null;
        }>('SELECT status, attempts, locked_by FROM jobs WHERE id = $1', [job.id]);
        // Back in the queue before the process ended, and the interrupted run is not counted as an attempt.
        expect(after[0]).toEqual({ status: 'queued', attempts: job.attempts - 1, locked_by: null });
        processes.push(await startServerProcess('worker', 'worker-3', { ...env, WORKER_ID: 'w3' }));
        await waitFor(
          async () => {
            const { rows: done } = await db.query<{ status: string }>(
              'SELECT status FROM jobs WHERE id = $1',
              [job.id],
            );
            return done[0]?.status === 'done';
          },
          { timeoutMs: 180_000, intervalMs: 200, what: 'a new worker to finish the handed-back job' },
        );
      } finally {
        await db.end();
      }
    }, 600_000);
  },
);
