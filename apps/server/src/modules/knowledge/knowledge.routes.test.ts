import { makeEncryptedPdf, makeTextPdf } from '@prowrite/engine/testing/make-pdf';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorker } from '../../jobs/job-services';
import type { Worker } from '../../jobs/worker';
import { startLoopbackServer, type LoopbackServer } from '../../http/outbound/testing/loopback-server';
import { createTestApp, type TestApp } from '../../test/test-app';
import { multipartBody } from '../files/testing/multipart-body';
import { knowledgeKit } from './testing/knowledge-kit';

const ARTICLE = `<!doctype html><html><head><title>Sorafenib in liver cancer</title></head><body>
<nav>Home | About | Contact</nav>
<article><h1>Sorafenib in advanced hepatocellular carcinoma</h1>
<p>Sorafenib improved median overall survival from 7.9 to 10.7 months in patients with advanced hepatocellular carcinoma.</p>
<p>The most common adverse events were diarrhoea, weight loss and hand-foot skin reaction, which were manageable.</p>
<h2>Dosing</h2><p>The recommended dose is 400 mg twice daily, taken without food, continued until clinical benefit ends.</p>
<table><tr><th>Arm</th><th>Median OS</th></tr><tr><td>Sorafenib</td><td>10.7 months</td></tr></table>
</article><footer>Copyright</footer></body></html>`;

describe('knowledge routes (PGlite, real worker, loopback site)', () => {
  let t: TestApp;
  let worker: Worker;
  let site: LoopbackServer;
  const kit = knowledgeKit(() => t);
  const teamOf = async (itemId: string) => {
    const r = await t.database.db.execute(sql`SELECT team_id FROM knowledge_items WHERE id = ${itemId}`);
    return (r as unknown as { rows: { team_id: string }[] }).rows[0]?.team_id ?? '';
  };

  beforeAll(async () => {
    site = await startLoopbackServer((req, res) => {
      if (req.url === '/article') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(ARTICLE);
      } else if (req.url === '/to-metadata') {
        res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
      } else if (req.url === '/latin1') {
        res.writeHead(200, { 'content-type': 'text/html; charset=windows-1252' });
        res.end(
          Buffer.from(
            '<html><body><p>Caf\u00e9 cr\u00e8me and na\u00efve patients were enrolled in the study.</p></body></html>',
            'latin1',
          ),
        );
      } else if (req.url === '/binary') {
        res
          .writeHead(200, { 'content-type': 'text/html' })
          .end(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 13, 1, 2]));
      } else if (req.url === '/huge') {
        res.writeHead(200, { 'content-type': 'text/html', 'content-length': String(6 * 1024 * 1024) });
        res.end(Buffer.alloc(6 * 1024 * 1024, 0x61));
      } else if (req.url === '/zip') {
        res.writeHead(200, { 'content-type': 'application/zip' }).end('PK');
      } else if (req.url === '/down') {
        res.writeHead(503, { 'content-type': 'text/plain' }).end('down');
      } else {
        res.writeHead(404).end();
      }
    });
    t = await createTestApp({ OUTBOUND_ALLOW_HOSTS: '127.0.0.1' });
    worker = createWorker(t.services.jobs, { concurrency: 2 });
    worker.start();
  });
  afterAll(async () => {
    await worker.stop();
    await t.close();
    await site.close();
  });

  it('ingests a pasted text into semantic chunks, searchable by stems, with the spec fields', async () => {
    const { item, duplicate } = await kit.create({
      type: 'txt',
      content:
        '# Trial design\n\nPatients were randomised 2:1 to receive nivolumab or placebo.\n\n# Outcomes\n\nProgression-free survival was longer with nivolumab.',
      tags: ['oncology'],
    });
    expect(duplicate).toBe(false);
    expect(item.status).toBe('wait');
    expect(item.chunk_type).toBe(3);
    const done = await kit.settled(item.id);
    expect(done.item.status).toBe('success');
    expect(done.item.schedule).toBe(100);
    expect(done.item.err_msg).toBe('');
    expect(done.chunks.map((c) => c.heading)).toEqual(['Trial design', 'Outcomes']);
    const found = await kit.search({ query: 'randomized patient' });
    expect(found.mode).toBe('lexical');
    expect(found.hits[0]?.item.id).toBe(item.id);
    expect(found.hits[0]?.chunk.heading).toBe('Trial design');
    expect(found.hits[0]?.score).toBeGreaterThan(0);
  });

  it('finds Chinese and Japanese text by a word of the query, whatever surrounds it', async () => {
    const zh = await kit.create({
      type: 'txt',
      content: '本研究评估了索拉非尼在晚期肝细胞癌患者中的疗效和安全性。',
    });
    const ja = await kit.create({ type: 'txt', content: '東京都の図書館で臨床試験の報告書を検索しました。' });
    await kit.settled(zh.item.id);
    await kit.settled(ja.item.id);
    expect((await kit.search({ query: '肝细胞癌' })).hits[0]?.item.id).toBe(zh.item.id);
    expect((await kit.search({ query: '索拉非尼的安全性' })).hits[0]?.item.id).toBe(zh.item.id);
    expect((await kit.search({ query: '図書館' })).hits[0]?.item.id).toBe(ja.item.id);
    expect((await kit.search({ query: '报告' })).hits.find((h) => h.item.id === zh.item.id)).toBeUndefined();
  });

  it('answers the same text twice as one item', async () => {
    const first = await kit.create({ type: 'txt', content: 'Duplicate text about beta blockers.' });
    const second = await kit.create({
      type: 'txt',
      content: 'Duplicate text about beta blockers.',
      name: 'again',
    });
    expect(second.duplicate).toBe(true);
    expect(second.item.id).toBe(first.item.id);
  });

  it('ingests an uploaded PDF with page provenance, and the same file again is one item', async () => {
    const pdf = Buffer.from(
      makeTextPdf({
        pages: [
          ['Introduction', 'Metformin lowers fasting glucose in adults with type 2 diabetes.'],
          ['Results', 'Lactic acidosis was rare and occurred in two patients with renal failure.'],
        ],
      }),
    );
    const res = await kit.upload('metformin.pdf', pdf, { chunk_type: '0' });
    expect(res.statusCode).toBe(200);
    const { item } = res.json().data;
    expect(item.type).toBe('file');
    expect(item.chunk_type).toBe(0);
    const done = await kit.settled(item.id);
    expect(done.item.status).toBe('success');
    expect(done.chunks.length).toBeGreaterThan(0);
    const hit = (await kit.search({ query: 'lactic acidosis renal' })).hits.find(
      (h) => h.item.id === item.id,
    );
    expect(hit?.chunk.source.file_id).toBe(item.file_id);
    expect(hit?.chunk.source.page).toBeGreaterThanOrEqual(1);
    const again = (await kit.upload('copy.pdf', pdf)).json().data;
    expect(again.duplicate).toBe(true);
    expect(again.item.id).toBe(item.id);
  });

  it('offers ingested file items to the workbench and resolves them to the files a work is created from', async () => {
    const pdf = Buffer.from(makeTextPdf({ pages: [['Apixaban reduced stroke in atrial fibrillation.']] }));
    const { item } = (await kit.upload('apixaban.pdf', pdf)).json().data;
    await kit.settled(item.id);
    const text = await kit.create({ type: 'txt', content: 'Not a file: notes on apixaban.' });
    await kit.settled(text.item.id);
    const list = (await kit.get('/api/prowrite/v1/knowledge_list?pageno=0&pagesize=50')).json().data;
    expect(list.data.map((i: { id: string }) => i.id)).toContain(item.id);
    expect(list.data.every((i: { type: string }) => i.type === 'file')).toBe(true);
    const related = await kit.post('/api/prowrite/v1/relation_knowledge', { knowledge_ids: [item.id] });
    expect(related.statusCode).toBe(200);
    expect(related.json().data.data.file_ids).toEqual([item.file_id]);
    const file = await kit.get(`/api/files/detail?id=${item.file_id}`);
    expect(file.json().data.parse_status).not.toBe('error');
    const refused = await kit.post('/api/prowrite/v1/relation_knowledge', {
      knowledge_ids: [text.item.id, 'nope'],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toMatch(/is not a file.*nope: no such knowledge item/);
  });

  it('imports a link as the article text, without the page furniture, named by its title', async () => {
    const { item } = await kit.create({ type: 'link', url: `${site.origin}/article` });
    const done = await kit.settled(item.id);
    expect(done.item.status).toBe('success');
    expect(done.item.name).toMatch(/Sorafenib/);
    const all = done.chunks.map((c) => c.text).join('\n');
    expect(all).toContain('400 mg twice daily');
    expect(all).toContain('Sorafenib | 10.7 months');
    expect(all).not.toContain('Home | About');
    expect(done.item.sha1).toMatch(/^[0-9a-f]{40}$/);
  });

  it('reads a page in the charset its server declares', async () => {
    const { item } = await kit.create({ type: 'link', url: `${site.origin}/latin1` });
    const done = await kit.settled(item.id);
    expect(done.item.status).toBe('success');
    expect(done.chunks[0]?.text).toContain('Café crème and naïve patients');
  });

  it.each([
    ['a redirect to a blocked address', '/to-metadata', /Refused to fetch/, false],
    ['binary data served as HTML', '/binary', /binary data/, false],
    ['a page over the size limit', '/huge', /larger than/, false],
    ['an unsupported content type', '/zip', /only web pages/, false],
    ['a site that is down', '/down', /HTTP 503/, true],
    ['a missing page', '/missing', /HTTP 404/, true],
  ])(
    'a link to %s ends in error with its reason and the right retry flag',
    async (_what, path, reason, retry) => {
      const { item } = await kit.create({ type: 'link', url: `${site.origin}${path}` });
      const done = await kit.settled(item.id);
      expect(done.item.status).toBe('error');
      expect(done.item.err_msg).toMatch(reason);
      expect(done.item.is_allow_retry).toBe(retry);
      expect(done.chunks).toEqual([]);
    },
  );

  it('an unreachable host ends in error that may be retried', async () => {
    const closed = await startLoopbackServer((_req, res) => res.end());
    const url = `${closed.origin}/page`;
    await closed.close();
    const { item } = await kit.create({ type: 'link', url });
    const done = await kit.settled(item.id);
    expect(done.item.status).toBe('error');
    expect(done.item.err_msg).toMatch(/could not be reached|ECONNREFUSED|connect/i);
    expect(done.item.is_allow_retry).toBe(true);
  });

  it('an encrypted PDF and an image upload end in error, not retryable, with the reason', async () => {
    const locked = (await kit.upload('locked.pdf', Buffer.from(makeEncryptedPdf()))).json().data.item;
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const image = (await kit.upload('dot.png', png)).json().data.item;
    const lockedDone = await kit.settled(locked.id);
    expect(lockedDone.item.status).toBe('error');
    expect(lockedDone.item.err_msg).toMatch(/password-protected/);
    expect(lockedDone.item.is_allow_retry).toBe(false);
    const imageDone = await kit.settled(image.id);
    expect(imageDone.item.status).toBe('error');
    expect(imageDone.item.err_msg).toMatch(/PNG file cannot be read as text/);
  });

  it('refuses bad requests with 400: invalid link, graph chunking, unknown category, missing file field', async () => {
    expect((await kit.post('/api/knowledge/create', { type: 'link', url: 'not a url' })).statusCode).toBe(
      400,
    );
    expect((await kit.post('/api/knowledge/create', { type: 'link', url: 'ftp://x.org/a' })).statusCode).toBe(
      400,
    );
    const graph = await kit.post('/api/knowledge/create', { type: 'txt', content: 'x', chunk_type: 4 });
    expect(graph.statusCode).toBe(400);
    expect(graph.json().msg).toMatch(/Graph chunking/);
    expect(
      (await kit.post('/api/knowledge/create', { type: 'txt', content: 'x', c_id: 'nope' })).statusCode,
    ).toBe(400);
    expect((await kit.post('/api/knowledge/create', { type: 'video', url: 'x' })).statusCode).toBe(400);
    expect((await kit.post('/api/knowledge/create', { type: 'file', file_id: 'missing' })).statusCode).toBe(
      404,
    );
    const none = await kit.upload('a.txt', 'hello', {});
    expect(none.statusCode).toBe(200);
    const exe = await kit.upload('a.exe', Buffer.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0]));
    expect(exe.statusCode).toBe(400);
    expect((await kit.get('/api/knowledge/detail?id=missing')).statusCode).toBe(404);
  });

  it('answers 400, not 500, to a knowledge upload with broken multipart framing, and stores nothing', async () => {
    const before = (await kit.list()).total_num;
    const one = multipartBody([{ field: 'jwfile', filename: 'a.txt', content: 'cut short' }]);
    const bodies: [Buffer | string, string][] = [
      [one.payload.subarray(0, one.payload.length - 20), one.headers['content-type']!],
      ['garbage', 'multipart/form-data; boundary=xyz'],
    ];
    for (const [payload, contentType] of bodies) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/knowledge/upload',
        payload,
        headers: { 'content-type': contentType, ...kit.headers() },
      });
      expect(res.statusCode, `${contentType}: ${res.body}`).toBe(400);
    }
    expect((await kit.list()).total_num).toBe(before);
  });

  it('a retry of a failed item runs again; a success is not retried', async () => {
    const { item } = await kit.create({ type: 'link', url: `${site.origin}/down` });
    expect((await kit.settled(item.id)).item.is_allow_retry).toBe(true);
    const res = await kit.post('/api/knowledge/retry', { ids: [item.id] });
    expect(res.json().data.updated).toBe(1);
    const again = await kit.settled(item.id);
    expect(again.item.status).toBe('error');
    expect(again.item.err_msg).toMatch(/HTTP 503/);
    const text = await kit.create({ type: 'txt', content: 'Retry check: statins lower LDL cholesterol.' });
    await kit.settled(text.item.id);
    expect((await kit.post('/api/knowledge/retry', { ids: [text.item.id] })).json().data.updated).toBe(0);
  });

  it('an ingestion run again after a crash (job delivered twice) replaces the chunks: no duplicates', async () => {
    const content = Array.from({ length: 40 }, (_, i) => `Paragraph ${i} on ACE inhibitors and cough.`).join(
      '\n\n',
    );
    const { item } = await kit.create({ type: 'txt', content, chunk_type: 0 });
    const first = await kit.settled(item.id);
    const count = async (table: string) => {
      const r = await t.database.db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${table}`));
      return (r as unknown as { rows: { n: number }[] }).rows[0]?.n ?? -1;
    };
    const before = {
      chunks: await count('knowledge_chunks'),
      changes: await count('knowledge_index_changes'),
    };
    // The state a worker killed mid-run leaves: the item in progress, its job delivered again.
    await t.database.db.execute(sql`UPDATE knowledge_items SET status = 'inProgress' WHERE id = ${item.id}`);
    await t.services.jobs.queue.enqueue('knowledge.ingest', {
      itemId: item.id,
      teamId: await teamOf(item.id),
    });
    const second = await kit.settled(item.id);
    expect(second.item.status).toBe('success');
    expect(second.chunks.map((c) => c.text)).toEqual(first.chunks.map((c) => c.text));
    expect(second.chunks.map((c) => c.id)).not.toEqual(first.chunks.map((c) => c.id));
    expect({
      chunks: await count('knowledge_chunks'),
      changes: await count('knowledge_index_changes'),
    }).toEqual(before);
    const stats = await t.database.db.execute(sql`SELECT sum(chunks)::int AS n FROM knowledge_stats`);
    expect((stats as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(before.chunks);
  });

  it('filters search by enabled flag, category and type, and counts items per category', async () => {
    const category = (await kit.post('/api/knowledge/category', { name: 'Cardiology' })).json().data;
    const { item } = await kit.create({
      type: 'txt',
      content: 'Warfarin needs INR monitoring.',
      c_id: category.id,
    });
    await kit.settled(item.id);
    expect((await kit.search({ query: 'warfarin INR' })).hits[0]?.item.id).toBe(item.id);
    expect(
      (await kit.search({ query: 'warfarin', c_id: '0' })).hits.find((h) => h.item.id === item.id),
    ).toBeUndefined();
    expect((await kit.search({ query: 'warfarin', types: ['link'] })).hits).toEqual([]);
    await kit.post('/api/knowledge/enable', { ids: [item.id], enable_flag: false });
    expect((await kit.search({ query: 'warfarin' })).hits).toEqual([]);
    expect((await kit.search({ query: 'warfarin', include_disabled: true })).hits[0]?.item.id).toBe(item.id);
    const categories = (await kit.get('/api/knowledge/categories')).json().data.data;
    const mine = categories.find((c: { id: string }) => c.id === category.id);
    expect(mine.num).toBe(1);
    expect(mine.counts.txt).toBe(1);
    expect(categories[0].id).toBe('0');
    expect(categories[0].name).toBe('No category');
  });

  it('lists items with filters, deletes them with their chunks', async () => {
    const { item } = await kit.create({ type: 'txt', content: 'Delete me: aspirin and bleeding.' });
    await kit.settled(item.id);
    const errors = await kit.list('?status=error');
    expect(errors.data.every((i) => i.status === 'error')).toBe(true);
    expect(errors.total_num).toBeGreaterThan(0);
    const page = await kit.list('?pageno=0&pagesize=2');
    expect(page.data).toHaveLength(2);
    expect((await kit.post('/api/knowledge/delete', { ids: [item.id] })).json().data.updated).toBe(1);
    expect((await kit.get(`/api/knowledge/detail?id=${item.id}`)).statusCode).toBe(404);
    expect(
      (await kit.search({ query: 'aspirin bleeding' })).hits.find((h) => h.item.id === item.id),
    ).toBeUndefined();
  });
});
