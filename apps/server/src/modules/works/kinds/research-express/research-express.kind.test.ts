import {
  ARTICLE_KIND_TYPES,
  type ArticleComponent,
  articleComponentSchema,
  componentLimitIssue,
} from '@prowrite/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Worker } from '../../../../jobs/worker';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { injector } from '../../testing/articles-test-kit';
import { REGISTERED_KINDS } from '../registry';
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

describe('ResearchExpress works', () => {
  it('are written from corpus papers with the default template: one digest per paper, valid, numbers found', async () => {
    const st03 = await seedCorpusFile(t, 'text/st03.txt');
    const real3 = await seedCorpusFile(t, 'text/real3.txt');
    if (!st03 || !real3) return;
    const id = await createWork(t, t.admin.token, {
      type: 'ResearchExpress',
      select_template: undefined,
      file_ids: [st03, real3],
      out_lang: 'zh-cn',
    });
    worker = startWorker(t);
    const work = await generated(t, t.admin.token, id);
    expect(work).toMatchObject({
      baseInfo: { type: 'ResearchExpress', format: 'article' },
      select_template: 'research_express_template1',
      theme_color: '#277ECA',
      process: 'end',
      report_status: 1,
    });
    const components = work.components as ArticleComponent[];
    for (const c of components) {
      expect(articleComponentSchema.safeParse(c).success, c.id).toBe(true);
      expect(componentLimitIssue(c)).toBeNull();
    }
    const chapters = components.find((c) => c.component === 'article')!.contents[0]!.chapters!;
    expect(chapters).toHaveLength(2);
    for (const ch of chapters) expect(ch.sections.at(-1)!.section_title).toBe('专家点评');
    const verify = (await send('GET', `/api/prowrite/v1/verify?id=${id}`, t.admin.token)).json().data.data;
    expect(verify.total).toBeGreaterThan(0);
    expect(verify.found / verify.total).toBeGreaterThan(0.9);

    // Edited like every article: a section text, then undone.
    const article = components.find((c) => c.component === 'article')!;
    const key = components.indexOf(article) + 1;
    const edited = structuredClone(article);
    edited.contents[0]!.chapters![0]!.sections.at(-1)!.contents[0]!.body.text = '<p>值得关注的研究。</p>';
    const edit = await send('POST', '/api/prowrite/v1/component_content', t.admin.token, {
      id,
      type: 'update',
      component_key: key,
      component: edited,
      version: work.version,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const afterEdit = (await send('GET', `/api/prowrite/v1/detail?id=${id}`, t.admin.token)).json().data.data;
    expect(JSON.stringify(afterEdit.components)).toContain('值得关注的研究');

    // Undone like every article: the writer's commentary prompt is back.
    const undo = await send('POST', '/api/prowrite/v2/withdraw', t.admin.token, { id });
    expect(undo.statusCode, undo.body).toBe(200);
    expect(undo.json().data.data.components).toEqual(components);

    // An optional component switched off and back on returns as the kind's writer writes it.
    const statement = components.find((c) => c.component === 'statement')!;
    const kinds = work.select_optional_components as string[];
    const off = await send('POST', '/api/prowrite/v1/saving/components', t.admin.token, {
      id,
      select_optional_components: kinds.filter((k) => k !== 'statement'),
    });
    expect(off.statusCode, off.body).toBe(200);
    const on = await send('POST', '/api/prowrite/v1/saving/components', t.admin.token, {
      id,
      select_optional_components: kinds,
    });
    expect(on.statusCode, on.body).toBe(200);
    const back = (await send('GET', `/api/prowrite/v1/detail?id=${id}`, t.admin.token)).json().data.data;
    const restored = back.components.find((c: ArticleComponent) => c.component === 'statement');
    expect({ ...restored, id: '' }).toEqual({ ...statement, id: '' });
    expect(back.select_optional_components).toEqual(kinds);
  });

  it('refuse a template of another kind, and a report_id (not a monitoring series)', async () => {
    const file = await seedParsedFile(t, t.admin.token);
    const wrong = await send('POST', '/api/prowrite/v1/article', t.admin.token, {
      type: 'ResearchExpress',
      file_ids: [file],
      select_template: 'tweets_template1',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().msg).toMatch(/research_express_template1, research_express_template2/);
    const series = await send('POST', '/api/prowrite/v1/article', t.admin.token, {
      type: 'ResearchExpress',
      file_ids: [file],
      report_id: 'weekly-1',
    });
    expect(series.statusCode).toBe(400);
    expect(series.json().msg).toMatch(/report_id/);
  });
});

describe('kinds not registered on this server', () => {
  it('answer 400 with code 10030 and store nothing; an unknown type is a 400 too', async () => {
    const file = await seedParsedFile(t, t.admin.token);
    const count = async () =>
      (await send('GET', '/api/prowrite/v1/report/list?pagesize=100', t.admin.token)).json().data.data
        .total_num;
    const before = await count();
    // The contract's article kinds this server does not register yet (none once every kind is registered).
    const registered = new Set(REGISTERED_KINDS.map((k) => k.type));
    for (const type of ARTICLE_KIND_TYPES.filter((k) => !registered.has(k))) {
      const res = await send('POST', '/api/prowrite/v1/article', t.admin.token, {
        type,
        file_ids: [file],
        report_id: 'series-1',
      });
      expect(res.statusCode, type).toBe(400);
      expect(res.json()).toMatchObject({ code: 10030 });
      expect(res.json().msg).toMatch(new RegExp(`${type} works cannot be created on this server yet`));
    }
    const unknown = await send('POST', '/api/prowrite/v1/article', t.admin.token, {
      type: 'Poem',
      file_ids: [file],
    });
    expect(unknown.statusCode).toBe(400);
    expect(await count()).toBe(before);
  });
});
