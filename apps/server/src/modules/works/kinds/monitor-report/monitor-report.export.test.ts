import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Worker } from '../../../../jobs/worker';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { postExport } from '../../../export/testing/export-test-kit';
import { createWork, generated, seedParsedFile, startWorker } from '../../testing/works-test-kit';

/** A monitoring report exported: a document (DOCX, PDF, PNG), never a deck. */
describe('MonitorReport export', () => {
  let t: TestApp;
  let worker: Worker;
  let work: string;

  beforeAll(async () => {
    t = await createTestApp();
    worker = startWorker(t);
    const a = await seedParsedFile(t, t.admin.token, { name: 'alpha-1.txt' });
    work = await createWork(t, t.admin.token, {
      type: 'MonitorReport',
      select_template: undefined,
      file_ids: [a],
      report_id: 'export-series',
    });
    await generated(t, t.admin.token, work);
  }, 120_000);
  afterAll(async () => {
    await worker?.stop();
    await t?.close();
  });

  it('refuses PowerPoint with the formats it offers', async () => {
    const res = await postExport(t, t.admin.token, { title: '监测报告', type: 'PPT', pro_write_id: work });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toMatch(
      /PPT export is not offered for MonitorReport works; export it as PDF or PNG or DOCX/,
    );
  });

  it('writes DOCX holding the report’s headings', async () => {
    const res = await postExport(t, t.admin.token, { title: '监测报告', type: 'DOCX', pro_write_id: work });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const xml = await (await JSZip.loadAsync(res.rawPayload)).file('word/document.xml')!.async('string');
    // The work's language (English by default): the banner, the section headings and the trial entry.
    for (const text of ['literature monitoring report', 'What is new', 'New literature in detail', 'ALPHA-1'])
      expect(xml).toContain(text);
  });
});
