import {
  type ArticleComponent,
  articleComponentSchema,
  componentLimitIssue,
  REPORT_STATUS,
} from '@prowrite/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Worker } from '../../../../jobs/worker';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { injector } from '../../testing/articles-test-kit';
import {
  createWork,
  generated,
  seedCorpusFile,
  seedParsedFile,
  startWorker,
} from '../../testing/works-test-kit';

let t: TestApp;
let send: ReturnType<typeof injector>;
let worker: Worker | null = null;

beforeAll(async () => {
  t = await createTestApp();
  send = injector(t);
  worker = startWorker(t);
});
afterAll(async () => {
  await worker?.stop();
  await t.close();
});

const report = (fileIds: string[], reportId: string) =>
  createWork(t, t.admin.token, {
    type: 'MonitorReport',
    select_template: undefined,
    file_ids: fileIds,
    out_lang: 'zh-cn',
    report_id: reportId,
  });

/** The article component's chapter titles and its whole text. */
function article(components: ArticleComponent[]) {
  const body = components.find((c) => c.component === 'article')!;
  const chapters = body.contents[0]!.chapters ?? [];
  return { titles: chapters.map((c) => c.chapter_title), text: JSON.stringify(chapters) };
}

describe('MonitorReport works (a monitoring series, from corpus papers)', () => {
  it('report the new papers, list the covered ones by name, and end with report_status 3 when none is new', async () => {
    const st03 = await seedCorpusFile(t, 'text/st03.txt');
    const real3 = await seedCorpusFile(t, 'text/real3.txt');
    if (!st03 || !real3) return;

    // First report of the series: every paper is new.
    const first = await generated(t, t.admin.token, await report([st03], 'gastric-weekly'));
    expect(first).toMatchObject({
      baseInfo: { type: 'MonitorReport', format: 'article' },
      select_template: 'monitor_report_template1',
      select_optional_components: ['summary', 'references', 'statement'],
      theme_color: '#277ECA',
      process: 'end',
      report_status: REPORT_STATUS.done,
    });
    const one = first.components as ArticleComponent[];
    for (const c of one) {
      expect(articleComponentSchema.safeParse(c).success, c.id).toBe(true);
      expect(componentLimitIssue(c)).toBeNull();
    }
    expect(one.map((c) => c.component)).toEqual(['banner', 'summary', 'article', 'references', 'statement']);
    expect(JSON.stringify(one[0])).toContain('本期新增一篇文献');
    expect(article(one).titles).not.toContain('往期已收录文献');
    expect(article(one).text).toContain('ST03');

    // Second: one new paper (REAL3), one covered (ST03): an entry for REAL3, ST03 by name under the covered list.
    const second = await generated(t, t.admin.token, await report([st03, real3], 'gastric-weekly'));
    expect(second).toMatchObject({ report_status: REPORT_STATUS.done });
    const two = second.components as ArticleComponent[];
    expect(JSON.stringify(two[0])).toContain('本期新增一篇文献');
    const { titles } = article(two);
    expect(titles.at(-1)).toBe('往期已收录文献');
    const body = two.find((c) => c.component === 'article')!.contents[0]!.chapters!;
    expect(JSON.stringify(body.slice(0, -1))).toContain('REAL3');
    expect(JSON.stringify(body.slice(0, -1))).not.toContain('ST03');
    expect(JSON.stringify(body.at(-1))).toContain('ST03');
    const refs = JSON.stringify(two.find((c) => c.component === 'references'));
    expect(refs).not.toMatch(/ST03|st03/);

    // The optional-component switch writes the summary with the same covered papers as the report.
    const summary = two.find((c) => c.component === 'summary')!;
    const kinds = second.select_optional_components as string[];
    const off = await send('POST', '/api/prowrite/v1/saving/components', t.admin.token, {
      id: second.baseInfo.id,
      select_optional_components: kinds.filter((k) => k !== 'summary'),
    });
    expect(off.statusCode, off.body).toBe(200);
    const on = await send('POST', '/api/prowrite/v1/saving/components', t.admin.token, {
      id: second.baseInfo.id,
      select_optional_components: kinds,
    });
    expect(on.statusCode, on.body).toBe(200);
    const back = (await send('GET', `/api/prowrite/v1/detail?id=${second.baseInfo.id}`, t.admin.token)).json()
      .data.data;
    const restored = back.components.find((c: ArticleComponent) => c.component === 'summary');
    expect({ ...restored, id: '' }).toEqual({ ...summary, id: '' });
    expect(JSON.stringify(restored)).toContain('往期报告中收录');

    // Third: only covered papers: nothing new, nothing written.
    const third = await generated(t, t.admin.token, await report([real3, st03], 'gastric-weekly'));
    expect(third).toMatchObject({
      process: 'end',
      report_status: REPORT_STATUS.noNewContent,
      components: [],
    });

    // Another series of the same team starts afresh.
    const other = await generated(t, t.admin.token, await report([st03], 'gastric-monthly'));
    expect(other).toMatchObject({ report_status: REPORT_STATUS.done });
    expect(article(other.components as ArticleComponent[]).titles).not.toContain('往期已收录文献');
  }, 120_000);

  it('refuse a work without report_id and a template of another kind', async () => {
    const file = await seedParsedFile(t, t.admin.token);
    const bare = await send('POST', '/api/prowrite/v1/article', t.admin.token, {
      type: 'MonitorReport',
      file_ids: [file],
    });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().msg).toMatch(/report_id is required for MonitorReport/);
    const wrong = await send('POST', '/api/prowrite/v1/article', t.admin.token, {
      type: 'MonitorReport',
      file_ids: [file],
      report_id: 'weekly',
      select_template: 'research_express_template1',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().msg).toMatch(/monitor_report_template1/);
  });
});
