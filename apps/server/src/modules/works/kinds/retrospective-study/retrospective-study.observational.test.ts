import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ArticleComponent } from '@prowrite/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Worker } from '../../../../jobs/worker';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { pdfText, postExport, renderingAvailable, webDist } from '../../../export/testing/export-test-kit';
import { parseKit } from '../../../files/testing/parse-kit';
import { createWork, generated, startWorker } from '../../testing/works-test-kit';
import { COHORT_PAPER, cohortPaperPdf } from './testing/cohort-paper';

type Provenanced = { text: string; quote: string };
const article = (components: ArticleComponent[]) => components.find((c) => c.component === 'article')!;
/** The article's shown text (every section body) and its provenance entries. */
function readArticle(components: ArticleComponent[]) {
  const a = article(components);
  const text = (a.contents[0]?.chapters ?? [])
    .flatMap((ch) => [
      ch.chapter_title,
      ...ch.sections.flatMap((s) => [s.section_title, ...s.contents.map((c) => c.body.text)]),
    ])
    .join('\n');
  return { text, provenance: (a.provenance ?? []) as Provenanced[] };
}

/**
 * The kind on its real target: a retrospective cohort paper rendered to PDF, uploaded and parsed through the
 * API, then written in Chinese and English. The corpus holds trials only, so the paper is constructed.
 */
describe('RetrospectiveStudy from an uploaded observational study PDF', () => {
  let t: TestApp;
  let worker: Worker;
  let fileId: string;
  const { uploadAndParse } = parseKit(() => t);

  beforeAll(async () => {
    t = await createTestApp({ WEB_DIST: webDist });
    worker = startWorker(t);
    const { id, detail } = await uploadAndParse('metformin-dementia-cohort.pdf', cohortPaperPdf());
    expect(detail.parse_status, detail.err_msg).toBe('success');
    fileId = id;
  }, 120_000);
  afterAll(async () => {
    await worker?.stop();
    await t?.close();
  });

  const write = async (outLang: 'zh-cn' | 'en') => {
    const id = await createWork(t, t.admin.token, {
      type: 'RetrospectiveStudy',
      select_template: undefined,
      file_ids: [fileId],
      out_lang: outLang,
    });
    const work = await generated(t, t.admin.token, id);
    expect(work).toMatchObject({
      process: 'end',
      report_status: 1,
      select_template: 'retrospective_study_template1',
    });
    return { id, components: work.components as ArticleComponent[] };
  };

  it('zh-cn: names the design, gives the adjusted HR with its quote, quotes the limitations; the PDF reads as Chinese', async () => {
    const { id, components } = await write('zh-cn');
    const banner = components.find((c) => c.component === 'banner')!;
    expect(JSON.stringify(banner.contents)).toContain('回顾性队列研究');
    const { text, provenance } = readArticle(components);
    expect(text).toContain('回顾性队列研究');
    // The introduction promises the chapters written, and no other (the exposure is not read from this paper).
    const titles = (article(components).contents[0]?.chapters ?? []).map((c) => c.chapter_title);
    const intro = JSON.stringify(components.find((c) => c.component === 'introduction')!.contents);
    for (const name of [
      '研究设计与数据来源',
      '研究人群',
      '暴露与对照',
      '结局指标',
      '研究结果',
      '研究局限性',
      '研究结论',
    ])
      expect(intro.includes(name), name).toBe(titles.includes(name));
    expect(titles).not.toContain('暴露与对照');
    // The data source by its whole printed name (not its last capitalised word).
    expect(text).toContain('研究数据来源于“Korean National Health Insurance Service database”');
    expect(text).toMatch(/校正风险比（aHR）[^\n]*0\.78/);
    expect(text).toContain('0.69');
    expect(text).toContain('0.88');
    expect(provenance.some((p) => p.quote.includes(COHORT_PAPER.adjustedHr))).toBe(true);
    for (const sentence of COHORT_PAPER.limitations) {
      expect(text).toContain(`原文：“${sentence}”`);
      expect(provenance.some((p) => p.quote.includes(sentence))).toBe(true);
    }

    if (!renderingAvailable()) return;
    const res = await postExport(t, t.admin.token, {
      title: '回顾性研究分析',
      type: 'PDF',
      pro_write_id: id,
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const printed = (await pdfText(res.rawPayload)).replace(/\s+/g, '');
    for (const heading of ['研究设计与数据来源', '研究结果', '研究局限性', '研究结论'])
      expect(printed).toContain(heading);
    if (process.env.KEEP_EXPORTS) {
      const dir = await mkdtemp(path.join(os.tmpdir(), 'rs-export-'));
      await writeFile(path.join(dir, 'cohort-zh.pdf'), res.rawPayload);
      console.log(`retrospective study zh-cn PDF: ${dir}/cohort-zh.pdf`);
    }
  }, 240_000);

  it('en: names the design, gives the adjusted HR with its quote, quotes the limitations', async () => {
    const { components } = await write('en');
    const { text, provenance } = readArticle(components);
    expect(text.toLowerCase()).toContain(COHORT_PAPER.design);
    expect(text).toMatch(/adjusted hazard ratio[^\n]*0\.78/i);
    expect(provenance.some((p) => p.quote.includes(COHORT_PAPER.adjustedHr))).toBe(true);
    expect(text).toContain('The authors note:');
    for (const sentence of COHORT_PAPER.limitations) {
      expect(text).toContain(sentence);
      expect(provenance.some((p) => p.quote.includes(sentence))).toBe(true);
    }
  }, 120_000);
});
