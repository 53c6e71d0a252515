import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { auth, publishWork } from '../works/testing/works-test-kit';
import {
  figureSlide,
  postExport,
  sampleSlides,
  seedFigureFile,
  seedWork,
  solidPng,
} from './testing/export-test-kit';

const PPTX_MIME = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';

async function slideCount(pptx: Buffer): Promise<number> {
  const zip = await JSZip.loadAsync(pptx);
  return Object.keys(zip.files).filter((name) => /^ppt\/slides\/slide\d+\.xml$/.test(name)).length;
}

/** PowerPoint through the routes (the writer itself is tested in export/pptx). */
describe('PPT export routes', () => {
  let t: TestApp;
  let deck: string;

  beforeAll(async () => {
    t = await createTestApp();
    const fileId = await seedFigureFile(t, t.admin.token, solidPng(64, 40));
    deck = await seedWork(t, t.admin.token, {
      template: 'medical_template1',
      slides: [...sampleSlides(2), figureSlide(fileId, 3)],
      fileIds: [fileId],
    });
  });
  afterAll(async () => t?.close());

  it('POST export {type: PPT}: a .pptx of every slide, named after the title (UTF-8)', async () => {
    const res = await postExport(t, t.admin.token, {
      title: '试验结果 deck',
      type: 'PPT',
      pro_write_id: deck,
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['content-type']).toBe(PPTX_MIME);
    expect(String(res.headers['content-disposition'])).toContain(
      `filename*=UTF-8''${encodeURIComponent('试验结果 deck.pptx')}`,
    );
    expect(await slideCount(res.rawPayload)).toBe(3);
  });

  it('POST /webapi/ppt/generate: a .pptx of the slides given', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/webapi/ppt/generate',
      headers: auth(t.admin.token),
      payload: { template_id: 'general', slides: sampleSlides(4), title: 'Given slides' },
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['content-type']).toBe(PPTX_MIME);
    expect(String(res.headers['content-disposition'])).toContain('filename="Given slides.pptx"');
    expect(await slideCount(res.rawPayload)).toBe(4);
  });

  it('public export of a published deck as PPT', async () => {
    const { ppt_id, reportId } = await publishWork(t, t.admin.token, deck);
    const res = await postExport(
      t,
      null,
      { ppt_id, reportId, type: 'PPT', title: 'Shared' },
      '/api/prowrite/v1/public/export',
    );
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(await slideCount(res.rawPayload)).toBe(3);
  });
});
