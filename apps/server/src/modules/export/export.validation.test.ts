import { NO_SLIDES_MESSAGE } from '@prowrite/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTeamWithAdmin, createTestApp, type TestApp } from '../../test/test-app';
import { auth, publishWork } from '../works/testing/works-test-kit';
import { postExport, sampleSlides, seedWork, webDist } from './testing/export-test-kit';

/** Everything refused before any rendering: no Chromium is started by these tests. */
describe('export: bad input, authorisation, empty works', () => {
  let t: TestApp;
  let deck: string;
  let empty: string;
  let foreign: { token: string; deck: string };

  beforeAll(async () => {
    t = await createTestApp({ WEB_DIST: webDist });
    deck = await seedWork(t, t.admin.token, { slides: sampleSlides(2) });
    empty = await seedWork(t, t.admin.token, { name: 'Empty deck' });
    const other = await createTeamWithAdmin(t, 'Other Team');
    foreign = { token: other.token, deck: await seedWork(t, other.token, { slides: sampleSlides(1) }) };
  });
  afterAll(async () => t?.close());

  it('refuses unknown fields, a missing or blank title, a wrong type and odd widths with a 400', async () => {
    const base = { title: 'Deck', type: 'PDF', pro_write_id: deck };
    for (const payload of [
      { ...base, extra: 1 },
      { type: 'PDF', pro_write_id: deck },
      { ...base, title: '   ' },
      { ...base, title: 42 },
      { ...base, type: 'XLSX' },
      { ...base, pro_write_id: '' },
      { ...base, type: 'PNG', width: 10 },
      { ...base, type: 'PNG', width: 450.5 },
      { ...base, type: 'PNG', width: '450' },
    ]) {
      const res = await postExport(t, t.admin.token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe(0);
    }
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/prowrite/v1/export',
      headers: { ...auth(t.admin.token), 'content-type': 'application/json' },
      payload: '{"title":',
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('refuses a title longer than 2,000 characters with a message naming the limit', async () => {
    const res = await postExport(t, t.admin.token, {
      title: 'x'.repeat(2001),
      type: 'DOCX',
      pro_write_id: deck,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toMatch(/at most 2000 characters/);
  });

  it('needs a session (401) and hides a foreign team’s work (404) for every format', async () => {
    expect((await postExport(t, null, { title: 'x', type: 'PDF', pro_write_id: deck })).statusCode).toBe(401);
    for (const type of ['PPT', 'PDF', 'PNG', 'DOCX']) {
      const res = await postExport(t, t.admin.token, { title: 'x', type, pro_write_id: foreign.deck });
      expect(res.statusCode, type).toBe(404);
    }
    const images = await postExport(
      t,
      t.admin.token,
      { title: 'x', type: 'PNG', pro_write_id: foreign.deck },
      '/api/prowrite/v2/export/images',
    );
    expect(images.statusCode).toBe(404);
    const doc = await t.app.inject({
      method: 'GET',
      url: `/api/botconsole/export/doc?id=${foreign.deck}`,
      headers: auth(t.admin.token),
    });
    expect(doc.statusCode).toBe(404);
    // And the other way round: their own deck is theirs.
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/botconsole/export/doc?id=${foreign.deck}`,
      headers: auth(foreign.token),
    });
    expect(own.statusCode).toBe(200);
  });

  it('answers the spec’s "no slides yet" message for a deck without slides, in the asked language', async () => {
    for (const type of ['PPT', 'PDF', 'PNG', 'DOCX']) {
      const res = await postExport(t, t.admin.token, { title: 'x', type, pro_write_id: empty });
      expect(res.statusCode, type).toBe(400);
      expect(res.json()).toEqual({ code: 0, msg: NO_SLIDES_MESSAGE.en });
    }
    const zh = await postExport(t, t.admin.token, {
      title: 'x',
      type: 'PDF',
      pro_write_id: empty,
      lang: 'zh-cn',
    });
    expect(zh.json().msg).toBe(NO_SLIDES_MESSAGE['zh-cn']);
    const images = await postExport(
      t,
      t.admin.token,
      { title: 'x', type: 'PNG', pro_write_id: empty },
      '/api/prowrite/v2/export/images',
    );
    expect(images.json().msg).toBe(NO_SLIDES_MESSAGE.en);
  });

  it('only splits PNG exports into images', async () => {
    const res = await postExport(
      t,
      t.admin.token,
      { title: 'x', type: 'PDF', pro_write_id: deck },
      '/api/prowrite/v2/export/images',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toMatch(/Only PNG/);
  });

  it('never navigates a client html_url: it is accepted and ignored (the DOCX path needs no browser)', async () => {
    const res = await postExport(t, t.admin.token, {
      title: 'x',
      type: 'DOCX',
      pro_write_id: deck,
      html_url: 'http://169.254.169.254/latest/meta-data/',
      clipWidth: 450,
      clipHeight: 800,
      lang: 'en',
    });
    expect(res.statusCode).toBe(200);
  });

  it('ppt/generate: checks every slide and names the bad one; caps the deck at 500 slides', async () => {
    const [good] = sampleSlides(1);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/webapi/ppt/generate',
      headers: auth(t.admin.token),
      payload: { template_id: 'general', slides: [good, { slide_id: 'slide_table_001', content: 'oops' }] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toMatch(/^slides\[1\] \(slide 2\)/);
    const notObject = await t.app.inject({
      method: 'POST',
      url: '/webapi/ppt/generate',
      headers: auth(t.admin.token),
      payload: { template_id: 'general', slides: ['x'] },
    });
    expect(notObject.json().msg).toMatch(/slides\[0\] \(slide 1\): must be a slide object/);
    const tooMany = await t.app.inject({
      method: 'POST',
      url: '/webapi/ppt/generate',
      headers: auth(t.admin.token),
      payload: { template_id: 'general', slides: Array(501).fill(good) },
    });
    expect(tooMany.statusCode).toBe(400);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/webapi/ppt/generate',
      headers: auth(t.admin.token),
      payload: { template_id: 'general', slides: [good], theme: 'x' },
    });
    expect(unknown.statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/webapi/ppt/generate',
      payload: { template_id: 'general', slides: [good] },
    });
    expect(anonymous.statusCode).toBe(401);
    const empty = await t.app.inject({
      method: 'POST',
      url: '/webapi/ppt/generate',
      headers: auth(t.admin.token),
      payload: { template_id: 'general', slides: [] },
    });
    expect(empty.json().msg).toBe(NO_SLIDES_MESSAGE.en);
  });

  it('public export: a wrong or half pair is a 404, a malformed body a 400', async () => {
    const { ppt_id } = await publishWork(t, t.admin.token, deck);
    const wrong = await postExport(
      t,
      null,
      { ppt_id, reportId: 'not-the-token', type: 'DOCX', title: 'x' },
      '/api/prowrite/v1/public/export',
    );
    expect(wrong.statusCode).toBe(404);
    const missing = await postExport(
      t,
      null,
      { ppt_id, type: 'DOCX', title: 'x' },
      '/api/prowrite/v1/public/export',
    );
    expect(missing.statusCode).toBe(400);
  });

  it('print reads refuse missing, forged and foreign tickets', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/prowrite/v1/render/work' })).statusCode).toBe(400);
    const forged = await t.app.inject({ method: 'GET', url: '/api/prowrite/v1/render/work?ticket=abc.def' });
    expect(forged.statusCode).toBe(401);
    const figure = await t.app.inject({
      method: 'GET',
      url: '/api/prowrite/v1/render/figure?ticket=abc.def&file_id=f&index=0',
    });
    expect(figure.statusCode).toBe(401);
  });
});

describe('export: without Chromium or the built web app', () => {
  it('answers a clear 503 naming CHROMIUM_PATH and apt-get, and keeps serving', async () => {
    const t = await createTestApp({ WEB_DIST: webDist, CHROMIUM_PATH: '/nonexistent/chromium' });
    try {
      const deck = await seedWork(t, t.admin.token, { slides: sampleSlides(1) });
      for (const type of ['PDF', 'PNG']) {
        const res = await postExport(t, t.admin.token, { title: 'x', type, pro_write_id: deck });
        expect(res.statusCode, type).toBe(503);
        expect(res.json().msg).toMatch(/CHROMIUM_PATH=\/nonexistent\/chromium/);
        expect(res.json().msg).toMatch(/apt-get install chromium/);
      }
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      const docx = await postExport(t, t.admin.token, { title: 'x', type: 'DOCX', pro_write_id: deck });
      expect(docx.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('answers a clear 503 when the web app is not built', async () => {
    const t = await createTestApp();
    try {
      const deck = await seedWork(t, t.admin.token, { slides: sampleSlides(1) });
      const res = await postExport(t, t.admin.token, { title: 'x', type: 'PDF', pro_write_id: deck });
      expect(res.statusCode).toBe(503);
      expect(res.json().msg).toMatch(/npm run build -w @prowrite\/web/);
    } finally {
      await t.close();
    }
  });
});
