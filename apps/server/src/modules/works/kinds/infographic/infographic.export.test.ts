import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Worker } from '../../../../jobs/worker';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import {
  pdfInfo,
  pdfText,
  postExport,
  renderingAvailable,
  webDist,
} from '../../../export/testing/export-test-kit';
import { createWork, generated, seedParsedFile, startWorker } from '../../testing/works-test-kit';

/** A PNG's size in device pixels, from its IHDR chunk. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

async function keep(name: string, bytes: Buffer): Promise<void> {
  if (!process.env.KEEP_EXPORTS) return;
  const dir = await mkdtemp(path.join(os.tmpdir(), 'infog-export-'));
  await writeFile(path.join(dir, name), bytes);
  console.log(`infographic ${name}: ${dir}/${name}`);
}

/** An infographic exported: the poster as one PNG, one PDF page of its own height, and DOCX. */
describe('Infographic export', () => {
  let t: TestApp;
  let worker: Worker;
  let work: string;

  beforeAll(async () => {
    t = await createTestApp({ WEB_DIST: webDist });
    worker = startWorker(t);
    const a = await seedParsedFile(t, t.admin.token, { name: 'alpha-1.txt' });
    work = await createWork(t, t.admin.token, {
      type: 'Infographic',
      select_template: undefined,
      file_ids: [a],
    });
    await generated(t, t.admin.token, work);
  }, 120_000);
  afterAll(async () => {
    await worker?.stop();
    await t?.close();
  });

  it('PDF: the whole poster on one page as wide as its image export, text kept as text', async () => {
    if (!renderingAvailable()) return;
    const res = await postExport(t, t.admin.token, { title: 'poster', type: 'PDF', pro_write_id: work });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const info = await pdfInfo(res.rawPayload);
    expect(info.pages).toBe(1);
    // 450 CSS px (the default export width) is 337.5 pt (within rounding); the page is as tall as the poster.
    expect(Math.abs(info.width - 337.5)).toBeLessThanOrEqual(2);
    expect(info.height).toBeGreaterThan(info.width);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('ALPHA-1');
    expect(text).toMatch(/0[.·]62/);
    await keep('poster.pdf', res.rawPayload);

    // A wider export draws a wider page, still one.
    const wide = await postExport(t, t.admin.token, {
      title: 'poster',
      type: 'PDF',
      pro_write_id: work,
      width: 620,
    });
    expect(wide.statusCode, wide.body.slice(0, 300)).toBe(200);
    const wideInfo = await pdfInfo(wide.rawPayload);
    expect(wideInfo.pages).toBe(1);
    expect(Math.abs(wideInfo.width - 465)).toBeLessThanOrEqual(2);
  }, 120_000);

  it('PNG: one image of the poster at the asked width', async () => {
    if (!renderingAvailable()) return;
    const res = await postExport(t, t.admin.token, { title: 'poster', type: 'PNG', pro_write_id: work });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    const { width, height } = pngSize(res.rawPayload);
    expect(width % 450).toBe(0);
    expect(height).toBeGreaterThan(width);
    await keep('poster.png', res.rawPayload);
  }, 120_000);

  it('DOCX: the tiles as a table; PPT is refused', async () => {
    const res = await postExport(t, t.admin.token, { title: 'poster', type: 'DOCX', pro_write_id: work });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const xml = await (await JSZip.loadAsync(res.rawPayload)).file('word/document.xml')!.async('string');
    expect(xml).toContain('<w:tbl>');
    expect(xml).toContain('ALPHA-1');
    const ppt = await postExport(t, t.admin.token, { title: 'poster', type: 'PPT', pro_write_id: work });
    expect(ppt.statusCode).toBe(400);
  }, 120_000);
});
