import type { Slide } from '@prowrite/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Worker } from '../../jobs/worker';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app';
import {
  auth,
  createWork,
  detail,
  generated,
  seedParsedFile,
  startWorker,
  teamOf,
} from './testing/works-test-kit';

let t: TestApp;
let worker: Worker;
let member: string;
let workId: string;

beforeAll(async () => {
  t = await createTestApp();
  worker = startWorker(t);
  const { teamId } = await teamOf(t, t.admin.token);
  await t.app.inject({
    method: 'POST',
    url: '/api/admin/users',
    headers: auth(t.admin.token),
    payload: {
      email: 'reviewer@test.local',
      name: 'Reviewer',
      password: 'password-123',
      team_id: teamId,
      role: 'member',
    },
  });
  member = await loginAs(t.app, 'reviewer@test.local', 'password-123');
  const fileId = await seedParsedFile(t, t.admin.token);
  workId = await createWork(t, t.admin.token, { file_ids: [fileId] });
  await generated(t, t.admin.token, workId);
});
afterAll(async () => {
  await worker.stop();
  await t.close();
});

const post = (token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/prowrite/v1/comment', headers: auth(token), payload });
const list = (token: string, section: string, extra = '') =>
  t.app.inject({
    method: 'GET',
    url: `/api/prowrite/v1/comment?prowrite_id=${workId}&section_id=${section}${extra}`,
    headers: auth(token),
  });
const remove = (token: string, id: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/prowrite/v1/comment/${id}`, headers: auth(token) });
const slideOf = async (token: string, num: number): Promise<Slide> =>
  (await detail(t, token, workId)).slide_list[num - 1];

describe('slide comments', () => {
  it('adds a comment (1..500 characters) and counts it on the slide', async () => {
    const res = await post(t.admin.token, {
      prowrite_id: workId,
      section_id: '2',
      content: '  Check the N on this slide  ',
    });
    expect(res.statusCode, res.body).toBe(200);
    const comment = res.json().data.data;
    expect(comment).toMatchObject({
      section_id: '2',
      content: 'Check the N on this slide',
      comment_user: { name: 'Administrator' },
    });
    expect(comment.comment_id).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(Math.abs(comment.created_at - Date.now() / 1000)).toBeLessThan(3600);
    expect((await slideOf(t.admin.token, 2)).comment_num).toBe(1);
    expect((await detail(t, t.admin.token, workId)).comment_num).toBe(1);
    // Exactly 500 characters (code points: CJK and emoji count as one) is accepted.
    const max = await post(t.admin.token, {
      prowrite_id: workId,
      section_id: '3',
      content: `${'审'.repeat(498)}😀!`,
    });
    expect(max.statusCode, max.body).toBe(200);
  });

  it('rejects empty, blank, 501-character and malformed comments with 400', async () => {
    const cases: object[] = [
      { prowrite_id: workId, section_id: '2', content: '' },
      { prowrite_id: workId, section_id: '2', content: ' \n\t ' },
      { prowrite_id: workId, section_id: '2', content: 'x'.repeat(501) },
      { prowrite_id: workId, section_id: '2', content: '审'.repeat(501) },
      { prowrite_id: workId, section_id: '2' },
      { prowrite_id: workId, section_id: '2', content: 5 },
      { prowrite_id: workId, section_id: '', content: 'x' },
      { prowrite_id: workId, section_id: '2', content: 'x', extra: true },
    ];
    for (const payload of cases) {
      const res = await post(t.admin.token, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json().msg).toBeTruthy();
    }
    const res = await post(t.admin.token, { prowrite_id: workId, section_id: '2', content: 'x'.repeat(501) });
    expect(res.json().msg).toMatch(/at most 500 characters/);
  });

  it('answers 404 for a slide the deck does not have', async () => {
    for (const section of ['999', '0', 'abc', '1.5']) {
      const res = await post(t.admin.token, { prowrite_id: workId, section_id: section, content: 'x' });
      expect(res.statusCode, section).toBe(404);
    }
    expect(
      (await post(t.admin.token, { prowrite_id: 'nope', section_id: '1', content: 'x' })).statusCode,
    ).toBe(404);
  });

  it('marks comments by others unread until the reader opens them', async () => {
    await post(member, { prowrite_id: workId, section_id: '4', content: 'Reviewer note' });
    // The author has read their own comment; the administrator has not.
    expect((await slideOf(member, 4)).is_read_comment).toBe(true);
    expect((await slideOf(t.admin.token, 4)).is_read_comment).toBe(false);
    const opened = await list(t.admin.token, '4');
    expect(opened.statusCode).toBe(200);
    expect(opened.json().data.data.map((c: { content: string }) => c.content)).toEqual(['Reviewer note']);
    expect(opened.json().data.total_num).toBe(1);
    expect((await slideOf(t.admin.token, 4)).is_read_comment).toBe(true);
    // A newer comment by someone else makes it unread again.
    await post(member, { prowrite_id: workId, section_id: '4', content: 'One more' });
    expect((await slideOf(t.admin.token, 4)).is_read_comment).toBe(false);
    expect((await slideOf(t.admin.token, 4)).comment_num).toBe(2);
  });

  it('lists newest first with paging', async () => {
    for (let i = 0; i < 5; i++)
      await post(t.admin.token, { prowrite_id: workId, section_id: '5', content: `c${i}` });
    const page = await list(t.admin.token, '5', '&pageno=1&pagesize=2');
    expect(page.json().data.data.map((c: { content: string }) => c.content)).toEqual(['c2', 'c1']);
    expect(page.json().data.total_num).toBe(5);
    expect((await list(t.admin.token, '5', '&pagesize=0')).statusCode).toBe(400);
    expect((await list(t.admin.token, '5', '&pagesize=101')).statusCode).toBe(400);
  });

  it('lets only the author delete, lowering comment_num by one', async () => {
    const created = await post(member, { prowrite_id: workId, section_id: '6', content: 'Mine' });
    const id = created.json().data.data.comment_id;
    expect((await slideOf(t.admin.token, 6)).comment_num).toBe(1);
    const byOther = await remove(t.admin.token, id);
    expect(byOther.statusCode).toBe(403);
    expect(byOther.json().msg).toMatch(/Only the author/);
    const byAuthor = await remove(member, id);
    expect(byAuthor.statusCode).toBe(200);
    expect((await slideOf(t.admin.token, 6)).comment_num).toBe(0);
    expect((await remove(member, id)).statusCode).toBe(404);
  });

  it('keeps hostile text as plain data, and refuses a NUL character with a clear 400', async () => {
    const hostile = '<script>alert(1)</script> "quotes" \\ {{x}}';
    const res = await post(t.admin.token, { prowrite_id: workId, section_id: '7', content: hostile });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.data.content).toBe(hostile);
    const nul = await post(t.admin.token, { prowrite_id: workId, section_id: '7', content: 'a\u0000b' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().msg).toMatch(/NUL character/);
  });

  it('goes with its work', async () => {
    const fileId = await seedParsedFile(t, t.admin.token);
    const id = await createWork(t, t.admin.token, { file_ids: [fileId], name: 'Short-lived' });
    await generated(t, t.admin.token, id);
    const c = await post(t.admin.token, { prowrite_id: id, section_id: '1', content: 'bye' });
    await t.app.inject({
      method: 'DELETE',
      url: `/api/prowrite/v1/article?id=${id}`,
      headers: auth(t.admin.token),
    });
    expect((await remove(t.admin.token, c.json().data.data.comment_id)).statusCode).toBe(404);
  });
});
