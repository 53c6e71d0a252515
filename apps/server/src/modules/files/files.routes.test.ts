import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, jobs } from '../../db/schema';
import { corpusFile } from '../../test/corpus';
import { createTeamWithAdmin, createTestApp, type TestApp } from '../../test/test-app';
import { multipartBody, type MultipartPart } from './testing/multipart-body';
import { makeDocx, makeJpegHead, makePdf, makePng } from './testing/test-fixtures';

let t: TestApp;
let other: { teamId: string; token: string };
beforeAll(async () => {
  t = await createTestApp();
  other = await createTeamWithAdmin(t, 'Other team');
});
afterAll(async () => {
  await t.close();
});

const auth = (token: string) => ({ 'access-token': token });

async function upload(parts: MultipartPart[], token = t.admin.token) {
  const body = multipartBody(parts);
  return t.app.inject({
    method: 'POST',
    url: '/api/files/upload',
    payload: body.payload,
    headers: { ...body.headers, ...auth(token) },
  });
}

const uploadFile = (filename: string, content: Buffer | string, token?: string) =>
  upload([{ field: 'jwfile', filename, content }], token);

async function uploadOk(filename: string, content: Buffer | string, token?: string) {
  const res = await uploadFile(filename, content, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    id: string;
    name: string;
    sha1: string;
    size: number;
    mime: string;
    pages: null;
  };
}

const get = (url: string, token = t.admin.token) =>
  t.app.inject({ method: 'GET', url, headers: auth(token) });

describe('POST /api/files/upload', () => {
  it('stores a text file and answers the spec shape', async () => {
    const content = 'Overall survival was longer with drug A.\n';
    const res = await uploadFile('notes.txt', content);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      status: 'success',
      message: 'success',
      data: {
        id: expect.stringMatching(/^[A-Za-z0-9]{32}$/),
        name: 'notes.txt',
        sha1: createHash('sha1').update(content).digest('hex'),
        size: Buffer.byteLength(content),
        mime: 'text/plain; charset=utf-8',
        kind: 'txt',
        pages: null,
      },
    });
    const detail = await get(`/api/files/detail?id=${body.data.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({
      code: 200,
      data: { id: body.data.id, name: 'notes.txt', kind: 'txt', parse_status: 'wait', err_msg: '' },
    });
    expect(detail.json().data.created_at).toBeGreaterThan(1_600_000_000);
  });

  it('enqueues a file.parse job for sources, in the same team', async () => {
    const file = await uploadOk('paper.md', '# A trial\n\nResults.\n');
    const queued = await t.database.db.select().from(jobs).where(eq(jobs.type, 'file.parse'));
    const mine = queued.find((j) => (j.payload as { fileId: string }).fileId === file.id);
    expect(mine).toMatchObject({ status: 'queued', teamId: expect.any(String) });
    expect((await get(`/api/files/detail?id=${file.id}`)).json().data.kind).toBe('md');
  });

  it('accepts a PDF, a DOCX and images; images need no parse', async () => {
    const pdf = await uploadOk('trial.pdf', makePdf([['Hello PDF']]));
    expect(pdf.mime).toBe('application/pdf');
    const docx = await uploadOk('trial.docx', makeDocx(['Hello DOCX']));
    expect(docx.mime).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    const png = await uploadOk('chart.png', makePng());
    const jpeg = await uploadOk('photo.jpg', makeJpegHead());
    expect(jpeg.mime).toBe('image/jpeg');
    expect((await get(`/api/files/detail?id=${png.id}`)).json().data.parse_status).toBe('success');
    expect((await get(`/api/files/detail?id=${pdf.id}`)).json().data.parse_status).toBe('wait');
    const parseJobs = await t.database.db.select().from(jobs).where(eq(jobs.type, 'file.parse'));
    const parsed = new Set(parseJobs.map((j) => (j.payload as { fileId: string }).fileId));
    expect(parsed.has(pdf.id) && parsed.has(docx.id)).toBe(true);
    expect(parsed.has(png.id) || parsed.has(jpeg.id)).toBe(false);
  });

  it('accepts a real paper from the corpus', async () => {
    const file = corpusFile('pdf/act-v.pdf');
    if (!file) return;
    const bytes = await readFile(file);
    const info = await uploadOk('act-v.pdf', bytes);
    expect(info).toMatchObject({ name: 'act-v.pdf', size: bytes.length, mime: 'application/pdf' });
  });

  it('stores identical bytes once and answers the same file to the same team', async () => {
    const content = makePdf([['Deduplicated content']]);
    const first = await uploadOk('first.pdf', content);
    const second = await uploadOk('second-name.pdf', content);
    expect(second.id).toBe(first.id);
    expect(second.sha1).toBe(first.sha1);
    const storedFile = path.join(t.config.dataDir, 'files', first.sha1.slice(0, 2), first.sha1.slice(2, 4));
    expect(await readdir(storedFile)).toEqual([first.sha1]);
    const rows = await t.database.db.select().from(files).where(eq(files.sha1, first.sha1));
    expect(rows).toHaveLength(1);
    // Another team uploading the same bytes gets its own record (and shares the stored object).
    const theirs = await uploadOk('first.pdf', content, other.token);
    expect(theirs.id).not.toBe(first.id);
    expect(theirs.sha1).toBe(first.sha1);
  });

  it('gives concurrent uploads of the same bytes one record and one parse job', async () => {
    const content = makePdf([['Uploaded twice at the same moment']]);
    const [a, b, c] = await Promise.all([1, 2, 3].map((i) => uploadOk(`race-${i}.pdf`, content)));
    expect(new Set([a!.id, b!.id, c!.id]).size).toBe(1);
    const rows = await t.database.db.select().from(files).where(eq(files.sha1, a!.sha1));
    expect(rows).toHaveLength(1);
  });

  it('refuses bytes that contradict the name: a .pdf that is text -> 400', async () => {
    const res = await uploadFile('paper.pdf', 'This is not a PDF at all');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', message: expect.stringMatching(/\.pdf extension/) });
  });

  it('refuses unsupported bytes with 400', async () => {
    const res = await uploadFile('program.exe', Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00]));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      status: 'error',
      message: expect.stringMatching(/Unsupported file type/),
    });
  });

  it('refuses an empty file with 400', async () => {
    const res = await uploadFile('empty.txt', Buffer.alloc(0));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', message: 'The file is empty' });
  });

  it('refuses a request without the jwfile field with 400', async () => {
    const wrongField = await upload([{ field: 'file', filename: 'a.txt', content: 'hello' }]);
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json()).toMatchObject({ status: 'error', message: expect.stringMatching(/jwfile/) });
    const onlyText = await upload([{ field: 'note', content: 'no file here' }]);
    expect(onlyText.statusCode).toBe(400);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/files/upload',
      payload: { jwfile: 'not multipart' },
      headers: auth(t.admin.token),
    });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toMatchObject({ status: 'error', message: expect.stringMatching(/multipart/) });
  });

  it('answers 400, not 500, to broken multipart framing', async () => {
    const one = multipartBody([{ field: 'jwfile', filename: 'a.txt', content: 'cut short' }]);
    const bodies: [Buffer | string, string][] = [
      [one.payload.subarray(0, one.payload.length - 20), one.headers['content-type']!],
      ['garbage', 'multipart/form-data; boundary=xyz'],
      ['garbage', 'multipart/form-data'],
      [Buffer.from('x'), 'application/octet-stream'],
    ];
    for (const [payload, contentType] of bodies) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/files/upload',
        payload,
        headers: { 'content-type': contentType, ...auth(t.admin.token) },
      });
      expect(res.statusCode, contentType).toBe(400);
      expect(res.json()).toMatchObject({ status: 'error', message: expect.any(String) });
    }
  });

  it('stores hostile file names only as safe display names', async () => {
    const cases: [string, string][] = [
      ['../../etc/passwd', 'passwd'],
      ['..\\..\\windows\\win.ini', 'win.ini'],
      ['<script>alert(1)<', 'scriptalert(1)'],
      ['re\u202Egnp.txt', 'regnp.txt'],
      ['tab\tand\u0007bell.txt', 'tab andbell.txt'],
      ['...', 'upload.txt'],
      ['', 'upload.txt'],
    ];
    for (const [raw, expected] of cases) {
      const info = await uploadOk(raw, `content for ${JSON.stringify(raw)}`);
      expect(info.name).toBe(expected);
    }
    const long = await uploadOk(`${'x'.repeat(500)}.txt`, 'long name');
    expect(long.name).toHaveLength(200);
    expect(long.name.endsWith('.txt')).toBe(true);
    // Nothing was written outside the content-addressed store.
    expect((await readdir(path.join(t.config.dataDir))).sort()).not.toContain('etc');
  });

  it('answers 401 without a session', async () => {
    const body = multipartBody([{ field: 'jwfile', filename: 'a.txt', content: 'hello' }]);
    const res = await t.app.inject({ method: 'POST', url: '/api/files/upload', ...body });
    expect(res.statusCode).toBe(401);
    for (const url of [
      '/api/files/detail?id=x',
      '/api/files/x/raw',
      '/api/files/list',
      '/api/prowrite/v1/facts?file_id=x',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });
});

describe('upload size cap', () => {
  let small: TestApp;
  beforeAll(async () => {
    small = await createTestApp({ UPLOAD_MAX_BYTES: '1024' });
  });
  afterAll(async () => {
    await small.close();
  });

  it('answers 413 over the cap and accepts exactly the cap', async () => {
    const send = (content: Buffer) => {
      const body = multipartBody([{ field: 'jwfile', filename: 'big.txt', content }]);
      return small.app.inject({
        method: 'POST',
        url: '/api/files/upload',
        payload: body.payload,
        headers: { ...body.headers, ...auth(small.admin.token) },
      });
    };
    const over = await send(Buffer.alloc(1025, 'a'));
    expect(over.statusCode).toBe(413);
    expect(over.json()).toMatchObject({
      status: 'error',
      message: expect.stringMatching(/larger than the 1 KB limit/),
    });
    const exact = await send(Buffer.alloc(1024, 'b'));
    expect(exact.statusCode).toBe(200);
    expect(await small.database.db.select().from(files)).toHaveLength(1);
  });
});

describe('GET /api/files/:id/raw', () => {
  it('answers the original bytes with safe headers', async () => {
    const content = 'Raw bytes: <script>alert(1)</script>\n';
    const info = await uploadOk('résumé notes.txt', content);
    const res = await get(`/api/files/${info.id}/raw`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(content);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe('sandbox');
    expect(res.headers['content-disposition']).toBe(
      `inline; filename="r_sum_ notes.txt"; filename*=UTF-8''r%C3%A9sum%C3%A9%20notes.txt`,
    );
  });

  it('serves images without the sandbox and PDFs with it', async () => {
    const png = makePng([1, 2, 3]);
    const image = await uploadOk('pixel.png', png);
    const res = await get(`/api/files/${image.id}/raw`);
    expect(res.headers['content-type']).toBe('image/png');
    // The app-wide policy (security-headers), not the sandbox: an image may be shown in our pages.
    expect(res.headers['content-security-policy']).not.toMatch(/sandbox/);
    expect(res.rawPayload.equals(png)).toBe(true);
    const pdf = await uploadOk('doc.pdf', makePdf([['raw pdf']]));
    const pdfRes = await get(`/api/files/${pdf.id}/raw`);
    expect(pdfRes.headers['content-type']).toBe('application/pdf');
    expect(pdfRes.headers['content-security-policy']).toBe('sandbox');
  });

  it('accepts the session as ?token= for <img> and <iframe>', async () => {
    const image = await uploadOk('token.png', makePng([9, 9, 9]));
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/files/${image.id}/raw?token=${t.admin.token}`,
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('team isolation', () => {
  it("answers 404 for another team's file on every route", async () => {
    const mine = await uploadOk('secret.txt', 'team one secret');
    for (const url of [
      `/api/files/detail?id=${mine.id}`,
      `/api/files/${mine.id}/raw`,
      `/api/files/${mine.id}/figures/0`,
      `/api/prowrite/v1/facts?file_id=${mine.id}`,
    ]) {
      const res = await get(url, other.token);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ code: 0, msg: expect.stringMatching(/not found/) });
    }
    expect((await get(`/api/files/detail?id=${mine.id}`)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown id and 400 for a malformed query', async () => {
    expect((await get('/api/files/detail?id=nope')).statusCode).toBe(404);
    expect((await get('/api/files/detail')).statusCode).toBe(400);
    expect((await get(`/api/files/detail?id=${'x'.repeat(65)}`)).statusCode).toBe(400);
    expect((await get('/api/files/detail?id=a&extra=1')).statusCode).toBe(400);
  });
});

describe('GET /api/files/list', () => {
  it("lists only the caller's team, newest first, paged", async () => {
    const fresh = await createTeamWithAdmin(t, 'List team');
    const names = ['one.txt', 'two.txt', 'three.txt'];
    for (const name of names) await uploadOk(name, `content of ${name}`, fresh.token);
    const page0 = await get('/api/files/list?pageno=0&pagesize=2', fresh.token);
    expect(page0.statusCode).toBe(200);
    expect(page0.json().data.total_num).toBe(3);
    expect(page0.json().data.data.map((f: { name: string }) => f.name)).toEqual(['three.txt', 'two.txt']);
    const page1 = await get('/api/files/list?pageno=1&pagesize=2', fresh.token);
    expect(page1.json().data.data.map((f: { name: string }) => f.name)).toEqual(['one.txt']);
    const defaults = await get('/api/files/list', fresh.token);
    expect(defaults.json().data.data).toHaveLength(3);
    expect((await get('/api/files/list?pagesize=1000', fresh.token)).statusCode).toBe(400);
    expect((await get('/api/files/list?pageno=-1', fresh.token)).statusCode).toBe(400);
  });
});
