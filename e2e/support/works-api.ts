import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, expect } from '@playwright/test';
import { ADMIN } from './test-env';

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'fixtures');

/** Logs in through the API and returns the Access-Token value. */
export async function apiLogin(request: APIRequestContext, account = ADMIN.email, password = ADMIN.password) {
  const res = await request.post('/api/login/account', { data: { account, password } });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { data: { access_token: string } };
  return body.data.access_token;
}

/** Uploads a fixture source file (e2e/fixtures) and waits until it is parsed; returns its id. */
export async function uploadParsedSource(request: APIRequestContext, token: string, fixture: string) {
  return uploadParsedFile(request, token, path.join(fixtures, fixture));
}

/**
 * Uploads a source file (a PDF by its extension, else text) and waits until it is parsed; returns its id. A
 * corpus paper's parse shares two cores with the rest of the run: the wait is generous.
 */
export async function uploadParsedFile(request: APIRequestContext, token: string, filePath: string) {
  const name = path.basename(filePath);
  const mimeType = name.toLowerCase().endsWith('.pdf') ? 'application/pdf' : 'text/plain';
  const res = await request.post('/api/files/upload', {
    headers: { 'Access-Token': token },
    multipart: { jwfile: { name, mimeType, buffer: await readFile(filePath) } },
  });
  expect(res.status(), await res.text()).toBe(200);
  const { data } = (await res.json()) as { data: { id: string } };
  await expect
    .poll(
      async () => {
        const detail = await request.get(`/api/files/detail?id=${encodeURIComponent(data.id)}`, {
          headers: { 'Access-Token': token },
        });
        const text = await detail.text();
        return /"parse_status":"(success|error)"/.exec(text)?.[1] ?? 'waiting';
      },
      { timeout: 90_000, intervals: [200, 300, 500, 1000] },
    )
    .toBe('success');
  return data.id;
}

/** Creates a deck from parsed sources (generation starts at once); returns the work id. */
export async function createDeck(
  request: APIRequestContext,
  token: string,
  fileIds: string[],
  opts: { outLang?: 'zh-cn' | 'en'; template?: string } = {},
) {
  const res = await request.post('/api/prowrite/v1/article', {
    headers: { 'Access-Token': token },
    data: {
      type: 'PPT',
      file_ids: fileIds,
      select_template: opts.template ?? 'general',
      ...(opts.outLang ? { out_lang: opts.outLang } : {}),
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  const body = (await res.json()) as { data: { data: { id: string } } };
  return body.data.data.id;
}

/**
 * Logs in through the API, uploads the trial abstract fixture and creates a deck from it, waiting until it is
 * generated (`timeout`, default 30 s); returns the token and the work id.
 */
export async function generatedDeck(
  request: APIRequestContext,
  opts: { outLang: 'zh-cn' | 'en'; timeout?: number },
): Promise<{ token: string; id: string }> {
  const token = await apiLogin(request);
  const fileId = await uploadParsedSource(request, token, 'trial-abstract.txt');
  const id = await createDeck(request, token, [fileId], { outLang: opts.outLang });
  await expect
    .poll(async () => (await deckDetail(request, token, id)).process, { timeout: opts.timeout ?? 30_000 })
    .toBe('end');
  return { token, id };
}

/** Creates a Tweets article from parsed sources and waits until it is generated; returns the work id. */
export async function createTweetsArticle(request: APIRequestContext, token: string, fileIds: string[]) {
  const res = await request.post('/api/prowrite/v1/article', {
    headers: { 'Access-Token': token },
    data: { type: 'Tweets', file_ids: fileIds, select_template: 'tweets_template1', out_lang: 'en' },
  });
  expect(res.status(), await res.text()).toBe(200);
  const id = ((await res.json()) as { data: { data: { id: string } } }).data.data.id;
  await expect
    .poll(async () => (await deckDetail(request, token, id)).process, { timeout: 60_000 })
    .toBe('end');
  return id;
}

/** The deck as the server has it (slide list, process, version, name, public pair). */
export async function deckDetail(request: APIRequestContext, token: string, id: string) {
  const res = await request.get(`/api/prowrite/v1/detail?id=${encodeURIComponent(id)}`, {
    headers: { 'Access-Token': token },
  });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as {
    data: {
      data: {
        process: string;
        version: number;
        slide_list: { slide_num: number; slide_id: string }[];
        baseInfo: { name: string };
        ppt_id: string | null;
      };
    };
  };
  return body.data.data;
}

/** Switches a team's company template through the admin API (decision 0007); the e2e admin may switch any team. */
export async function setCompanyTemplate(
  request: APIRequestContext,
  token: string,
  teamId: string,
  enabled: boolean,
) {
  const res = await request.put('/api/admin/teams/company-template', {
    headers: { 'Access-Token': token },
    data: { team_id: teamId, enabled },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** The team of the account behind `token`. */
export async function teamIdOf(request: APIRequestContext, token: string): Promise<string> {
  const res = await request.get('/api/user/getuserbytoken', { headers: { 'Access-Token': token } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { team_id: string } }).data.team_id;
}

/** The work's detail (`GET /api/prowrite/v1/detail`), typed by the caller to the fields its spec reads. */
export async function workDetail<T>(request: APIRequestContext, token: string, id: string): Promise<T> {
  const res = await request.get(`/api/prowrite/v1/detail?id=${encodeURIComponent(id)}`, {
    headers: { 'Access-Token': token },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { data: T } }).data.data;
}
