import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sampleComponents } from '../works/testing/articles-test-kit';
import { auth } from '../works/testing/works-test-kit';
import {
  pngSize,
  postExport,
  renderingAvailable,
  seedFigureFile,
  seedWork,
  solidPng,
  webDist,
} from './testing/export-test-kit';

/** Article works (Tweets, patient-education posts): PNG through the article print page, and DOCX. */
describe('article export', () => {
  let t: TestApp;
  let article: string;
  let empty: string;

  beforeAll(async () => {
    t = await createTestApp({ WEB_DIST: webDist });
    const fileId = await seedFigureFile(t, t.admin.token, solidPng(64, 48));
    const components = JSON.parse(
      JSON.stringify(sampleComponents(fileId)).replaceAll('/api/files/abc123/', `/api/files/${fileId}/`),
    );
    article = await seedWork(t, t.admin.token, {
      type: 'Tweets',
      name: 'ALPHA-1 推文',
      template: 'tweets_template1',
      fileIds: [fileId],
      components,
      themeColor: '#277ECA',
    });
    empty = await seedWork(t, t.admin.token, {
      type: 'PatientEducationPost',
      template: 'patient_education_tweets_template1',
    });
  }, 120_000);
  afterAll(async () => t?.close());

  it('refuses PPT and PDF for articles, and an article without components', async () => {
    for (const type of ['PPT', 'PDF']) {
      const res = await postExport(t, t.admin.token, { title: 'x', type, pro_write_id: article });
      expect(res.statusCode, type).toBe(400);
    }
    const none = await postExport(t, t.admin.token, { title: 'x', type: 'DOCX', pro_write_id: empty });
    expect(none.statusCode).toBe(400);
    expect(none.json().msg).toBe('This article has no content yet.');
  });

  it('DOCX of an article: every component in order, the source quotes at the end', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/botconsole/export/doc?id=${article}`,
      headers: auth(t.admin.token),
    });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['content-disposition'])).toContain(encodeURIComponent('ALPHA-1 推文.docx'));
    const xml =
      (await (await JSZip.loadAsync(res.rawPayload)).file('word/document.xml')?.async('string')) ?? '';
    const order = [
      'Phase 3, 600 patients',
      'The ALPHA-1 trial',
      'Design',
      'Efficacy',
      'Safety',
      'Doe J. ALPHA-1',
    ];
    const positions = order.map((text) => xml.indexOf(text));
    expect(
      positions.every((p) => p > 0),
      JSON.stringify(positions),
    ).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(xml).toContain('<w:drawing>');
    expect(xml).toContain('Median progression-free survival was 9·6 months');
  });

  it.runIf(renderingAvailable())(
    'PNG: the whole article at 450 and 620 px (x2), or pages split between components',
    async () => {
      for (const width of [450, 620]) {
        const res = await postExport(t, t.admin.token, {
          title: '推文',
          type: 'PNG',
          pro_write_id: article,
          width,
        });
        expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
        const size = pngSize(res.rawPayload);
        expect(Math.abs(size.width - width * 2)).toBeLessThanOrEqual(2);
        expect(size.height).toBeGreaterThan(size.width);
      }
      const pages = await postExport(
        t,
        t.admin.token,
        { title: '推文', type: 'PNG', pro_write_id: article, width: 450 },
        '/api/prowrite/v2/export/images',
      );
      expect(pages.statusCode, pages.body.slice(0, 300)).toBe(200);
      const addresses = pages.json().data as string[];
      expect(addresses.length).toBeGreaterThan(1);
      for (const address of addresses) {
        const png = await t.app.inject({ method: 'GET', url: address, headers: auth(t.admin.token) });
        expect(png.statusCode).toBe(200);
        expect(Math.abs(pngSize(png.rawPayload).width - 900)).toBeLessThanOrEqual(2);
      }
    },
    120_000,
  );
});
