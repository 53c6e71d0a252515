import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTeamWithAdmin, createTestApp, type TestApp } from '../../test/test-app';
import { auth, publishWork } from '../works/testing/works-test-kit';
import {
  figureSlide,
  pdfInfo,
  pdfText,
  pngSize,
  postExport,
  renderingAvailable,
  sampleSlides,
  seedFigureFile,
  seedWork,
  solidPng,
  webDist,
} from './testing/export-test-kit';
import { MAX_STACKED_PNG_HEIGHT } from './print-renderer';

const run = promisify(execFile);

/** Pixel sizes of the images embedded in a PDF (`pdfimages -list`), to see that a figure reached the page. */
async function pdfImageSizes(pdf: Buffer): Promise<string[]> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'pw-pdfimages-'));
  try {
    await writeFile(path.join(dir, 'x.pdf'), pdf);
    const { stdout } = await run('pdfimages', ['-list', path.join(dir, 'x.pdf')]);
    // page num type width height ...
    return stdout
      .trim()
      .split('\n')
      .slice(2)
      .map((line) => line.trim().split(/\s+/))
      .map((cols) => `${cols[3]}x${cols[4]}`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** PDF and PNG through the print pages in Chromium (skipped locally without Chromium or a web build). */
describe.runIf(renderingAvailable())('export rendering (Chromium)', () => {
  let t: TestApp;
  let deck: string;
  const slideCount = 4;

  beforeAll(async () => {
    t = await createTestApp({ WEB_DIST: webDist });
    // A figure crop of 64 x 40 px in a source file, shown by the fourth slide.
    const fileId = await seedFigureFile(t, t.admin.token, solidPng(64, 40, [200, 30, 30]));
    deck = await seedWork(t, t.admin.token, {
      name: 'ORCHID-3 deck',
      slides: [...sampleSlides(3), figureSlide(fileId, 4)],
      fileIds: [fileId],
    });
  }, 120_000);
  afterAll(async () => t?.close());

  it('PDF: one 960 x 540 px page (720 x 405 pt) per slide, figures loaded through the ticket, CJK name', async () => {
    const title = `ORCHID-3 试验结果 ${'长'.repeat(10)}`;
    const res = await postExport(t, t.admin.token, { title, type: 'PDF', pro_write_id: deck });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const fallback = `${title}.pdf`.replace(/[^\x20-\x7e]/g, '_');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(`${title}.pdf`)}`,
    );
    const info = await pdfInfo(res.rawPayload);
    expect(info.pages).toBe(slideCount);
    expect(info.width).toBe(720);
    // Chromium sizes pages in whole 1/300 in: 5.625 in is 1687.5 units, printed as 1687 (404.88 pt).
    expect(Math.abs(info.height - 405)).toBeLessThan(0.2);
    expect(info.title).toBe(title);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Primary endpoint');
    // The 64 x 40 figure crop, read by the print page through its ticket.
    expect(await pdfImageSizes(res.rawPayload)).toContain('64x40');
  });

  it('PNG single: every slide stacked, 2 device pixels per CSS pixel, at 450 and 620', async () => {
    for (const width of [450, 620]) {
      const res = await postExport(t, t.admin.token, {
        title: 'Deck',
        type: 'PNG',
        pro_write_id: deck,
        width,
      });
      expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      const size = pngSize(res.rawPayload);
      expect(size.width).toBe(width * 2);
      expect(size.height).toBe(Math.round((width * 9) / 16) * 2 * slideCount);
    }
    const byDefault = await postExport(t, t.admin.token, { title: 'Deck', type: 'PNG', pro_write_id: deck });
    expect(pngSize(byDefault.rawPayload).width).toBe(900);
  });

  it('PNG multiple: one stored image per slide, readable by the team only', async () => {
    const res = await postExport(
      t,
      t.admin.token,
      { title: '试验/Deck', type: 'PNG', pro_write_id: deck, width: 620 },
      '/api/prowrite/v2/export/images',
    );
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const addresses = res.json().data as string[];
    expect(addresses).toHaveLength(slideCount);
    for (const address of addresses) {
      expect(address).toMatch(/^\/api\/files\/[^/]+\/raw$/);
      const png = await t.app.inject({ method: 'GET', url: address, headers: auth(t.admin.token) });
      expect(png.statusCode).toBe(200);
      const size = pngSize(png.rawPayload);
      expect(size.width).toBe(1240);
      // Slides are whole CSS pixels tall in PNG mode (620 x 9/16 = 348.75 -> 349): exact, non-overlapping cuts.
      expect(size.height).toBe(698);
    }
    const other = await createTeamWithAdmin(t, 'Image Team');
    const foreign = await t.app.inject({ method: 'GET', url: addresses[0]!, headers: auth(other.token) });
    expect(foreign.statusCode).toBe(404);
  });

  it('PNG single refuses a deck taller than one image can be, before rendering', async () => {
    const perSlide = Math.round((450 * 9) / 16) * 2;
    const tooMany = Math.floor(MAX_STACKED_PNG_HEIGHT / perSlide) + 1;
    const big = await seedWork(t, t.admin.token, { slides: sampleSlides(tooMany) });
    const res = await postExport(t, t.admin.token, {
      title: 'Big',
      type: 'PNG',
      pro_write_id: big,
      width: 450,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toMatch(/Export multiple images/);
  });

  it('a 2,000-character hostile title: the file name is cut and cleaned, the PDF keeps the whole title', async () => {
    const title = `..\\../x\r\nSet-Cookie: a=b ${'题'.repeat(1980)}`.slice(0, 2000);
    const res = await postExport(t, t.admin.token, { title, type: 'PDF', pro_write_id: deck });
    expect(res.statusCode).toBe(200);
    const disposition = String(res.headers['content-disposition']);
    expect(disposition).not.toMatch(/[\r\n]/);
    expect(res.headers['set-cookie']).toBeUndefined();
    const encoded = /filename\*=UTF-8''(.+)$/.exec(disposition)![1]!;
    const name = decodeURIComponent(encoded);
    expect(name).not.toMatch(/[\\/]/);
    expect(Buffer.byteLength(name)).toBeLessThanOrEqual(150 + '.pdf'.length);
    // The document keeps the whole title (the browser collapses its white space).
    expect((await pdfInfo(res.rawPayload)).title).toBe(title.replace(/\s+/g, ' ').trim());
  });

  it('public export: the share pair exports the published deck without a session', async () => {
    const { ppt_id, reportId } = await publishWork(t, t.admin.token, deck);
    const res = await postExport(
      t,
      null,
      { ppt_id, reportId, type: 'PDF', title: 'Shared deck' },
      '/api/prowrite/v1/public/export',
    );
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect((await pdfInfo(res.rawPayload)).pages).toBe(slideCount);
  });

  it('two dozen concurrent exports all finish (two render at once, the rest queue)', async () => {
    const small = await seedWork(t, t.admin.token, { slides: sampleSlides(2) });
    const results = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        postExport(t, t.admin.token, {
          title: `Deck ${i}`,
          type: i % 3 === 0 ? 'PNG' : 'PDF',
          pro_write_id: small,
        }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(24).fill(200));
    const stats = t.services.exports.pool.stats();
    expect(stats).toMatchObject({ active: 0, queued: 0, launched: true });
  }, 240_000);
});
