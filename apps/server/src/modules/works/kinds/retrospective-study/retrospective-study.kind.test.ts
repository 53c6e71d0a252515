import { type ArticleComponent, articleComponentSchema, componentLimitIssue } from '@prowrite/contracts';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Worker } from '../../../../jobs/worker';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import {
  pdfText,
  pngSize,
  postExport,
  renderingAvailable,
  webDist,
} from '../../../export/testing/export-test-kit';
import { injector } from '../../testing/articles-test-kit';
import {
  createWork,
  generated,
  publishWork,
  seedCorpusFile,
  seedParsedFile,
  startWorker,
} from '../../testing/works-test-kit';

const PPTX_MIME = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';

let t: TestApp;
let send: ReturnType<typeof injector>;
let worker: Worker;

beforeAll(async () => {
  t = await createTestApp({ WEB_DIST: webDist });
  send = injector(t);
  worker = startWorker(t);
});
afterAll(async () => {
  await worker?.stop();
  await t?.close();
});

const chapterTitles = (components: ArticleComponent[]) =>
  (components.find((c) => c.component === 'article')?.contents[0]?.chapters ?? []).map(
    (c) => c.chapter_title,
  );

describe('RetrospectiveStudy works', () => {
  it('are written from a corpus trial through the job: valid, numbers found, the trial called a trial', async () => {
    const st03 = await seedCorpusFile(t, 'text/st03.txt');
    if (!st03) return;
    const id = await createWork(t, t.admin.token, {
      type: 'RetrospectiveStudy',
      select_template: undefined,
      file_ids: [st03],
      out_lang: 'zh-cn',
    });
    const work = await generated(t, t.admin.token, id);
    expect(work).toMatchObject({
      baseInfo: { type: 'RetrospectiveStudy', format: 'article' },
      select_template: 'retrospective_study_template1',
      theme_color: '#277ECA',
      process: 'end',
      report_status: 1,
      select_optional_components: ['introduction', 'summary', 'references', 'statement'],
    });
    const components = work.components as ArticleComponent[];
    for (const c of components) {
      expect(articleComponentSchema.safeParse(c).success, c.id).toBe(true);
      expect(componentLimitIssue(c)).toBeNull();
    }
    expect(components.map((c) => c.component)).toEqual([
      'banner',
      'introduction',
      'article',
      'summary',
      'references',
      'statement',
    ]);
    // A trial analysed with this kind keeps its own wording: treatment groups, no observational caution.
    const titles = chapterTitles(components);
    expect(titles).toEqual(expect.arrayContaining(['研究设计与数据来源', '治疗组与对照组', '研究结果']));
    expect(JSON.stringify(components)).not.toContain('回顾性队列研究');
    const verify = (await send('GET', `/api/prowrite/v1/verify?id=${id}`, t.admin.token)).json().data.data;
    expect(verify.total).toBeGreaterThan(0);
    expect(verify.found / verify.total).toBeGreaterThan(0.9);
  }, 180_000);

  it('template 2 starts teal; an unknown template and a report_id it does not take are refused', async () => {
    const file = await seedParsedFile(t, t.admin.token);
    const id = await createWork(t, t.admin.token, {
      type: 'RetrospectiveStudy',
      select_template: 'retrospective_study_template2',
      file_ids: [file],
    });
    expect(await generated(t, t.admin.token, id)).toMatchObject({ theme_color: '#14ACB2', process: 'end' });
    const wrong = await send('POST', '/api/prowrite/v1/article', t.admin.token, {
      type: 'RetrospectiveStudy',
      select_template: 'research_express_template1',
      file_ids: [file],
    });
    expect(wrong.statusCode, wrong.body).toBe(400);
    const series = await send('POST', '/api/prowrite/v1/article', t.admin.token, {
      type: 'RetrospectiveStudy',
      file_ids: [file],
      report_id: 'weekly-1',
    });
    expect(series.statusCode, series.body).toBe(400);
  }, 120_000);
});

describe('RetrospectiveStudy export', () => {
  let work: string;
  beforeAll(async () => {
    const file = await seedParsedFile(t, t.admin.token, { name: 'alpha-1.txt' });
    work = await createWork(t, t.admin.token, {
      type: 'RetrospectiveStudy',
      select_template: undefined,
      file_ids: [file],
    });
    await generated(t, t.admin.token, work);
  }, 120_000);

  it('DOCX: the chapters in order, the source quotes kept', async () => {
    const res = await postExport(t, t.admin.token, { title: 'study', type: 'DOCX', pro_write_id: work });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const xml =
      (await (await JSZip.loadAsync(res.rawPayload)).file('word/document.xml')?.async('string')) ?? '';
    const positions = ['Study design and data source', 'Results', 'Limitations', 'Conclusion'].map((h) =>
      xml.indexOf(h),
    );
    expect(
      positions.every((p) => p > 0),
      JSON.stringify(positions),
    ).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(xml).toContain('hazard ratio 0·62');
  });

  it('PPT: a cover and one slide per chapter, citing the study, its sources in the notes', async () => {
    const res = await postExport(t, t.admin.token, { title: 'study', type: 'PPT', pro_write_id: work });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['content-type']).toBe(PPTX_MIME);
    const zip = await JSZip.loadAsync(res.rawPayload);
    const slides = await Promise.all(zip.file(/^ppt\/slides\/slide\d+\.xml$/).map((f) => f.async('string')));
    expect(slides.length).toBeGreaterThanOrEqual(4);
    const all = slides.join('\n');
    for (const heading of ['Study design and data source', 'Results', 'Limitations'])
      expect(all).toContain(heading);
    const notes = await Promise.all(
      zip.file(/^ppt\/notesSlides\/notesSlide\d+\.xml$/).map((f) => f.async('string')),
    );
    expect(notes.join('\n')).toContain('hazard ratio 0·62');
  }, 120_000);

  it.runIf(renderingAvailable())(
    'PDF and PNG: the article drawn; a shared link downloads it logged out',
    async () => {
      const pdf = await postExport(t, t.admin.token, { title: 'study', type: 'PDF', pro_write_id: work });
      expect(pdf.statusCode, pdf.body.slice(0, 300)).toBe(200);
      expect(await pdfText(pdf.rawPayload)).toContain('Limitations');
      const png = await postExport(t, t.admin.token, {
        title: 'study',
        type: 'PNG',
        pro_write_id: work,
        width: 450,
      });
      expect(png.statusCode, png.body.slice(0, 300)).toBe(200);
      expect(Math.abs(pngSize(png.rawPayload).width - 900)).toBeLessThanOrEqual(2);
      const { ppt_id, reportId } = await publishWork(t, t.admin.token, work);
      const shared = await postExport(
        t,
        null,
        { ppt_id, reportId, type: 'PDF', title: 'Shared' },
        '/api/prowrite/v1/public/export',
      );
      expect(shared.statusCode, shared.body.slice(0, 300)).toBe(200);
      expect(shared.rawPayload.subarray(0, 5).toString('ascii')).toBe('%PDF-');
    },
    180_000,
  );
});
