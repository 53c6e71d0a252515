import { type Slide, slideSchema } from '@prowrite/contracts';
import { emptyFacts, trialFacts } from '@prowrite/engine/testing/trial-facts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Worker } from '../../jobs/worker';
import { createTeamWithAdmin, createTestApp, loginAs, type TestApp } from '../../test/test-app';
import { eq } from 'drizzle-orm';
import { fileParses } from '../../db/schema';
import {
  auth,
  createWork,
  detail,
  generated,
  seedParsedFile,
  startWorker,
  teamOf,
  wrongToken,
} from './testing/works-test-kit';
import { publicFigureUrls } from './works.service';

let t: TestApp;
let worker: Worker;
let foreign: string;
let member: string;
let fileId: string;
let workId: string;

beforeAll(async () => {
  t = await createTestApp();
  worker = startWorker(t);
  foreign = (await createTeamWithAdmin(t, 'Foreign Team')).token;
  const { teamId } = await teamOf(t, t.admin.token);
  await t.app.inject({
    method: 'POST',
    url: '/api/admin/users',
    headers: auth(t.admin.token),
    payload: {
      email: 'member@test.local',
      name: 'Member',
      password: 'password-123',
      team_id: teamId,
      role: 'member',
    },
  });
  member = await loginAs(t.app, 'member@test.local', 'password-123');
  fileId = await seedParsedFile(t, t.admin.token);
  workId = await createWork(t, t.admin.token, { file_ids: [fileId] });
  await generated(t, t.admin.token, workId);
});
afterAll(async () => {
  await worker.stop();
  await t.close();
});

const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: auth(token),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

describe('POST /api/prowrite/v1/article', () => {
  it('creates a deck, names it after the trial and generates its slides', async () => {
    const work = await detail(t, t.admin.token, workId);
    expect(work.baseInfo).toEqual({
      id: workId,
      name: trialFacts().title!.value,
      type: 'PPT',
      format: 'slides',
    });
    expect(work).toMatchObject({
      process: 'end',
      report_status: 1,
      progress: 100,
      select_template: 'general',
      out_lang: 'en',
    });
    expect(work.slide_list.length).toBeGreaterThan(10);
    expect(work.slide_list.map((s: Slide) => s.slide_num)).toEqual(
      work.slide_list.map((_: Slide, i: number) => i + 1),
    );
    expect(work.slide_list[0].slide_id).toBe('cover_slide_001_alt');
    expect(work.slide_list[0].reference[0]).toMatchObject({ id: fileId, article_idx: 0 });
    // Generation's end raised the version: a list read mid-generation cannot overwrite the finished deck.
    expect(work.version).toBe(2);
  });

  it('uses a given name as the deck title and defaults out_lang to zh-cn', async () => {
    const id = await createWork(t, t.admin.token, {
      file_ids: [fileId],
      name: '我的幻灯片',
      out_lang: undefined,
    });
    const work = await generated(t, t.admin.token, id);
    expect(work.baseInfo.name).toBe('我的幻灯片');
    expect(work.out_lang).toBe('zh-cn');
    expect(work.slide_list[0].content.find((c: { id: string }) => c.id === 'presentation_title').text).toBe(
      '我的幻灯片',
    );
    expect(work.slide_list[1].content.find((c: { id: string }) => c.id === 'Title').text).toBe('目录');
  });

  it('answers 404 for another team’s file and 409 for a file not parsed yet', async () => {
    const theirs = await seedParsedFile(t, foreign);
    const res = await inject('POST', '/api/prowrite/v1/article', t.admin.token, {
      type: 'PPT',
      file_ids: [fileId, theirs],
      select_template: 'x',
    });
    expect(res.statusCode).toBe(404);
    const waiting = await seedParsedFile(t, t.admin.token, { status: 'wait' });
    const res2 = await inject('POST', '/api/prowrite/v1/article', t.admin.token, {
      type: 'PPT',
      file_ids: [waiting],
      select_template: 'x',
    });
    expect(res2.statusCode).toBe(409);
    expect(res2.json().msg).toMatch(/still being parsed/);
    const failed = await seedParsedFile(t, t.admin.token, { status: 'error' });
    const res3 = await inject('POST', '/api/prowrite/v1/article', t.admin.token, {
      type: 'PPT',
      file_ids: [failed],
      select_template: 'x',
    });
    expect(res3.statusCode).toBe(409);
    expect(res3.json().msg).toMatch(/could not be parsed/);
  });

  it('rejects malformed bodies', async () => {
    const bad = [
      {},
      { type: 'PPT', file_ids: [], select_template: 'x' },
      { type: 'PPT', file_ids: 'abc', select_template: 'x' },
      { type: 'DOC', file_ids: [fileId], select_template: 'x' },
      { type: 'PPT', file_ids: [fileId], select_template: 'x', out_lang: 'fr' },
      { type: 'PPT', file_ids: [fileId], select_template: 'x', unknown: 1 },
      { type: 'PPT', file_ids: [fileId], select_template: 'x', name: '   ' },
      { type: 'PPT', file_ids: [fileId], select_template: 'x', name: 'n'.repeat(201) },
      { type: 'PPT', file_ids: Array.from({ length: 21 }, (_, i) => `f${i}`), select_template: 'x' },
    ];
    for (const payload of bad) {
      const res = await inject('POST', '/api/prowrite/v1/article', t.admin.token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe(0);
    }
  });

  it('needs a login', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/prowrite/v1/article', payload: {} });
    expect(res.statusCode).toBe(401);
  });
});

describe('empty decks', () => {
  it('ends with report_status 3 when the sources have no facts at all', async () => {
    const empty = await seedParsedFile(t, t.admin.token, { facts: () => emptyFacts() });
    const id = await createWork(t, t.admin.token, { file_ids: [empty], name: 'Empty' });
    const work = await generated(t, t.admin.token, id);
    expect(work).toMatchObject({ process: 'end', report_status: 3, slide_list: [] });
  });

  it('ends with the generic empty status when facts exist but give no slide', async () => {
    const titleOnly = await seedParsedFile(t, t.admin.token, {
      facts: (f) => ({ ...emptyFacts(), title: trialFacts(f).title }),
    });
    const id = await createWork(t, t.admin.token, { file_ids: [titleOnly] });
    const work = await generated(t, t.admin.token, id);
    expect(work).toMatchObject({ process: 'end', report_status: 4, slide_list: [] });
  });
});

describe('GET /api/prowrite/v1/report/list', () => {
  it('pages the team’s works, 15 by default, with total_num', async () => {
    const { teamId } = await teamOf(t, foreign);
    expect(teamId).toBeTruthy();
    const theirFile = await seedParsedFile(t, foreign);
    for (let i = 0; i < 17; i++) await createWork(t, foreign, { file_ids: [theirFile], name: `Deck ${i}` });
    const first = await inject('GET', '/api/prowrite/v1/report/list', foreign);
    expect(first.statusCode).toBe(200);
    expect(first.json().data.total_num).toBe(17);
    expect(first.json().data.data).toHaveLength(15);
    expect(first.json().data.data[0]).toMatchObject({
      name: 'Deck 16',
      type: 'PPT',
      export_write_name: 'Deck 16',
    });
    const second = await inject('GET', '/api/prowrite/v1/report/list?pageno=1&pagesize=15', foreign);
    expect(second.json().data.data.map((w: { name: string }) => w.name)).toEqual(['Deck 1', 'Deck 0']);
    // Another team's works are not listed.
    const mine = await inject('GET', '/api/prowrite/v1/report/list?pagesize=100', t.admin.token);
    expect(mine.json().data.data.map((w: { id: string }) => w.id)).toContain(workId);
    expect(mine.json().data.data.some((w: { name: string }) => w.name.startsWith('Deck '))).toBe(false);
    const bad = await inject('GET', '/api/prowrite/v1/report/list?pagesize=0', foreign);
    expect(bad.statusCode).toBe(400);
  });
});

describe('saving slides', () => {
  const titleOf = (slide: Slide) => slide.content.find((c) => c.id === 'chapter_title')?.text;

  it('saves one slide, validated against its layout, and answers the new version and outline', async () => {
    const work = await detail(t, t.admin.token, workId);
    const chapter = work.slide_list.find((s: Slide) => s.slide_id === 'chapter_title_001') as Slide;
    const edited = {
      ...chapter,
      loaded: true,
      content: chapter.content.map((c) => (c.id === 'chapter_title' ? { ...c, text: 'Edited chapter' } : c)),
    };
    const res = await inject('POST', '/api/prowrite/v1/slide', t.admin.token, {
      id: workId,
      slide_num: chapter.slide_num,
      slide_data: edited,
      version: work.version,
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json().data.data;
    expect(saved.version).toBe(work.version + 1);
    expect(saved.export_write_name).toBe(work.baseInfo.name);
    expect(saved.outline).toHaveLength(work.slide_list.length);
    expect(saved.outline[chapter.slide_num - 1]).toEqual({
      slide_num: chapter.slide_num,
      title: 'Study design',
    });
    const after = await detail(t, t.admin.token, workId);
    const stored = after.slide_list[chapter.slide_num - 1] as Slide;
    expect(titleOf(stored)).toBe('Edited chapter');
    expect(stored).not.toHaveProperty('loaded');
  });

  it('answers 409 with a clear message for a stale version', async () => {
    const work = await detail(t, t.admin.token, workId);
    const slide = work.slide_list[0];
    const first = await inject('POST', '/api/prowrite/v1/slide', t.admin.token, {
      id: workId,
      slide_num: 1,
      slide_data: slide,
      version: work.version,
    });
    expect(first.statusCode).toBe(200);
    const stale = await inject('POST', '/api/prowrite/v1/slide', member, {
      id: workId,
      slide_num: 1,
      slide_data: slide,
      version: work.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().msg).toMatch(
      new RegExp(`version ${work.version}.*current version is ${work.version + 1}.*Reload`),
    );
    const staleList = await inject('PUT', '/api/prowrite/v1/save', member, {
      id: workId,
      slide_data: work.slide_list,
      version: work.version,
    });
    expect(staleList.statusCode).toBe(409);
  });

  it('lets only one of two saves from the same version win', async () => {
    const work = await detail(t, t.admin.token, workId);
    const body = { id: workId, slide_num: 1, slide_data: work.slide_list[0], version: work.version };
    const results = await Promise.all([
      inject('POST', '/api/prowrite/v1/slide', t.admin.token, body),
      inject('POST', '/api/prowrite/v1/slide', member, body),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('answers 400 naming the content id for malformed slide data', async () => {
    const work = await detail(t, t.admin.token, workId);
    const chart = work.slide_list.find((s: Slide) => s.slide_id === 'clinical_trial_001') as Slide;
    const cases: [unknown, RegExp][] = [
      [
        { ...chart, content: chart.content.filter((c) => c.id !== 'ARM_A_treatment_name') },
        /content "ARM_A_treatment_name" is required/,
      ],
      [
        { ...chart, content: [...chart.content, { id: 'bogus', type: 'text', text: 'x' }] },
        /content "bogus" is not part of layout/,
      ],
      [
        {
          ...chart,
          content: chart.content.map((c) =>
            c.id === 'randomization_ratio' ? { ...c, text: 'x'.repeat(50) } : c,
          ),
        },
        /content "randomization_ratio".*max 12/,
      ],
      [
        { ...chart, content: chart.content.map((c) => (c.id === 'title' ? { ...c, type: 'table' } : c)) },
        /content "title" must be of type text/,
      ],
      [
        { ...chart, content: chart.content.map((c) => (c.id === 'title' ? { ...c, text: 42 } : c)) },
        /content "title" text/,
      ],
      [{ ...chart, slide_id: 'no_such_layout' }, /unknown slide layout "no_such_layout"/],
      ['a string', /must be a slide object/],
      [[chart], /must be a slide object/],
    ];
    for (const [slideData, message] of cases) {
      const res = await inject('POST', '/api/prowrite/v1/slide', t.admin.token, {
        id: workId,
        slide_num: chart.slide_num,
        slide_data: slideData,
        version: work.version,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toMatch(message);
    }
    const missingVersion = await inject('POST', '/api/prowrite/v1/slide', t.admin.token, {
      id: workId,
      slide_num: 1,
      slide_data: chart,
    });
    expect(missingVersion.statusCode).toBe(400);
    const list = await inject('PUT', '/api/prowrite/v1/save', t.admin.token, {
      id: workId,
      slide_data: [work.slide_list[0], { ...chart, content: [] }],
      version: work.version,
    });
    expect(list.statusCode).toBe(400);
    expect(list.json().msg).toMatch(/^slide_data\[1\]: content "title" is required/);
    // Nothing was saved: the version is unchanged.
    expect((await detail(t, t.admin.token, workId)).version).toBe(work.version);
  });

  it('answers 404 for a slide number the deck does not have', async () => {
    const work = await detail(t, t.admin.token, workId);
    const res = await inject('POST', '/api/prowrite/v1/slide', t.admin.token, {
      id: workId,
      slide_num: 400,
      slide_data: work.slide_list[0],
      version: work.version,
    });
    expect(res.statusCode).toBe(404);
    expect((await detail(t, t.admin.token, workId)).version).toBe(work.version);
  });

  it('saves the whole list, renumbered in the order given; a NUL character is refused (400), nothing saved', async () => {
    const work = await detail(t, t.admin.token, workId);
    const list = work.slide_list as Slide[];
    const cover = list[0]!;
    const withNul = {
      ...cover,
      content: cover.content.map((c) =>
        c.id === 'presentation_title' ? { ...c, text: 'Deck\u0000 title' } : c,
      ),
    };
    const refused = await inject('PUT', '/api/prowrite/v1/save', t.admin.token, {
      id: workId,
      slide_data: [withNul, list[2], list[1], ...list.slice(3, -1)],
      version: work.version,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toMatch(/NUL character/);
    expect((await detail(t, t.admin.token, workId)).version).toBe(work.version);
    const reordered = [cover, list[2], list[1], ...list.slice(3, -1)];
    const res = await inject('PUT', '/api/prowrite/v1/save', t.admin.token, {
      id: workId,
      slide_data: reordered,
      version: work.version,
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await detail(t, t.admin.token, workId);
    expect(after.slide_list).toHaveLength(list.length - 1);
    expect(after.slide_list.map((s: Slide) => s.slide_num)).toEqual(
      after.slide_list.map((_: Slide, i: number) => i + 1),
    );
    expect(after.slide_list[1].slide_id).toBe(list[2]!.slide_id);
    expect(after.slide_list[0].content[0].text).toBe(cover.content[0]!.text);
    for (const slide of after.slide_list) slideSchema.parse(slide);
  });
});

describe('editName and delete', () => {
  it('renames a work', async () => {
    const res = await inject('PUT', '/api/prowrite/v1/report/editName', t.admin.token, {
      id: workId,
      name: '  New name ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.data.name).toBe('New name');
    expect((await detail(t, t.admin.token, workId)).baseInfo.name).toBe('New name');
    const empty = await inject('PUT', '/api/prowrite/v1/report/editName', t.admin.token, {
      id: workId,
      name: '',
    });
    expect(empty.statusCode).toBe(400);
  });

  it('lets only the creator or an administrator delete', async () => {
    const id = await createWork(t, t.admin.token, { file_ids: [fileId], name: 'To delete' });
    await generated(t, t.admin.token, id);
    const byMember = await inject('DELETE', `/api/prowrite/v1/article?id=${id}`, member);
    expect(byMember.statusCode).toBe(403);
    const ownByMember = await createWork(t, member, { file_ids: [fileId], name: 'Member deck' });
    await generated(t, member, ownByMember);
    expect((await inject('DELETE', `/api/prowrite/v1/article?id=${ownByMember}`, member)).statusCode).toBe(
      200,
    );
    const res = await inject('DELETE', `/api/prowrite/v1/article?id=${id}`, t.admin.token);
    expect(res.statusCode).toBe(200);
    expect((await inject('GET', `/api/prowrite/v1/detail?id=${id}`, t.admin.token)).statusCode).toBe(404);
    expect((await inject('DELETE', `/api/prowrite/v1/article?id=${id}`, t.admin.token)).statusCode).toBe(404);
  });
});

describe('GET /api/prowrite/v1/verify', () => {
  it('finds every number of the generated deck in the sources, and flags an edited one', async () => {
    const id = await createWork(t, t.admin.token, { file_ids: [fileId], name: 'Verify' });
    const work = await generated(t, t.admin.token, id);
    const res = await inject('GET', `/api/prowrite/v1/verify?id=${id}`, t.admin.token);
    expect(res.statusCode).toBe(200);
    const result = res.json().data.data;
    const chartNum = (work.slide_list as Slide[]).find((s) => s.slide_id === 'clinical_trial_001')!.slide_num;
    const chart = result.slides.find((s: { slide_num: number }) => s.slide_num === chartNum);
    expect(chart.numbers).toContainEqual({
      text: '600',
      content_id: 'overall_patient_number',
      label: 'Overall patient number',
      kind: 'number',
      found: true,
      source: {
        file_id: fileId,
        page: 1,
        quote: expect.stringContaining('600 patients were randomly assigned'),
      },
    });
    const hr = result.slides
      .flatMap((s: { numbers: unknown[] }) => s.numbers)
      .find((n: { text: string }) => n.text === '0.62');
    expect(hr).toMatchObject({
      found: true,
      source: { page: 2, quote: expect.stringContaining('hazard ratio 0·62') },
    });
    expect(result.missing).toBe(0);
    expect(result.total).toBeGreaterThan(20);

    // Edit the N on the chart: the check reads the current slides.
    const slide = (work.slide_list as Slide[])[chartNum - 1]!;
    const edited = {
      ...slide,
      content: slide.content.map((c) => {
        if (c.id === 'overall_patient_number') return { ...c, text: '6,123' };
        if (c.id === 'randomization_ratio') return { ...c, text: '2∶1' };
        return c;
      }),
    };
    const save = await inject('POST', '/api/prowrite/v1/slide', t.admin.token, {
      id,
      slide_num: chartNum,
      slide_data: edited,
      version: work.version,
    });
    expect(save.statusCode).toBe(200);
    const again = (await inject('GET', `/api/prowrite/v1/verify?id=${id}`, t.admin.token)).json().data.data;
    const numbers = again.slides.find((s: { slide_num: number }) => s.slide_num === chartNum).numbers;
    expect(numbers).toContainEqual({
      text: '6,123',
      content_id: 'overall_patient_number',
      label: 'Overall patient number',
      kind: 'number',
      found: false,
      source: null,
    });
    expect(again.missing).toBe(1);
  });

  it('normalises middle dots and thousands separators on both sides', async () => {
    const pages = ['Results: 1,063 patients; HR 0·80 (95% CI 0·66–0·97).'];
    const file = await seedParsedFile(t, t.admin.token, { pages, facts: () => emptyFacts() });
    const id = await createWork(t, t.admin.token, { file_ids: [file], name: 'Numbers' });
    await generated(t, t.admin.token, id);
    const slide = {
      slide_num: 1,
      slide_id: 'title_body_001',
      content: [
        { id: 'title', type: 'text', text: 'N 1063 and 1,063' },
        { id: 'text_1', type: 'text', text: 'HR 0.8 (0.66-0.97), p 0.5' },
      ],
    };
    const version = (await detail(t, t.admin.token, id)).version;
    expect(
      (await inject('PUT', '/api/prowrite/v1/save', t.admin.token, { id, slide_data: [slide], version }))
        .statusCode,
    ).toBe(200);
    const result = (await inject('GET', `/api/prowrite/v1/verify?id=${id}`, t.admin.token)).json().data.data;
    const found = Object.fromEntries(
      result.slides[0].numbers.map((n: { text: string; found: boolean }) => [n.text, n.found]),
    );
    // The CI is compared whole, as printed with either dash.
    expect(found).toEqual({ '1063': true, '0.8': true, '0.66-0.97': true, '0.5': false });
  });
});

describe('POST /api/prowrite/v1/source/quote', () => {
  it('finds the best matching passage', async () => {
    const exact = await inject('POST', '/api/prowrite/v1/source/quote', t.admin.token, {
      prowrite_id: workId,
      query_text: 'hazard ratio 0·62,  95% CI',
    });
    expect(exact.statusCode).toBe(200);
    expect(exact.json().data.data).toMatchObject({
      source_id: fileId,
      page_idx: 2,
      high_light_text: 'hazard ratio 0·62, 95% CI',
    });
    expect(exact.json().data.data.sha1).toMatch(/^[a-z0-9]{40}$/);
    const fuzzy = await inject('POST', '/api/prowrite/v1/source/quote', t.admin.token, {
      prowrite_id: workId,
      query_text: 'stratified by ECOG performance status and region',
      article_index: 0,
    });
    expect(fuzzy.json().data.data).toMatchObject({
      page_idx: 1,
      high_light_text: 'Randomisation was stratified by region, ECOG performance status and prior therapy.',
    });
  });

  it('answers 404 when nothing matches and 400 for bad input', async () => {
    const none = await inject('POST', '/api/prowrite/v1/source/quote', t.admin.token, {
      prowrite_id: workId,
      query_text: 'quantum chromodynamics lattice',
    });
    expect(none.statusCode).toBe(404);
    expect(none.json().msg).toMatch(/No passage/);
    const range = await inject('POST', '/api/prowrite/v1/source/quote', t.admin.token, {
      prowrite_id: workId,
      query_text: 'placebo',
      article_index: 3,
    });
    expect(range.statusCode).toBe(400);
    expect(range.json().msg).toMatch(/article_index 3 is out of range/);
    for (const query_text of ['', '   ', 'x'.repeat(501)]) {
      const res = await inject('POST', '/api/prowrite/v1/source/quote', t.admin.token, {
        prowrite_id: workId,
        query_text,
      });
      expect(res.statusCode).toBe(400);
    }
  });
});

describe('publish and the public preview', () => {
  it('publishes an unguessable pair and serves the deck without a login', async () => {
    const res = await inject('POST', '/api/prowrite/v1/publish', t.admin.token, { id: workId });
    expect(res.statusCode).toBe(200);
    const { ppt_id, reportId } = res.json().data.data;
    expect(ppt_id).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(reportId).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(ppt_id).not.toBe(reportId);
    const again = await inject('POST', '/api/prowrite/v1/publish', t.admin.token, { id: workId });
    expect(again.json().data.data).toEqual({ ppt_id, reportId, expires_at: null, allow_download: false });

    const pub = await t.app.inject({
      method: 'GET',
      url: `/api/prowrite/v1/public/ppt?ppt_id=${ppt_id}&reportId=${reportId}`,
    });
    expect(pub.statusCode).toBe(200);
    const data = pub.json().data;
    const work = await detail(t, t.admin.token, workId);
    expect(data).toMatchObject({
      name: work.baseInfo.name,
      creator: 'Administrator',
      category: 'PPT',
      select_template: 'general',
    });
    expect(Number.isInteger(data.created_at)).toBe(true);
    expect(Math.abs(data.created_at - Date.now() / 1000)).toBeLessThan(3600);
    expect(data.slide_list).toHaveLength(work.slide_list.length);
    expect(data.slide_list.some((s: Slide) => s.provenance)).toBe(false);
    expect(work.ppt_id).toBe(ppt_id);
  });

  it('answers 404 for a wrong pair', async () => {
    const { ppt_id, reportId } = (
      await inject('POST', '/api/prowrite/v1/publish', t.admin.token, { id: workId })
    ).json().data.data;
    const other = await createWork(t, t.admin.token, { file_ids: [fileId], name: 'Other' });
    await generated(t, t.admin.token, other);
    const pair2 = (await inject('POST', '/api/prowrite/v1/publish', t.admin.token, { id: other })).json().data
      .data;
    const wrong = [
      `ppt_id=${ppt_id}&reportId=${pair2.reportId}`,
      `ppt_id=${pair2.ppt_id}&reportId=${reportId}`,
      `ppt_id=${ppt_id}&reportId=${wrongToken(reportId)}`,
      `ppt_id=nope&reportId=${reportId}`,
    ];
    for (const query of wrong) {
      const res = await t.app.inject({ method: 'GET', url: `/api/prowrite/v1/public/ppt?${query}` });
      expect(res.statusCode, query).toBe(404);
    }
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/prowrite/v1/public/ppt?ppt_id=${ppt_id}` })).statusCode,
    ).toBe(400);
    // A deck never published has no public page.
    const unpublished = await createWork(t, t.admin.token, { file_ids: [fileId] });
    await generated(t, t.admin.token, unpublished);
    expect((await detail(t, t.admin.token, unpublished)).ppt_id).toBeNull();
  });
});

describe('figures of a published deck', () => {
  it('serves them to visitors through the share pair, and only the deck’s own files', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
    const stored = await t.services.storage.put(png);
    const [parse] = await t.database.db.select().from(fileParses).where(eq(fileParses.fileId, fileId));
    const document = {
      ...(parse!.document as object),
      figures: [{ page: 1, caption: 'Figure 1', png_sha1: stored.sha1 }],
    };
    await t.database.db.update(fileParses).set({ document }).where(eq(fileParses.fileId, fileId));
    const { ppt_id, reportId } = (
      await inject('POST', '/api/prowrite/v1/publish', t.admin.token, { id: workId })
    ).json().data.data;
    const url = (q: Record<string, string>) =>
      `/api/prowrite/v1/public/figure?${new URLSearchParams({ ppt_id, reportId, file_id: fileId, index: '0', ...q })}`;

    const ok = await t.app.inject({ method: 'GET', url: url({}) });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toBe('image/png');
    expect(ok.rawPayload.equals(png)).toBe(true);

    const otherFile = await seedParsedFile(t, t.admin.token, { name: 'not-in-the-deck.txt' });
    const wrong: Record<string, string>[] = [
      { reportId: 'x'.repeat(32) },
      { file_id: otherFile },
      { index: '7' },
    ];
    for (const q of wrong) {
      expect((await t.app.inject({ method: 'GET', url: url(q) })).statusCode, JSON.stringify(q)).toBe(404);
    }
  });

  it('rewrites private figure addresses in the public slide list', () => {
    const slide = {
      content: [{ img_arr: [{ image_info: { url: '/api/files/abc/figures/2' } }, { text: '/x.png' }] }],
    };
    expect(publicFigureUrls(slide, 'P', 'R')).toEqual({
      content: [
        {
          img_arr: [
            { image_info: { url: '/api/prowrite/v1/public/figure?ppt_id=P&reportId=R&file_id=abc&index=2' } },
            { text: '/x.png' },
          ],
        },
      ],
    });
  });
});

describe('another team', () => {
  it('gets 404 on every route for this team’s work', async () => {
    const work = await detail(t, t.admin.token, workId);
    const calls: [string, string, unknown?][] = [
      ['GET', `/api/prowrite/v1/detail?id=${workId}`],
      ['GET', `/api/prowrite/v1/generate/stream?id=${workId}`],
      ['GET', `/api/prowrite/v1/verify?id=${workId}`],
      [
        'POST',
        '/api/prowrite/v1/slide',
        { id: workId, slide_num: 1, slide_data: work.slide_list[0], version: work.version },
      ],
      [
        'POST',
        '/api/prowrite/v1/slide',
        { id: workId, slide_num: 1, slide_data: { junk: true }, version: work.version },
      ],
      ['PUT', '/api/prowrite/v1/save', { id: workId, slide_data: work.slide_list, version: work.version }],
      ['PUT', '/api/prowrite/v1/report/editName', { id: workId, name: 'Hijacked' }],
      ['DELETE', `/api/prowrite/v1/article?id=${workId}`],
      ['POST', '/api/prowrite/v1/source/quote', { prowrite_id: workId, query_text: 'placebo' }],
      ['POST', '/api/prowrite/v1/publish', { id: workId }],
      ['POST', '/api/prowrite/v1/comment', { prowrite_id: workId, section_id: '1', content: 'hello' }],
      ['GET', `/api/prowrite/v1/comment?prowrite_id=${workId}&section_id=1`],
      ['POST', '/api/prowrite/v1/article', { type: 'PPT', file_ids: [fileId], select_template: 'x' }],
    ];
    for (const [method, url, payload] of calls) {
      const res = await inject(method as 'GET', url, foreign, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const comment = await inject('POST', '/api/prowrite/v1/comment', t.admin.token, {
      prowrite_id: workId,
      section_id: '1',
      content: 'mine',
    });
    const del = await inject(
      'DELETE',
      `/api/prowrite/v1/comment/${comment.json().data.data.comment_id}`,
      foreign,
    );
    expect(del.statusCode).toBe(404);
    const list = await inject('GET', '/api/prowrite/v1/report/list?pagesize=100', foreign);
    expect(list.json().data.data.map((w: { id: string }) => w.id)).not.toContain(workId);
    expect((await detail(t, t.admin.token, workId)).baseInfo.name).not.toBe('Hijacked');
  });
});
