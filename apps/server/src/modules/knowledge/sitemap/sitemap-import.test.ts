import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KnowledgeImportResult } from '@prowrite/contracts';
import { decodeAccessToken } from '../../../http/auth';
import { AllowList } from '../../../http/outbound/address-policy';
import { type LoopbackServer, startLoopbackServer } from '../../../http/outbound/testing/loopback-server';
import { createWorker } from '../../../jobs/job-services';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { knowledgeKit } from '../testing/knowledge-kit';
import { KnowledgeImportService } from './knowledge-import.service';
import { DEFAULT_SITEMAP_LIMITS } from './sitemap-reader';

const XML = { 'content-type': 'application/xml; charset=utf-8' };
const urlset = (locs: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${locs
    .map((l) => `<url><loc>${l}</loc><lastmod>2024-01-01</lastmod></url>`)
    .join('')}</urlset>`;
const index = (locs: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${locs
    .map((l) => `<sitemap><loc>${l}</loc></sitemap>`)
    .join('')}</sitemapindex>`;
const page = (title: string) =>
  `<!doctype html><html><head><title>${title}</title></head><body><article><h1>${title}</h1><p>${title} is discussed here with dosing, adverse events and monitoring advice for clinicians.</p></article></body></html>`;

describe('sitemap and exact-url import (loopback site, outbound guard, robots.txt)', () => {
  let t: TestApp;
  let site: LoopbackServer;
  const kit = knowledgeKit(() => t);
  const importing = async (payload: object): Promise<KnowledgeImportResult> => {
    const res = await kit.post('/api/knowledge/import', payload);
    if (res.statusCode !== 200) throw new Error(`import answered ${res.statusCode}: ${res.body}`);
    return res.json().data;
  };
  let bomb: Buffer;
  // A few KB on the wire that would unpack to 24 MB of sitemap, past the 10 MB a sitemap may be.
  let gzBomb: Buffer;

  beforeAll(async () => {
    // A million-entry sitemap: about 60 MB if it were all sent.
    const entry = Buffer.from('<url><loc>http://127.0.0.1/p</loc></url>');
    bomb = Buffer.concat([Buffer.from('<urlset>'), ...Array.from({ length: 300_000 }, () => entry)]);
    gzBomb = gzipSync(Buffer.concat([Buffer.from('<urlset>'), Buffer.alloc(24 * 1024 * 1024, ' ')]), {
      level: 9,
    });
    site = await startLoopbackServer((req, res) => {
      const o = site.origin;
      const path = req.url ?? '/';
      if (path === '/robots.txt') {
        res.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nDisallow: /private/\n');
      } else if (path === '/sitemap_index.xml') {
        res
          .writeHead(200, XML)
          .end(index([`${o}/sitemap-a.xml`, `${o}/sitemap-b.xml`, `${o}/sitemap-gone.xml`]));
      } else if (path === '/sitemap-a.xml') {
        res.writeHead(200, XML).end(urlset([`${o}/pages/metformin`, `${o}/private/secret`, 'ftp://x.org/a']));
      } else if (path === '/sitemap-b.xml') {
        res
          .writeHead(200, XML)
          .end(urlset([`${o}/pages/statins`, `${o}/pages/metformin#dup`, 'http://elsewhere.test/page']));
      } else if (path.startsWith('/pages/') || path.startsWith('/private/')) {
        res.writeHead(200, { 'content-type': 'text/html' }).end(page(path.split('/').pop() ?? 'page'));
      } else if (path.startsWith('/nest')) {
        // An index whose only entry is another index, without end.
        const depth = Number(new URL(path, o).searchParams.get('d') ?? 0);
        res.writeHead(200, XML).end(index([`${o}/nest?d=${depth + 1}`]));
      } else if (path === '/wide.xml') {
        res.writeHead(200, XML).end(index(Array.from({ length: 5_000 }, (_, i) => `${o}/missing-${i}.xml`)));
      } else if (path === '/sitemap.xml.gz') {
        // Served as the file it is (the way static servers send .gz), not as a transfer encoding.
        res
          .writeHead(200, { 'content-type': 'application/x-gzip' })
          .end(gzipSync(urlset([`${o}/pages/insulin`, `${o}/private/gz-secret`])));
      } else if (path === '/gz-index.xml') {
        res.writeHead(200, XML).end(index([`${o}/bomb.xml.gz`, `${o}/sitemap.xml.gz`]));
      } else if (path === '/bomb.xml.gz') {
        res.writeHead(200, { 'content-type': 'application/gzip' }).end(gzBomb);
      } else if (path === '/damaged.xml.gz') {
        const whole = gzipSync(urlset([`${o}/pages/a`, `${o}/pages/b`]));
        res.writeHead(200, { 'content-type': 'application/gzip' }).end(whole.subarray(0, whole.length - 12));
      } else if (path === '/octet.bin') {
        res
          .writeHead(200, { 'content-type': 'application/octet-stream' })
          .end(Buffer.from([0, 1, 2, 3, 255]));
      } else if (path === '/million.xml') {
        res.writeHead(200, XML).end(bomb);
      } else if (path === '/binary.xml') {
        res.writeHead(200, XML).end(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 13, 1, 2, 3]));
      } else if (path === '/laughs.xml') {
        const entities = Array.from(
          { length: 9 },
          (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i};`.repeat(10)}">`,
        ).join('');
        res
          .writeHead(200, XML)
          .end(
            `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol0 "lol">${entities}]><urlset><url><loc>&lol9;</loc></url></urlset>`,
          );
      } else if (path === '/broken.xml') {
        res.writeHead(200, XML).end('<urlset><url><loc>http://a</url></urlset>');
      } else if (path === '/html.xml') {
        res.writeHead(200, { 'content-type': 'text/html' }).end('<html>not a sitemap</html>');
      } else if (path === '/to-metadata.xml') {
        res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
      } else if (path === '/slow.xml') {
        // Never answers: only the import's time limit ends it.
      } else {
        res.writeHead(404).end();
      }
    });
    t = await createTestApp({ OUTBOUND_ALLOW_HOSTS: '127.0.0.1' });
  });
  afterAll(async () => {
    await t.close();
    await site.close();
  });

  it('adds one link item per allowed page of a sitemap index, skipping robots-refused and foreign pages', async () => {
    const result = await importing({
      mode: 'sitemap',
      url: `${site.origin}/sitemap_index.xml`,
      tags: ['import'],
    });
    expect(result.status).toBe('success');
    expect(result.err_msg).toBe('');
    expect(result.items.map((i) => i.url).sort()).toEqual([
      `${site.origin}/pages/metformin`,
      `${site.origin}/pages/statins`,
    ]);
    expect(result.items.every((i) => i.type === 'link' && i.tags.includes('import'))).toBe(true);
    expect(result.skipped).toEqual(
      expect.arrayContaining([
        { url: `${site.origin}/private/secret`, reason: expect.stringMatching(/robots\.txt/) },
        { url: 'http://elsewhere.test/page', reason: expect.stringMatching(/another site/) },
        { url: `${site.origin}/sitemap-gone.xml`, reason: expect.stringMatching(/HTTP 404/) },
      ]),
    );
    expect(site.seen).not.toContain('/private/secret');
    expect(result.truncated).toBe(false);

    // Each page is ingested by the link import.
    const worker = createWorker(t.services.jobs, { concurrency: 2 });
    worker.start();
    try {
      for (const item of result.items) {
        const done = await kit.settled(item.id, 60_000);
        expect(done.item.status).toBe('success');
        expect(done.chunks.map((c) => c.text).join(' ')).toMatch(/dosing, adverse events/);
      }
    } finally {
      await worker.stop();
    }

    // The same sitemap again adds nothing new.
    const again = await importing({ mode: 'sitemap', url: `${site.origin}/sitemap_index.xml` });
    expect(again.duplicates).toBe(2);
    expect(again.items.map((i) => i.id).sort()).toEqual(result.items.map((i) => i.id).sort());
  });

  it("reads a gzip-compressed sitemap; a gzip bomb among an index's sitemaps is skipped with its reason", async () => {
    expect(gzBomb.length).toBeLessThan(64 * 1024);
    const plain = await importing({ mode: 'sitemap', url: `${site.origin}/sitemap.xml.gz` });
    expect(plain.status).toBe('success');
    expect(plain.items.map((i) => i.url)).toEqual([`${site.origin}/pages/insulin`]);
    expect(plain.skipped).toEqual([
      { url: `${site.origin}/private/gz-secret`, reason: expect.stringMatching(/robots\.txt/) },
    ]);

    const mixed = await importing({ mode: 'sitemap', url: `${site.origin}/gz-index.xml` });
    expect(mixed.status).toBe('success');
    expect(mixed.items.map((i) => i.url)).toEqual([`${site.origin}/pages/insulin`]);
    expect(mixed.duplicates).toBe(1);
    expect(mixed.skipped).toEqual(
      expect.arrayContaining([
        { url: `${site.origin}/bomb.xml.gz`, reason: expect.stringMatching(/unpacks to more than 10 MB/) },
      ]),
    );
  });

  it('imports an exact url as one link item', async () => {
    const result = await importing({ mode: 'exact', url: `${site.origin}/pages/warfarin`, name: 'Warfarin' });
    expect(result.status).toBe('success');
    expect(result.items).toHaveLength(1);
    expect(result.items[0]?.name).toBe('Warfarin');
    expect(result.items[0]?.status).toBe('wait');
  });

  it.each([
    ['a sitemap index nested without end', '/nest?d=0', /lists no pages.*nested deeper/, true],
    ['a million-entry sitemap', '/million.xml', /larger than/, false],
    ['a gzip bomb', '/bomb.xml.gz', /compressed sitemap unpacks to more than 10 MB/, false],
    ['a truncated gzip file', '/damaged.xml.gz', /compressed sitemap is damaged/, false],
    ['binary data that is not gzip', '/octet.bin', /binary data/, false],
    ['binary data served as XML', '/binary.xml', /binary data/, false],
    ['entity expansion (billion laughs)', '/laughs.xml', /no pages|not valid XML/, false],
    ['XML that is not well formed', '/broken.xml', /not valid XML/, false],
    ['an HTML page instead of XML', '/html.xml', /a sitemap must be XML/, false],
    ['a redirect to a blocked address', '/to-metadata.xml', /Refused to fetch/, false],
    ['a missing sitemap', '/none.xml', /HTTP 404/, true],
  ])(
    'puts the import in error for %s, with the reason and the right retry flag',
    async (_what, path, reason, retry) => {
      const result = await importing({ mode: 'sitemap', url: `${site.origin}${path}` });
      expect(result.status).toBe('error');
      expect(result.err_msg).toMatch(reason);
      expect(result.is_allow_retry).toBe(retry);
      expect(result.items).toEqual([]);
    },
  );

  it('an unreachable site puts the import in error that may be retried', async () => {
    const closed = await startLoopbackServer((_req, res) => res.end());
    const url = `${closed.origin}/sitemap.xml`;
    await closed.close();
    const result = await importing({ mode: 'sitemap', url });
    expect(result.status).toBe('error');
    expect(result.err_msg).toMatch(/could not be reached|ECONNREFUSED|connect/i);
    expect(result.is_allow_retry).toBe(true);
  });

  it('stops at its limits: pages, sitemap documents and total time', async () => {
    const importer = (limits: Partial<typeof DEFAULT_SITEMAP_LIMITS>) =>
      new KnowledgeImportService({
        knowledge: t.services.knowledge,
        fetch: { allow: new AllowList(['127.0.0.1']) },
        limits: { ...DEFAULT_SITEMAP_LIMITS, ...limits },
      });
    const auth = await t.services.accounts.resolveSession(decodeAccessToken(t.admin.token) ?? '');
    if (!auth) throw new Error('no session');
    const few = await importer({ maxPages: 1 }).import(auth, {
      mode: 'sitemap',
      url: `${site.origin}/sitemap_index.xml`,
    });
    expect(few.status).toBe('success');
    expect(few.pages).toBe(1);
    expect(few.truncated).toBe(true);

    const wide = await importer({ maxSitemaps: 3 }).import(auth, {
      mode: 'sitemap',
      url: `${site.origin}/wide.xml`,
    });
    expect(wide.status).toBe('error');
    expect(site.seen.filter((p) => p.startsWith('/missing-')).length).toBe(2);

    const started = Date.now();
    const slow = await importer({ timeoutMs: 1_000 }).import(auth, {
      mode: 'sitemap',
      url: `${site.origin}/slow.xml`,
    });
    expect(slow.status).toBe('error');
    expect(slow.err_msg).toMatch(/took too long|timed out|did not answer/i);
    expect(slow.is_allow_retry).toBe(true);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('refuses an invalid address with 400 before fetching anything', async () => {
    const res = await kit.post('/api/knowledge/import', { mode: 'sitemap', url: 'file:///etc/passwd' });
    expect(res.statusCode).toBe(400);
  });
});
