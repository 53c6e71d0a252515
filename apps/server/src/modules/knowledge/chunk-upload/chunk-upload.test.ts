import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CHUNK_UPLOAD_PATH, type KnowledgeCreateResult } from '@prowrite/contracts';
import { makeTextPdf } from '@prowrite/engine/testing/make-pdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorker } from '../../../jobs/job-services';
import { createTeamWithAdmin, createTestApp, type TestApp } from '../../../test/test-app';
import { knowledgeKit } from '../testing/knowledge-kit';
import { ChunkUploads } from './chunk-uploads';
import { type CuttingProxy, startCuttingProxy } from './testing/cutting-proxy';
import { tusUpload } from './testing/tus-upload';

const MAX_BYTES = 8 * 1024 * 1024;
/** The reason an error answer gives (`{status: "error", message, code: 0, msg}`). */
const msgOf = async (res: Response): Promise<string> => ((await res.json()) as { msg: string }).msg;
const sha1 = (bytes: Buffer) => createHash('sha1').update(bytes).digest('hex');

/** A text file of about `bytes`, different for each seed (so each is its own item). */
function textFile(bytes: number, seed: string): Buffer {
  const lines: string[] = [];
  let size = 0;
  for (let i = 0; size < bytes; i++) {
    const line = `${seed} line ${i}: amlodipine lowered systolic pressure by ${i % 97} mmHg in cohort ${i % 13}.\n`;
    lines.push(line);
    size += line.length;
  }
  return Buffer.from(lines.join(''), 'utf8');
}

describe('resumable knowledge uploads over tus (real tus-js-client, real HTTP, PGlite)', () => {
  let t: TestApp;
  let origin: string;
  let proxy: CuttingProxy;
  const kit = knowledgeKit(() => t);
  const endpoint = () => `${proxy.origin}${CHUNK_UPLOAD_PATH}`;
  const partialDir = () => path.join(t.config.dataDir, 'partial-uploads');
  /** One raw tus request (for the refusals a client library would hide by starting over). */
  const tus = (method: string, url: string, headers: Record<string, string>, body?: Buffer) =>
    fetch(`${origin}${url}`, {
      method,
      headers: { 'Tus-Resumable': '1.0.0', 'Access-Token': t.admin.token, ...headers },
      ...(body ? { body } : {}),
    });
  const create = (length: number, metadata = 'filename bm90ZXMudHh0') =>
    tus('POST', CHUNK_UPLOAD_PATH, { 'Upload-Length': String(length), 'Upload-Metadata': metadata });

  beforeAll(async () => {
    t = await createTestApp({ UPLOAD_MAX_BYTES: String(MAX_BYTES) });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    origin = `http://127.0.0.1:${address.port}`;
    proxy = await startCuttingProxy(address.port);
  });
  afterAll(async () => {
    await proxy.close();
    await t.close();
  });

  it('hands a completed PDF to the ingestion job, which ends it in success with page provenance', async () => {
    const pdf = Buffer.from(
      makeTextPdf({ pages: [['Rivaroxaban reduced venous thromboembolism after knee replacement.']] }),
    );
    const outcome = await tusUpload(endpoint(), pdf, {
      token: t.admin.token,
      metadata: { filename: 'rivaroxaban.pdf' },
      chunkSize: 512,
    });
    if (!outcome.ok) throw new Error(`upload failed: ${outcome.failure.message}`);
    const { item } = JSON.parse(outcome.result.body).data as KnowledgeCreateResult;
    const worker = createWorker(t.services.jobs, { concurrency: 1 });
    worker.start();
    try {
      // Generous: the PDF is parsed in the engine's thread pool, which starts with it on a busy machine.
      const done = await kit.settled(item.id, 100_000);
      expect(done.item.status).toBe('success');
      expect(done.chunks[0]?.source.page).toBe(1);
      expect(done.chunks[0]?.text).toContain('Rivaroxaban');
    } finally {
      await worker.stop();
    }
  }, 120_000);

  it('resumes a multi-MB upload from the server offset after the connection is cut; the stored bytes are the original', async () => {
    const original = textFile(6 * 1024 * 1024, 'resume');
    proxy.cutAfter(2_500_000);
    const outcome = await tusUpload(endpoint(), original, {
      token: t.admin.token,
      metadata: { filename: 'cohort-notes.txt', chunk_type: '0' },
    });
    if (!outcome.ok) throw new Error(`upload failed: ${outcome.failure.message}`);
    expect(proxy.cuts()).toBe(1);
    // The retry asked the server where it stood and went on from there, not from 0.
    const resumedFrom = outcome.result.resumedAt[0] ?? -1;
    expect(resumedFrom).toBeGreaterThan(0);
    expect(resumedFrom).toBeLessThan(original.byteLength);
    const answer = JSON.parse(outcome.result.body) as { code: number; data: KnowledgeCreateResult };
    expect(answer.code).toBe(200);
    expect(answer.data.duplicate).toBe(false);
    expect(answer.data.item.type).toBe('file');
    expect(answer.data.item.chunk_type).toBe(0);
    expect(answer.data.item.name).toBe('cohort-notes.txt');
    expect(answer.data.item.sha1).toBe(sha1(original));
    expect(answer.data.item.size).toBe(original.byteLength);
    const stored = await t.services.storage.get(answer.data.item.sha1);
    expect(sha1(stored)).toBe(sha1(original));
    // The item waits for the ingestion job like every uploaded file.
    expect((await kit.detail(answer.data.item.id)).item.status).toBe('wait');
    // The partial copy is gone once the file is stored.
    expect(await readdir(partialDir())).toEqual([]);

    // The same bytes again (in 1 MB parts this time): one item, answered as a duplicate.
    const again = await tusUpload(endpoint(), original, {
      token: t.admin.token,
      metadata: { filename: 'copy.txt' },
      chunkSize: 1024 * 1024,
    });
    if (!again.ok) throw new Error(`second upload failed: ${again.failure.message}`);
    const second = JSON.parse(again.result.body).data as KnowledgeCreateResult;
    expect(second.duplicate).toBe(true);
    expect(second.item.id).toBe(answer.data.item.id);
  });

  it('refuses bytes that are not an accepted type when the upload completes, and keeps nothing', async () => {
    const exe = Buffer.concat([Buffer.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0]), Buffer.alloc(4096, 7)]);
    const outcome = await tusUpload(endpoint(), exe, {
      token: t.admin.token,
      metadata: { filename: 'setup.exe' },
      chunkSize: 1024,
    });
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.failure.status).toBe(400);
    expect(JSON.parse(outcome.failure.body).msg).toMatch(/PDF, DOCX, TXT|not|type/i);
    expect(await readdir(partialDir())).toEqual([]);
  });

  it('answers unknown and expired upload ids with 404 and 410, and the sweep deletes expired ones', async () => {
    const unknown = await tus('HEAD', `${CHUNK_UPLOAD_PATH}/0123456789abcdef0123456789abcdef`, {});
    expect(unknown.status).toBe(404);
    const patchUnknown = await tus(
      'PATCH',
      `${CHUNK_UPLOAD_PATH}/0123456789abcdef0123456789abcdef`,
      { 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' },
      Buffer.from('x'),
    );
    expect(patchUnknown.status).toBe(404);
    expect(await msgOf(patchUnknown)).toMatch(/does not exist/);

    const created = await create(100);
    expect(created.status).toBe(201);
    const location = created.headers.get('location') ?? '';
    expect(location).toMatch(new RegExp(`^${CHUNK_UPLOAD_PATH}/[0-9a-f]{32}$`));
    expect(created.headers.get('upload-expires')).toBeTruthy();
    const id = location.split('/').pop() ?? '';
    // Started two days ago: past the 24 h an unfinished upload is kept.
    const infoPath = path.join(partialDir(), `${id}.json`);
    const info = JSON.parse(await readFile(infoPath, 'utf8'));
    await writeFile(
      infoPath,
      JSON.stringify({ ...info, creation_date: new Date(Date.now() - 2 * 86_400_000) }),
    );
    const head = await tus('HEAD', location, {});
    expect(head.status).toBe(410);
    const patch = await tus(
      'PATCH',
      location,
      { 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' },
      Buffer.from('late bytes'),
    );
    expect(patch.status).toBe(410);
    expect(await msgOf(patch)).toMatch(/expired/);

    const sweeper = new ChunkUploads({
      directory: partialDir(),
      maxBytes: MAX_BYTES,
      knowledge: t.services.knowledge,
      onServerError: () => {},
    });
    expect(await sweeper.sweepExpired()).toBe(1);
    expect((await tus('HEAD', location, {})).status).toBe(404);
  });

  it("keeps each team's uploads to itself: another team's token gets 404 and cannot write or delete", async () => {
    const created = await create(10);
    const location = created.headers.get('location') ?? '';
    const other = await createTeamWithAdmin(t, 'Other Uploads Team');
    const as = { 'Access-Token': other.token };
    expect((await tus('HEAD', location, as)).status).toBe(404);
    const patch = await tus(
      'PATCH',
      location,
      { ...as, 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' },
      Buffer.from('intruder!!'),
    );
    expect(patch.status).toBe(404);
    expect((await tus('DELETE', location, as)).status).toBe(404);
    // Untouched for its own team.
    const head = await tus('HEAD', location, {});
    expect(head.status).toBe(200);
    expect(head.headers.get('upload-offset')).toBe('0');
    // Its own team may abandon it.
    expect((await tus('DELETE', location, {})).status).toBe(204);
    expect((await tus('HEAD', location, {})).status).toBe(404);
  });

  it('refuses oversize uploads (announced or delivered), bad metadata and missing sessions with 4xx', async () => {
    const big = await create(MAX_BYTES + 1);
    expect(big.status).toBe(413);
    expect(await msgOf(big)).toMatch(/larger than the 8 MB limit/);
    // Length announced small, more bytes sent: refused once past the announced length.
    const small = await create(10);
    const over = await tus(
      'PATCH',
      small.headers.get('location') ?? '',
      { 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' },
      Buffer.alloc(64, 0x61),
    );
    expect(over.status).toBe(413);

    const noName = await tus('POST', CHUNK_UPLOAD_PATH, { 'Upload-Length': '10' });
    expect(noName.status).toBe(400);
    expect(await msgOf(noName)).toMatch(/filename/);
    const b64 = (s: string) => Buffer.from(s).toString('base64');
    const graph = await create(10, `filename ${b64('a.txt')},chunk_type ${b64('4')}`);
    expect(graph.status).toBe(400);
    expect(await msgOf(graph)).toMatch(/Graph chunking/);
    const category = await create(10, `filename ${b64('a.txt')},c_id ${b64('no-such-category')}`);
    expect(category.status).toBe(400);
    expect(await msgOf(category)).toMatch(/category does not exist/);
    const missingLength = await tus('POST', CHUNK_UPLOAD_PATH, {
      'Upload-Metadata': `filename ${b64('a.txt')}`,
    });
    expect(missingLength.status).toBe(400);

    const anonymous = await fetch(`${origin}${CHUNK_UPLOAD_PATH}`, {
      method: 'POST',
      headers: { 'Tus-Resumable': '1.0.0', 'Upload-Length': '10' },
    });
    expect(anonymous.status).toBe(401);
  });
});
