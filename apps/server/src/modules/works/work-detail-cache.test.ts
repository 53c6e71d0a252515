import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { workDetailSchema } from '@prowrite/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workSlides, works } from '../../db/schema';
import type { Worker } from '../../jobs/worker';
import { decodeAccessToken } from '../../http/auth';
import { okNested } from '../../http/envelope';
import { chooseEncoding } from '../../http/etag';
import { createTeamWithAdmin, createTestApp, type TestApp } from '../../test/test-app';
import { addTeamMember } from '../accounts/testing/team-member';
import { seedArticle } from './testing/articles-test-kit';
import { saveChapterTitle } from './testing/deck-edits';
import { auth, createWork, generated, seedParsedFile, startWorker } from './testing/works-test-kit';

// The deck detail is the board's biggest read: it carries an ETag (304 when unchanged) and is compressed.
let t: TestApp;
let worker: Worker;
let workId: string;
let member: string;
let foreign: string;
beforeAll(async () => {
  t = await createTestApp();
  worker = startWorker(t);
  workId = await createWork(t, t.admin.token, { file_ids: [await seedParsedFile(t, t.admin.token)] });
  await generated(t, t.admin.token, workId);
  member = await addTeamMember(t, t.admin.token, { email: 'editor@test.local', name: 'Editor' });
  foreign = (await createTeamWithAdmin(t, 'Elsewhere')).token;
});
afterAll(async () => {
  await worker.stop();
  await t.close();
});

const getDetail = (headers: Record<string, string> = {}, token = t.admin.token, id = workId) =>
  t.app.inject({
    method: 'GET',
    url: `/api/prowrite/v1/detail?id=${id}`,
    headers: { ...auth(token), ...headers },
  });

/** The detail as the route answered it before slide lists were kept serialised: parsed, spread, stringified. */
async function serialisedAsBefore(token: string, id: string): Promise<string> {
  const caller = await t.services.accounts.resolveSession(decodeAccessToken(token)!);
  return JSON.stringify(okNested(await t.services.works.works.detail(caller!, id)));
}

async function saveTitle(token: string, text: string): Promise<void> {
  const work = (await getDetail({}, token)).json().data.data;
  const save = await saveChapterTitle(t, token, workId, work, text);
  expect(save.statusCode, save.body).toBe(200);
}

describe('GET /api/prowrite/v1/detail caching', () => {
  it('answers an ETag, then 304 with no body for the same copy, and 200 once the deck changed', async () => {
    const first = await getDetail();
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(workDetailSchema.parse(first.json().data.data).slide_list.length).toBeGreaterThan(0);

    const again = await getDetail({ 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await getDetail({ 'if-none-match': `"other", ${etag}` })).statusCode).toBe(304);
    expect((await getDetail({ 'if-none-match': '"stale"' })).statusCode).toBe(200);

    const work = first.json().data.data;
    const save = await saveChapterTitle(t, t.admin.token, workId, work, 'Changed');
    expect(save.statusCode, save.body).toBe(200);
    const changed = await getDetail({ 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('compresses for clients that accept it, with the same content and ETag', async () => {
    const plain = await getDetail();
    const gzip = await getDetail({ 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    const br = await getDetail({ 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(br.headers.etag).toBe(plain.headers.etag);
  });

  it('answers the same bytes as before for every reader: comments, unread ones, slides stored without comment fields', async () => {
    const comment = (token: string, section: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/prowrite/v1/comment',
        headers: auth(token),
        payload: { prowrite_id: workId, section_id: section, content: `Note on ${section} "quoted" 审` },
      });
    expect((await comment(member, '2')).statusCode).toBe(200);
    expect((await comment(t.admin.token, '3')).statusCode).toBe(200);
    // A slide written before the comment fields were stored, as a save would (the version moves on).
    await t.database.db
      .update(workSlides)
      .set({ slide: sql`${workSlides.slide} - 'comment_num' - 'is_read_comment'` })
      .where(and(eq(workSlides.workId, workId), eq(workSlides.slideNum, 2)));
    await t.database.db
      .update(works)
      .set({ version: sql`${works.version} + 1` })
      .where(eq(works.id, workId));
    for (const token of [t.admin.token, member]) {
      for (let read = 0; read < 2; read++) {
        const answer = await getDetail({}, token);
        expect(answer.statusCode).toBe(200);
        expect(answer.body).toBe(await serialisedAsBefore(token, workId));
      }
    }
    const admin = (await getDetail()).json().data.data;
    expect(admin.slide_list[1].comment_num).toBe(1);
    expect(admin.slide_list[1].is_read_comment).toBe(false);
    const article = await seedArticle(t, t.admin.token);
    expect((await getDetail({}, t.admin.token, article)).body).toBe(
      await serialisedAsBefore(t.admin.token, article),
    );
  });

  it('answers 304 only to the caller it sent that copy to; another team gets 404 whatever it sends', async () => {
    const first = await getDetail();
    const etag = first.headers.etag as string;
    expect((await getDetail({ 'if-none-match': etag })).statusCode).toBe(304);
    const colleague = await getDetail({ 'if-none-match': etag }, member);
    expect(colleague.statusCode).toBe(200);
    expect(colleague.headers.etag).not.toBe(etag);
    for (const ifNoneMatch of [etag, '*']) {
      const stranger = await getDetail({ 'if-none-match': ifNoneMatch }, foreign);
      expect(stranger.statusCode).toBe(404);
      expect(stranger.headers.etag).toBeUndefined();
    }
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/prowrite/v1/detail?id=${workId}`,
      headers: { 'if-none-match': etag },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers the new deck to a stale ETag after another user saved, then 304 for the new one', async () => {
    const mine = await getDetail();
    const stale = mine.headers.etag as string;
    await saveTitle(member, 'Changed by the editor');
    const after = await getDetail({ 'if-none-match': stale });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('Changed by the editor');
    expect(after.json().data.data.version).toBe(mine.json().data.data.version + 1);
    expect(after.body).toBe(await serialisedAsBefore(t.admin.token, workId));
    expect((await getDetail({ 'if-none-match': after.headers.etag as string })).statusCode).toBe(304);
  });

  it('answers a save made by another process (same database, not through this server) at once', async () => {
    const before = await getDetail();
    // What another API process does on a save: claim the next version and write the slide in one transaction.
    await t.database.db.transaction(async (tx) => {
      await tx
        .update(works)
        .set({ version: sql`${works.version} + 1` })
        .where(eq(works.id, workId));
      await tx
        .update(workSlides)
        .set({ slide: sql`jsonb_set(${workSlides.slide}, '{title}', '"From the other process"')` })
        .where(and(eq(workSlides.workId, workId), eq(workSlides.slideNum, 1)));
    });
    const after = await getDetail({ 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('From the other process');
    expect(after.body).toBe(await serialisedAsBefore(t.admin.token, workId));
  });

  it('still answers 404 and 400 as before', async () => {
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/prowrite/v1/detail?id=nope',
      headers: auth(t.admin.token),
    });
    expect(missing.statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/prowrite/v1/detail',
      headers: auth(t.admin.token),
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('chooseEncoding', () => {
  it('picks brotli, then gzip, honouring q=0 and *', () => {
    expect(chooseEncoding(undefined)).toBeNull();
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0')).toBeNull();
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('*;q=0')).toBeNull();
  });
});
