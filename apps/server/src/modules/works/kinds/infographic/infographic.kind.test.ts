import { type ArticleComponent, articleComponentSchema, componentLimitIssue } from '@prowrite/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
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
});
afterEach(async () => {
  await worker?.stop();
  worker = null;
});
afterAll(async () => {
  await t.close();
});

type Checked = { text: string; content_id: string; label?: string; found: boolean };
const tileNumbers = (verify: { slides: { numbers: Checked[] }[] }) =>
  verify.slides.flatMap((s) => s.numbers).filter((n) => /\.figures\.\d+$/.test(n.content_id));

describe('Infographic works', () => {
  it('are written from a corpus paper with the default template: a poster whose tile numbers are checked', async () => {
    const st03 = await seedCorpusFile(t, 'text/st03.txt');
    if (!st03) return;
    const id = await createWork(t, t.admin.token, {
      type: 'Infographic',
      select_template: undefined,
      file_ids: [st03],
      out_lang: 'zh-cn',
    });
    worker = startWorker(t);
    const work = await generated(t, t.admin.token, id);
    expect(work).toMatchObject({
      baseInfo: { type: 'Infographic', format: 'article' },
      select_template: 'infographic_template1',
      theme_color: '#277ECA',
      process: 'end',
      report_status: 1,
      select_optional_components: ['summary', 'references', 'statement'],
    });
    const components = work.components as ArticleComponent[];
    for (const c of components) {
      expect(articleComponentSchema.safeParse(c).success, c.id).toBe(true);
      expect(componentLimitIssue(c)).toBeNull();
    }
    // Poster order: banner, the panels the paper gives numbers for (design and result at least), then the optional parts.
    const order = components.map((c) => c.component);
    expect(order[0]).toBe('banner');
    expect(order.slice(-3)).toEqual(['summary', 'references', 'statement']);
    const panels = components.flatMap((c) => c.contents.map((x) => x.key_figures?.panel).filter(Boolean));
    expect(panels.slice(0, 2)).toEqual(['design', 'result']);

    // "Check numbers" reads the tiles: each tile value is found in the paper, labelled by the tile.
    const verify = (await send('GET', `/api/prowrite/v1/verify?id=${id}`, t.admin.token)).json().data.data;
    const tiles = tileNumbers(verify);
    expect(tiles.length).toBeGreaterThan(0);
    for (const n of tiles) {
      expect(n.found, `${n.label}: ${n.text}`).toBe(true);
      expect(n.label).toBeTruthy();
    }

    // A tile edited like any component: the new value is saved, and the check flags it as not in the paper.
    const design = components.find((c) => c.component === 'key_figures')!;
    const key = components.indexOf(design) + 1;
    const edited = structuredClone(design);
    const tile = edited.contents[0]!.key_figures!.figures[0]!;
    tile.value = '98765';
    const edit = await send('POST', '/api/prowrite/v1/component_content', t.admin.token, {
      id,
      type: 'update',
      component_key: key,
      component: edited,
      version: work.version,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const after = (await send('GET', `/api/prowrite/v1/verify?id=${id}`, t.admin.token)).json().data.data;
    const flagged = tileNumbers(after).filter((n) => n.content_id === `${edited.contents[0]!.id}.figures.0`);
    expect(flagged.map((n) => [n.text, n.found])).toContainEqual(['98765', false]);

    // Undone like every article.
    const undo = await send('POST', '/api/prowrite/v2/withdraw', t.admin.token, { id });
    expect(undo.statusCode, undo.body).toBe(200);
    expect(undo.json().data.data.components).toEqual(components);
  });

  it('refuse a template of another kind, a report_id (not a series) and a PowerPoint export', async () => {
    const file = await seedParsedFile(t, t.admin.token);
    const wrong = await send('POST', '/api/prowrite/v1/article', t.admin.token, {
      type: 'Infographic',
      file_ids: [file],
      select_template: 'tweets_template1',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().msg).toMatch(/infographic_template1/);
    const series = await send('POST', '/api/prowrite/v1/article', t.admin.token, {
      type: 'Infographic',
      file_ids: [file],
      report_id: 'weekly-1',
    });
    expect(series.statusCode).toBe(400);
    expect(series.json().msg).toMatch(/report_id/);

    const id = await createWork(t, t.admin.token, {
      type: 'Infographic',
      select_template: undefined,
      file_ids: [file],
    });
    worker = startWorker(t);
    await generated(t, t.admin.token, id);
    const ppt = await send('POST', '/api/prowrite/v1/export', t.admin.token, {
      title: 'poster',
      type: 'PPT',
      pro_write_id: id,
    });
    expect(ppt.statusCode).toBe(400);
    expect(ppt.json().msg).toMatch(/PNG or PDF or DOCX/);
  });
});
