import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Worker } from '../../../../jobs/worker';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import {
  commandAvailable,
  libreOfficeToPdf,
  pdfInfo,
  pdfText,
  postExport,
  renderingAvailable,
  webDist,
} from '../../../export/testing/export-test-kit';
import {
  createWork,
  generated,
  publishWork,
  seedParsedFile,
  startWorker,
} from '../../testing/works-test-kit';

const PPTX_MIME = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';

async function slideXml(pptx: Buffer, folder: 'slides' | 'notesSlides'): Promise<string[]> {
  const zip = await JSZip.loadAsync(pptx);
  const files = zip.file(new RegExp(`^ppt/${folder}/[a-zA-Z]+\\d+\\.xml$`));
  files.sort((a, b) => Number(/(\d+)\.xml$/.exec(a.name)![1]) - Number(/(\d+)\.xml$/.exec(b.name)![1]));
  return Promise.all(files.map((f) => f.async('string')));
}

/** A research express exported: PPT through the deck PPTX writer, PDF through the article print page. */
describe('ResearchExpress export', () => {
  let t: TestApp;
  let worker: Worker;
  let work: string;

  beforeAll(async () => {
    t = await createTestApp({ WEB_DIST: webDist });
    worker = startWorker(t);
    const a = await seedParsedFile(t, t.admin.token, { name: 'alpha-1.txt' });
    work = await createWork(t, t.admin.token, {
      type: 'ResearchExpress',
      select_template: undefined,
      file_ids: [a],
    });
    await generated(t, t.admin.token, work);
  }, 120_000);
  afterAll(async () => {
    await worker?.stop();
    await t?.close();
  });

  it('PPT: a cover and the digest slides, the digest parts as text, the sources in the notes', async () => {
    const res = await postExport(t, t.admin.token, { title: '文献速递', type: 'PPT', pro_write_id: work });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['content-type']).toBe(PPTX_MIME);
    const slides = await slideXml(res.rawPayload, 'slides');
    expect(slides.length).toBeGreaterThanOrEqual(2);
    expect(slides[0]).toContain('ALPHA-1');
    const body = slides.slice(1).join('\n');
    for (const part of ['Background', 'Methods', 'Results', 'Conclusion', 'Expert commentary'])
      expect(body).toContain(part);
    const notes = (await slideXml(res.rawPayload, 'notesSlides')).join('\n');
    expect(notes).toContain('hazard ratio 0·62');

    if (!commandAvailable('soffice')) return;
    const [pdf] = await libreOfficeToPdf([{ name: 'digest.pptx', bytes: res.rawPayload }]);
    const text = await pdfText(pdf!);
    expect(text).toContain('Expert commentary');
    expect((await pdfInfo(pdf!)).pages).toBe(slides.length);
    if (process.env.KEEP_EXPORTS) {
      const dir = await mkdtemp(path.join(os.tmpdir(), 're-export-'));
      await writeFile(path.join(dir, 'digest.pdf'), pdf!);
      console.log(`research express PPT as PDF: ${dir}/digest.pdf`);
    }
  }, 240_000);

  it('PDF: the article drawn on A4-proportioned pages', async () => {
    if (!renderingAvailable()) return;
    const res = await postExport(t, t.admin.token, { title: 'digest', type: 'PDF', pro_write_id: work });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const info = await pdfInfo(res.rawPayload);
    expect(info.pages).toBeGreaterThanOrEqual(1);
    expect(Math.round(info.width)).toBe(465);
    expect(await pdfText(res.rawPayload)).toContain('Expert commentary');
    if (process.env.KEEP_EXPORTS) {
      const dir = await mkdtemp(path.join(os.tmpdir(), 're-export-'));
      await writeFile(path.join(dir, 'article.pdf'), res.rawPayload);
      console.log(`research express PDF: ${dir}/article.pdf`);
    }
  }, 120_000);

  it('public link: the visitor downloads the PPT without the source quotes', async () => {
    const { ppt_id, reportId } = await publishWork(t, t.admin.token, work);
    const res = await postExport(
      t,
      null,
      { ppt_id, reportId, type: 'PPT', title: 'Shared' },
      '/api/prowrite/v1/public/export',
    );
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const notes = (await slideXml(res.rawPayload, 'notesSlides')).join('\n');
    expect(notes).not.toContain('hazard ratio 0·62');
  }, 120_000);
});
