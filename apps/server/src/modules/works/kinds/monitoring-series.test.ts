import { REPORT_STATUS } from '@prowrite/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { files, works } from '../../../db/schema';
import type { Worker } from '../../../jobs/worker';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { injector } from '../testing/articles-test-kit';
import { createWork, generated, seedParsedFile, startWorker } from '../testing/works-test-kit';
import { KindRegistry, REGISTERED_KINDS } from './registry';
import { seriesTestKind } from './testing/series-kind';

const series = seriesTestKind();
let t: TestApp;
let send: ReturnType<typeof injector>;
let worker: Worker | null = null;

beforeAll(async () => {
  t = await createTestApp(
    {},
    { kinds: new KindRegistry([...REGISTERED_KINDS.filter((k) => k.type !== 'MonitorReport'), series.kind]) },
  );
  send = injector(t);
  worker = startWorker(t);
});
afterEach(() => {
  series.inputs.length = 0;
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
    report_id: reportId,
  });

const sha1Of = async (fileId: string) =>
  (await t.database.db.select({ sha1: files.sha1 }).from(files).where(eq(files.id, fileId)))[0]!.sha1;

describe('a monitoring series (a kind that needs a reportId)', () => {
  it('refuses a work without report_id', async () => {
    const file = await seedParsedFile(t, t.admin.token);
    const res = await send('POST', '/api/prowrite/v1/article', t.admin.token, {
      type: 'MonitorReport',
      file_ids: [file],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toMatch(/report_id is required for MonitorReport/);
  });

  it('tells the writer what earlier reports covered; a report with no new source ends with report_status 3', async () => {
    const a = await seedParsedFile(t, t.admin.token, { name: 'a.txt' });
    const b = await seedParsedFile(t, t.admin.token, { name: 'b.txt' });

    const first = await generated(t, t.admin.token, await report([a], 'weekly'));
    expect(first).toMatchObject({ report_status: REPORT_STATUS.done });
    expect(series.inputs.at(-1)!.covered).toEqual([]);
    const [row] = await t.database.db
      .select({ reportId: works.reportId })
      .from(works)
      .where(eq(works.id, first.baseInfo.id));
    expect(row!.reportId).toBe('weekly');

    // Only a covered source: nothing new, nothing written.
    const calls = series.inputs.length;
    const second = await generated(t, t.admin.token, await report([a], 'weekly'));
    expect(second).toMatchObject({
      report_status: REPORT_STATUS.noNewContent,
      process: 'end',
      components: [],
    });
    expect(series.inputs.length).toBe(calls);

    // A new source next to the covered one: written, told which source was covered.
    const third = await generated(t, t.admin.token, await report([a, b], 'weekly'));
    expect(third).toMatchObject({ report_status: REPORT_STATUS.done });
    expect(series.inputs.at(-1)!.covered).toEqual([{ sha1: await sha1Of(a), fileName: 'a.txt' }]);

    // Now both are covered; another series of the same team is its own.
    expect(await generated(t, t.admin.token, await report([b], 'weekly'))).toMatchObject({
      report_status: REPORT_STATUS.noNewContent,
    });
    const other = await generated(t, t.admin.token, await report([a], 'monthly'));
    expect(other).toMatchObject({ report_status: REPORT_STATUS.done });
    expect(series.inputs.at(-1)!.covered).toEqual([]);
  });

  it('does not count a failed earlier report as covering its sources', async () => {
    const c = await seedParsedFile(t, t.admin.token, { name: 'c.txt' });
    const failed = await report([c], 'quarterly');
    await generated(t, t.admin.token, failed);
    await t.database.db.update(works).set({ reportStatus: REPORT_STATUS.failed }).where(eq(works.id, failed));
    const next = await generated(t, t.admin.token, await report([c], 'quarterly'));
    expect(next).toMatchObject({ report_status: REPORT_STATUS.done });
    expect(series.inputs.at(-1)!.covered).toEqual([]);
  });
});
