import { REPORT_STATUS } from '@prowrite/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Worker } from '../../../jobs/worker';
import { createTeamWithAdmin, createTestApp, type TestApp } from '../../../test/test-app';
import { injector } from '../testing/articles-test-kit';
import { createWork, generated, seedParsedFile, startWorker } from '../testing/works-test-kit';

let t: TestApp;
let send: ReturnType<typeof injector>;
let worker: Worker | null = null;
let foreign: string;

beforeAll(async () => {
  t = await createTestApp();
  send = injector(t);
  worker = startWorker(t);
  foreign = (await createTeamWithAdmin(t, 'series-foreign')).token;
});
afterAll(async () => {
  await worker?.stop();
  await t.close();
});

const report = (token: string, fileIds: string[], reportId: string) =>
  createWork(t, token, {
    type: 'MonitorReport',
    select_template: undefined,
    file_ids: fileIds,
    report_id: reportId,
    out_lang: 'en',
  });

const simple = async (token: string) =>
  (await send('GET', '/api/prowrite/v1/report/simple', token)).json().data.list;
const detail = (token: string, reportId: string) =>
  send('GET', `/api/prowrite/v1/report/detail?report_id=${encodeURIComponent(reportId)}`, token);

describe('monitoring series calls', () => {
  it('list the team’s series and one series’ reports newest first, with their outcome and sources', async () => {
    const a = await seedParsedFile(t, t.admin.token, { name: 'alpha-1.txt' });
    const b = await seedParsedFile(t, t.admin.token, { name: 'beta-2.txt' });
    const first = await report(t.admin.token, [a], '胃癌周报');
    await generated(t, t.admin.token, first);
    const second = await report(t.admin.token, [a, b], '胃癌周报');
    await generated(t, t.admin.token, second);
    const third = await report(t.admin.token, [b], '胃癌周报');
    await generated(t, t.admin.token, third);
    const other = await report(t.admin.token, [a], 'lung-monthly');
    await generated(t, t.admin.token, other);

    const list = await simple(t.admin.token);
    expect(list.map((s: { report_id: string }) => s.report_id)).toEqual(['lung-monthly', '胃癌周报']);
    expect(list[1]).toMatchObject({ report_id: '胃癌周报', name: '胃癌周报', report_num: 3 });
    expect(list[0].last_report_time).toBeGreaterThanOrEqual(list[1].last_report_time);

    const res = await detail(t.admin.token, '胃癌周报');
    expect(res.statusCode, res.body).toBe(200);
    const series = res.json().data;
    expect(series).toMatchObject({ report_id: '胃癌周报', report_num: 3 });
    expect(series.list.map((r: { id: string }) => r.id)).toEqual([third, second, first]);
    expect(series.list.map((r: { report_status: number }) => r.report_status)).toEqual([
      REPORT_STATUS.noNewContent,
      REPORT_STATUS.done,
      REPORT_STATUS.done,
    ]);
    expect(series.list[1]).toMatchObject({
      type: 'MonitorReport',
      process: 'end',
      sources: ['alpha-1.txt', 'beta-2.txt'],
    });
  }, 60_000);

  it('keep teams apart: another team sees none of these series and gets 404 for one by id', async () => {
    const a = await seedParsedFile(t, t.admin.token, { name: 'gamma.txt' });
    await generated(t, t.admin.token, await report(t.admin.token, [a], 'private-series'));
    expect(await simple(foreign)).toEqual([]);
    const res = await detail(foreign, 'private-series');
    expect(res.statusCode).toBe(404);
    // The same id in the other team is its own series.
    const f = await seedParsedFile(t, foreign, { name: 'gamma.txt' });
    const own = await generated(t, foreign, await report(foreign, [f], 'private-series'));
    expect(own).toMatchObject({ report_status: REPORT_STATUS.done });
    expect((await detail(foreign, 'private-series')).json().data.report_num).toBe(1);
    expect((await detail(t.admin.token, 'private-series')).json().data.report_num).toBe(1);
  }, 60_000);

  it('answer 400 for a bad series id, in the detail call and at creation, and store nothing', async () => {
    const file = await seedParsedFile(t, t.admin.token);
    const before = (await simple(t.admin.token)).length;
    // In a query string (a lone surrogate cannot be percent-encoded; it is checked in the JSON body below).
    for (const raw of ['', '%20%20', 'a%00b', 'z'.repeat(65)]) {
      const d = await send('GET', `/api/prowrite/v1/report/detail?report_id=${raw}`, t.admin.token);
      expect(d.statusCode, raw).toBe(400);
      expect(d.json().msg).toMatch(/report_id|the URL contains/);
    }
    for (const bad of ['', '   ', 'a\u0000b', 'x\uD800y', 'z'.repeat(65)]) {
      const c = await send('POST', '/api/prowrite/v1/article', t.admin.token, {
        type: 'MonitorReport',
        file_ids: [file],
        report_id: bad,
      });
      expect(c.statusCode, JSON.stringify(bad)).toBe(400);
      expect(c.json().msg).toMatch(/report_id/);
    }
    expect((await detail(t.admin.token, 'never-started')).statusCode).toBe(404);
    expect((await simple(t.admin.token)).length).toBe(before);
  });

  it('rename a series through report/editName: its reports follow; a taken name is 409, a foreign series 404', async () => {
    const a = await seedParsedFile(t, t.admin.token, { name: 'delta.txt' });
    const first = await report(t.admin.token, [a], 'old-name');
    await generated(t, t.admin.token, first);
    await generated(t, t.admin.token, await report(t.admin.token, [a], 'taken-name'));
    const rename = (token: string, body: Record<string, unknown>) =>
      send('PUT', '/api/prowrite/v1/report/editName', token, body);

    const taken = await rename(t.admin.token, { report_id: 'old-name', name: 'taken-name' });
    expect(taken.statusCode).toBe(409);
    expect((await rename(foreign, { report_id: 'old-name', name: 'mine' })).statusCode).toBe(404);
    for (const name of ['a\u0000b', 'x\uD800y', 'z'.repeat(65), ' ']) {
      const bad = await rename(t.admin.token, { report_id: 'old-name', name });
      expect(bad.statusCode, JSON.stringify(name)).toBe(400);
      expect(bad.json().msg).toMatch(/name/);
    }

    const res = await rename(t.admin.token, { report_id: 'old-name', name: '新名称' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.data).toEqual({ report_id: '新名称', name: '新名称', report_num: 1 });
    expect((await detail(t.admin.token, 'old-name')).statusCode).toBe(404);
    expect((await detail(t.admin.token, '新名称')).json().data.list.map((r: { id: string }) => r.id)).toEqual(
      [first],
    );
    // The next report of the renamed series still knows what the earlier one covered.
    const next = await generated(t, t.admin.token, await report(t.admin.token, [a], '新名称'));
    expect(next).toMatchObject({ report_status: REPORT_STATUS.noNewContent });

    // A work is still renamed by its id.
    const work = await rename(t.admin.token, { id: first, name: 'Week 1' });
    expect(work.statusCode, work.body).toBe(200);
    expect(work.json().data.data).toMatchObject({ id: first, name: 'Week 1' });
  }, 60_000);

  it('require a login', async () => {
    expect((await send('GET', '/api/prowrite/v1/report/simple', 'nope')).statusCode).toBe(401);
  });
});
