import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../db/schema';
import { decodeAccessToken } from '../../http/auth';
import { createTeamWithAdmin, createTestApp, type TestApp } from '../../test/test-app';
import { injectUpload } from '../files/testing/multipart-body';
import { auth } from '../works/testing/works-test-kit';
import { EXPORT_TTL_MS, ExportExpiry } from './export-expiry';
import { sampleSlides, seedWork, solidPng } from './testing/export-test-kit';
import { ExportService } from './export.service';
import type { PrintRenderer } from './print-renderer';

/** `v2/export/images` results: stored as export records, downloadable, not listed, swept after a day. */
describe('exported PNG expiry', () => {
  let t: TestApp;
  let exports: ExportService;
  // Each export renders two PNGs of fresh colours (every test gets bytes of its own), unless `rendered` is set.
  let colour = 0;
  let rendered: Buffer[] | null = null;
  const nextPngs = () => rendered ?? [0, 1].map(() => solidPng(8, 8, [colour++ % 256, 10, 20]));

  beforeAll(async () => {
    t = await createTestApp();
    const renderer = { deckPngs: async () => nextPngs() };
    exports = new ExportService({
      works: t.services.works.works,
      files: t.services.files,
      renderer: renderer as unknown as PrintRenderer,
      writePptx: async () => Buffer.alloc(0),
      log: t.app.log,
      rateLimits: t.services.rateLimits,
    });
  });
  afterAll(async () => t?.close());

  const principal = async () => {
    const ctx = await t.services.accounts.resolveSession(decodeAccessToken(t.admin.token)!);
    if (!ctx) throw new Error('no session');
    return ctx;
  };
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: auth(t.admin.token) });
  const idOf = (address: string) => decodeURIComponent(/^\/api\/files\/([^/]+)\/raw$/.exec(address)![1]!);
  const rowOf = async (id: string) => (await t.database.db.select().from(files).where(eq(files.id, id)))[0];
  const sweepAt = (now: number) => new ExportExpiry({ files: t.services.files, now: () => now }).sweep();
  const upload = async (name: string, content: Buffer, token = t.admin.token) => {
    const res = await injectUpload(t.app, token, name, content);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { id: string; sha1: string };
  };
  const exportDeck = async () => {
    const deck = await seedWork(t, t.admin.token, { slides: sampleSlides(2) });
    return exports.exportImages(await principal(), { title: 'Deck', type: 'PNG', pro_write_id: deck });
  };

  it('an exported PNG downloads at once, is not an upload, and is swept with its bytes after 24 h', async () => {
    const kept = await upload('photo.png', solidPng(8, 8, [250, 250, 1]));
    const addresses = await exportDeck();
    expect(addresses).toHaveLength(2);

    const raw = await get(addresses[0]!);
    expect(raw.statusCode).toBe(200);
    expect(raw.headers['content-type']).toBe('image/png');

    const listed = await get('/api/files/list?pagesize=100');
    const ids = listed.json().data.data.map((f: { id: string }) => f.id);
    expect(ids).toContain(kept.id);
    for (const address of addresses) expect(ids).not.toContain(idOf(address));
    expect(listed.json().data.total_num).toBe(ids.length);

    const exported = (await rowOf(idOf(addresses[0]!)))!;
    expect(exported.purpose).toBe('export');
    expect(await sweepAt(Date.now() + EXPORT_TTL_MS - 60_000)).toBe(0);
    expect(await sweepAt(Date.now() + 25 * 60 * 60_000)).toBe(2);

    expect(await rowOf(exported.id)).toBeUndefined();
    expect(await t.services.storage.exists(exported.sha1)).toBe(false);
    expect((await get(addresses[0]!)).statusCode).toBe(404);
    expect(await rowOf(kept.id)).toBeDefined();
    expect(await t.services.storage.exists(kept.sha1)).toBe(true);
  });

  it('uploading the bytes of an export keeps them as an upload', async () => {
    const [address] = await exportDeck();
    const exported = (await rowOf(idOf(address!)))!;
    const bytes = await t.services.storage.get(exported.sha1);
    const uploaded = await upload('again.png', bytes);
    expect(uploaded.id).toBe(exported.id);
    expect((await rowOf(exported.id))!.purpose).toBe('upload');
    await sweepAt(Date.now() + 25 * 60 * 60_000);
    expect(await rowOf(exported.id)).toBeDefined();
    expect(await t.services.storage.exists(exported.sha1)).toBe(true);
  });

  it('an export of bytes the team already uploaded answers the upload and leaves it alone', async () => {
    const png = solidPng(8, 8, [1, 2, 3]);
    const kept = await upload('mine.png', png);
    rendered = [png];
    const [address] = await exportDeck();
    rendered = null;
    expect(idOf(address!)).toBe(kept.id);
    await sweepAt(Date.now() + 25 * 60 * 60_000);
    expect((await rowOf(kept.id))!.purpose).toBe('upload');
  });

  it("keeps the stored bytes while another team's upload uses them", async () => {
    const other = await createTeamWithAdmin(t, 'Other team');
    const [address] = await exportDeck();
    const exported = (await rowOf(idOf(address!)))!;
    const theirs = await upload('same.png', await t.services.storage.get(exported.sha1), other.token);
    expect(theirs.id).not.toBe(exported.id);
    await sweepAt(Date.now() + 25 * 60 * 60_000);
    expect(await rowOf(exported.id)).toBeUndefined();
    expect(await t.services.storage.exists(exported.sha1)).toBe(true);
  });
});
