import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Facts } from '@prowrite/contracts';
import { extractFacts, parseSource } from '@prowrite/engine';
import { TRIAL_PAGES, trialFacts } from '@prowrite/engine/testing/trial-facts';
import { expect } from 'vitest';
import { newId } from '../../../db/ids';
import { fileParses, files } from '../../../db/schema';
import { JobQueue } from '../../../jobs/job-queue';
import { Worker } from '../../../jobs/worker';
import { corpusFile } from '../../../test/corpus';
import type { TestApp } from '../../../test/test-app';
import { waitFor } from '../../../test/wait-for';

export const auth = (token: string) => ({ 'access-token': token });

/** The team id behind an access token. */
export async function teamOf(t: TestApp, token: string): Promise<{ teamId: string; userId: string }> {
  const res = await t.app.inject({ method: 'GET', url: '/api/user/getuserbytoken', headers: auth(token) });
  const data = res.json().data;
  const user = data.user ?? data;
  return { teamId: user.team_id, userId: user.id };
}

/**
 * A parsed source stored as the `file.parse` job stores one (file record, SourceDocument pages, Facts), so
 * works tests do not depend on the parser. `facts` defaults to the ALPHA-1 fixture trial for this file id.
 */
export async function seedParsedFile(
  t: TestApp,
  token: string,
  options: {
    name?: string;
    facts?: (fileId: string) => Facts;
    pages?: string[];
    status?: 'wait' | 'success' | 'error';
  } = {},
): Promise<string> {
  const { teamId, userId } = await teamOf(t, token);
  const id = newId();
  const pages = options.pages ?? TRIAL_PAGES;
  const status = options.status ?? 'success';
  await t.database.db.insert(files).values({
    id,
    teamId,
    ownerId: userId,
    name: options.name ?? 'alpha-1.txt',
    sha1: newId(40).toLowerCase(),
    size: 100,
    mime: 'text/plain',
    kind: 'txt',
    pages: pages.length,
    parseStatus: status,
    errMsg: status === 'error' ? 'unreadable' : '',
  });
  if (status === 'success') {
    await t.database.db.insert(fileParses).values({
      fileId: id,
      teamId,
      engineVersion: 'test',
      document: {
        fileId: id,
        name: options.name ?? 'alpha-1.txt',
        kind: 'txt',
        title: '',
        pages: pages.map((text, i) => ({ number: i + 1, width: 612, height: 792, text })),
        blocks: [],
        sections: [],
        tables: [],
        figures: [],
        references: [],
      },
      facts: (options.facts ?? trialFacts)(id),
    });
  }
  return id;
}

/** A worker on the app's job registry, retrying at once; stop it in afterEach/afterAll. */
export function startWorker(t: TestApp): Worker {
  const worker = new Worker({
    queue: new JobQueue(t.database.db, { baseMs: 0, capMs: 0 }),
    registry: t.services.jobs.registry,
    concurrency: 1,
    pollIntervalMs: 20,
    heartbeatIntervalMs: 50,
  });
  worker.start();
  return worker;
}

export async function createWork(t: TestApp, token: string, body: Record<string, unknown>): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/prowrite/v1/article',
    headers: auth(token),
    // The general template: these tests assert general layout ids (the medical ones are covered by deck-layouts.test).
    payload: { type: 'PPT', select_template: 'general', out_lang: 'en', ...body },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.data.id as string;
}

export async function detail(t: TestApp, token: string, id: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/prowrite/v1/detail?id=${id}`,
    headers: auth(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.data;
}

/** Waits until the work's generation has ended (a worker must be running) and answers its detail. */
export async function generated(t: TestApp, token: string, id: string) {
  await waitFor(async () => (await detail(t, token, id)).process === 'end', { what: `generation of ${id}` });
  return detail(t, token, id);
}

/** Publishes a work: its public pair (`ppt_id`, `reportId`). */
export async function publishWork(
  t: TestApp,
  token: string,
  id: string,
  settings: { allow_download?: boolean; expires_in_days?: number | null } = { allow_download: true },
): Promise<{ ppt_id: string; reportId: string; expires_at: number | null; allow_download: boolean }> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/prowrite/v1/publish',
    headers: auth(token),
    payload: { id, ...settings },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.data;
}

/** The token with its last character changed: always a different token (a fixed "x" equals it 1 time in 62). */
export function wrongToken(token: string): string {
  return `${token.slice(0, -1)}${token.endsWith('x') ? 'y' : 'x'}`;
}

/**
 * A corpus paper (path under ../shared/corpus) parsed and extracted as the parse job would, stored as the
 * admin's parsed source; null when the corpus is absent.
 */
export async function seedCorpusFile(t: TestApp, relative: string): Promise<string | null> {
  const file = corpusFile(relative);
  if (!file) return null;
  const placeholder = 'corpusplaceholderfileid';
  const doc = await parseSource({
    bytes: new Uint8Array(readFileSync(file)),
    fileId: placeholder,
    kind: 'txt',
    name: path.basename(file),
  });
  const facts = extractFacts(doc);
  return seedParsedFile(t, t.admin.token, {
    name: path.basename(file),
    pages: doc.pages.map((p) => p.text),
    facts: (fileId) => JSON.parse(JSON.stringify(facts).replaceAll(placeholder, fileId)) as Facts,
  });
}
