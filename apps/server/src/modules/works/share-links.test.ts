import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { works } from '../../db/schema';
import type { Worker } from '../../jobs/worker';
import { createTeamWithAdmin, createTestApp, type TestApp } from '../../test/test-app';
import { seedArticle } from './testing/articles-test-kit';
import {
  auth,
  createWork,
  detail,
  generated,
  publishWork,
  seedParsedFile,
  startWorker,
} from './testing/works-test-kit';

let t: TestApp;
let worker: Worker;
let foreign: string;
let fileId: string;

beforeAll(async () => {
  t = await createTestApp();
  worker = startWorker(t);
  foreign = (await createTeamWithAdmin(t, 'Foreign Team')).token;
  fileId = await seedParsedFile(t, t.admin.token);
});
afterAll(async () => {
  await worker.stop();
  await t.close();
});

async function newDeck(): Promise<string> {
  const id = await createWork(t, t.admin.token, { file_ids: [fileId] });
  await generated(t, t.admin.token, id);
  return id;
}

const publicPpt = (pair: { ppt_id: string; reportId: string }) =>
  t.app.inject({
    method: 'GET',
    url: `/api/prowrite/v1/public/ppt?ppt_id=${pair.ppt_id}&reportId=${pair.reportId}`,
  });

const revoke = (id: string, token = t.admin.token) =>
  t.app.inject({ method: 'DELETE', url: `/api/prowrite/v1/publish?id=${id}`, headers: auth(token) });

const publicExport = (pair: { ppt_id: string; reportId: string }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/prowrite/v1/public/export',
    payload: { ppt_id: pair.ppt_id, reportId: pair.reportId, type: 'PPT', title: 'Shared' },
  });

describe('revoking a public link', () => {
  it('makes the old link a 404 at once; publishing again makes a new pair', async () => {
    const deck = await newDeck();
    const first = await publishWork(t, t.admin.token, deck, {});
    expect((await publicPpt(first)).statusCode).toBe(200);

    const res = await revoke(deck);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.data).toEqual({ id: deck });
    expect((await publicPpt(first)).statusCode).toBe(404);
    expect((await detail(t, t.admin.token, deck)).ppt_id).toBeNull();
    // The deck's figures and the public export go with the page.
    const figure = await t.app.inject({
      method: 'GET',
      url: `/api/prowrite/v1/public/figure?ppt_id=${first.ppt_id}&reportId=${first.reportId}&file_id=${fileId}&index=0`,
    });
    expect(figure.statusCode).toBe(404);
    expect((await publicExport(first)).statusCode).toBe(404);

    const second = await publishWork(t, t.admin.token, deck, {});
    expect(second.ppt_id).not.toBe(first.ppt_id);
    expect(second.reportId).not.toBe(first.reportId);
    expect((await publicPpt(second)).statusCode).toBe(200);
    expect((await publicPpt(first)).statusCode).toBe(404);
    // Revoking twice is not an error: the link is already gone.
    expect((await revoke(deck)).statusCode).toBe(200);
    expect((await revoke(deck)).statusCode).toBe(200);
  });

  it('revokes an article’s public page too', async () => {
    const article = await seedArticle(t, t.admin.token, { fileIds: [fileId] });
    const { reportId } = await publishWork(t, t.admin.token, article, {});
    const page = () =>
      t.app.inject({
        method: 'GET',
        url: `/api/prowrite/v1/public/work?prowrite_id=${article}&token=${reportId}`,
      });
    expect((await page()).statusCode).toBe(200);
    expect((await revoke(article)).statusCode).toBe(200);
    expect((await page()).statusCode).toBe(404);
  });

  it('refuses another team’s work (404, the link stays) and a malformed call (400)', async () => {
    const deck = await newDeck();
    const pair = await publishWork(t, t.admin.token, deck, {});
    expect((await revoke(deck, foreign)).statusCode).toBe(404);
    expect((await publicPpt(pair)).statusCode).toBe(200);
    expect((await revoke('no-such-work')).statusCode).toBe(404);
    const missing = await t.app.inject({
      method: 'DELETE',
      url: '/api/prowrite/v1/publish',
      headers: auth(t.admin.token),
    });
    expect(missing.statusCode).toBe(400);
    const anonymous = await t.app.inject({ method: 'DELETE', url: `/api/prowrite/v1/publish?id=${deck}` });
    expect(anonymous.statusCode).toBe(401);
    expect((await publicPpt(pair)).statusCode).toBe(200);
  });
});

describe('expiry', () => {
  it('answers until the expiry and 404 after it; republishing an expired link makes a new pair', async () => {
    const deck = await newDeck();
    const before = Date.now() / 1000;
    const pair = await publishWork(t, t.admin.token, deck, { expires_in_days: 7 });
    expect(pair.expires_at).not.toBeNull();
    expect(Math.abs(pair.expires_at! - (before + 7 * 86_400))).toBeLessThan(60);
    expect((await publicPpt(pair)).statusCode).toBe(200);
    const shown = await detail(t, t.admin.token, deck);
    expect(shown).toMatchObject({ ppt_id: pair.ppt_id, share_expires_at: pair.expires_at });

    // The clock passes the expiry (set in the row: the server compares with the database's now()).
    await t.database.db
      .update(works)
      .set({ shareExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(works.id, deck));
    expect((await publicPpt(pair)).statusCode).toBe(404);
    expect((await publicExport(pair)).statusCode).toBe(404);
    // The editor sees the link as gone, and publishing makes a new one instead of reviving the old.
    expect((await detail(t, t.admin.token, deck)).ppt_id).toBeNull();
    const renewed = await publishWork(t, t.admin.token, deck, {});
    expect(renewed.ppt_id).not.toBe(pair.ppt_id);
    expect(renewed.expires_at).toBeNull();
    expect((await publicPpt(renewed)).statusCode).toBe(200);
    expect((await publicPpt(pair)).statusCode).toBe(404);
  });

  it('changing the settings of a live link keeps its pair; a setting left out keeps its value', async () => {
    const deck = await newDeck();
    const pair = await publishWork(t, t.admin.token, deck, { expires_in_days: 1 });
    const downloads = await publishWork(t, t.admin.token, deck, { allow_download: true });
    expect(downloads).toEqual({ ...pair, allow_download: true });
    const open = await publishWork(t, t.admin.token, deck, { expires_in_days: null });
    expect(open).toEqual({ ...pair, expires_at: null, allow_download: true });
    // After a revoke, nothing is carried over to the new link.
    await revoke(deck);
    const fresh = await publishWork(t, t.admin.token, deck, {});
    expect(fresh).toMatchObject({ expires_at: null, allow_download: false });
  });

  it('refuses an expiry out of range with 400', async () => {
    const deck = await newDeck();
    for (const expires_in_days of [0, -1, 366, 1.5, '7']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/prowrite/v1/publish',
        headers: auth(t.admin.token),
        payload: { id: deck, expires_in_days },
      });
      expect(res.statusCode, String(expires_in_days)).toBe(400);
    }
    expect((await detail(t, t.admin.token, deck)).ppt_id).toBeNull();
  });
});

describe('downloads switch', () => {
  it('is off unless asked for: the public export is refused with 403 and the page says so', async () => {
    const deck = await newDeck();
    const pair = await publishWork(t, t.admin.token, deck, {});
    expect(pair.allow_download).toBe(false);
    expect((await publicPpt(pair)).json().data.allow_download).toBe(false);
    const refused = await publicExport(pair);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toMatch(/Downloads are turned off/);

    const on = await publishWork(t, t.admin.token, deck, { allow_download: true });
    expect(on.ppt_id).toBe(pair.ppt_id);
    expect((await publicPpt(pair)).json().data.allow_download).toBe(true);
    expect((await detail(t, t.admin.token, deck)).share_allow_download).toBe(true);
    // A wrong pair stays a 404 whatever the switch says (no hint that the link exists).
    expect((await publicExport({ ppt_id: pair.ppt_id, reportId: 'x'.repeat(32) })).statusCode).toBe(404);
  });
});
