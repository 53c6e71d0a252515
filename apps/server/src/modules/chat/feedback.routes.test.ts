import { FEEDBACK_TAGS } from '@prowrite/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../db/ids';
import { chatConversations, chatMessages } from '../../db/schema';
import { createTeamWithAdmin, createTestApp, loginAs, type TestApp } from '../../test/test-app';
import { auth, teamOf } from '../works/testing/works-test-kit';
import { isTerminal, readSse } from './testing/sse-client';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
});

/** Asks a text-chat question (answered offline) and returns the finished answer's ids. */
async function answered(token: string, question = 'What is a hazard ratio?') {
  const res = await readSse(
    `${base}/api/v2/chat`,
    {
      method: 'POST',
      headers: { ...auth(token), 'content-type': 'application/json' },
      body: JSON.stringify({ question }),
    },
    (e) => isTerminal(e),
  );
  const start = res.events.find((e) => e.event === 'start')!.data as { chat_id: string; message_id: string };
  expect(res.events.at(-1)?.event).toBe('done');
  return { chatId: start.chat_id, messageId: start.message_id };
}

const post = (token: string, body: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/ai/message/comment',
    headers: auth(token),
    payload: body as object,
  });
const remove = (token: string, messageId: string) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/ai/message/comment?message_id=${encodeURIComponent(messageId)}`,
    headers: auth(token),
  });
async function commentsOf(token: string, chatId: string) {
  const res = await t.app.inject({ url: `/api/ai/chat/messages?chat_id=${chatId}`, headers: auth(token) });
  expect(res.statusCode).toBe(200);
  return (
    res.json().data.data as { comment_list: { type: string; tags: string[]; content: string }[] }[]
  ).map((m) => m.comment_list);
}
async function addUser(adminToken: string, teamId: string, email: string, role: 'member' | 'viewer') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/users',
    headers: auth(adminToken),
    payload: { email, name: email.split('@')[0], password: 'password-123', team_id: teamId, role },
  });
  expect(res.statusCode, res.body).toBe(200);
  return loginAs(t.app, email, 'password-123');
}

describe('feedback tags', () => {
  it('answers both tag sets with labels in the language asked for, or Accept-Language, else zh-cn', async () => {
    const ja = await t.app.inject({ url: '/api/ai/comment/tag?lang=ja', headers: auth(t.admin.token) });
    expect(ja.statusCode).toBe(200);
    const data = ja.json().data.data;
    expect(data.lang).toBe('ja');
    expect(data.like.map((x: { key: string }) => x.key)).toEqual([...FEEDBACK_TAGS.like]);
    expect(data.dislike.map((x: { key: string }) => x.key)).toEqual([...FEEDBACK_TAGS.dislike]);
    expect(data.like[0].label).toBe('正確');
    const fromHeader = await t.app.inject({
      url: '/api/ai/comment/tag',
      headers: { ...auth(t.admin.token), 'accept-language': 'de-AT,de;q=0.9' },
    });
    expect(fromHeader.json().data.data.dislike[0].label).toBe('Fehlerhaft');
    const plain = await t.app.inject({ url: '/api/ai/comment/tag', headers: auth(t.admin.token) });
    expect(plain.json().data.data.lang).toBe('zh-cn');
    const bad = await t.app.inject({ url: '/api/ai/comment/tag?lang=klingon', headers: auth(t.admin.token) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toMatch(/lang must be one of/);
  });
});

describe('feedback on answers', () => {
  it('likes with tags, replaces with a dislike, shows it with the messages, and deletes it', async () => {
    const { token } = await createTeamWithAdmin(t, 'Feedback Flow');
    const { chatId, messageId } = await answered(token);
    const liked = await post(token, { message_id: messageId, type: 'like', tags: ['accurate', 'clear'] });
    expect(liked.statusCode, liked.body).toBe(200);
    expect(liked.json().data.data).toMatchObject({
      message_id: messageId,
      type: 'like',
      tags: ['accurate', 'clear'],
    });
    expect(await commentsOf(token, chatId)).toEqual([
      [expect.objectContaining({ type: 'like', tags: ['accurate', 'clear'], content: '' })],
    ]);

    const disliked = await post(token, {
      message_id: messageId,
      type: 'dislike',
      tags: ['missing_source', 'missing_source'],
      content: '  No page numbers.  ',
    });
    expect(disliked.statusCode).toBe(200);
    const after = await commentsOf(token, chatId);
    expect(after).toEqual([
      [expect.objectContaining({ type: 'dislike', tags: ['missing_source'], content: 'No page numbers.' })],
    ]);

    const del = await remove(token, messageId);
    expect(del.json().data.data).toEqual({ message_id: messageId, deleted: true });
    expect((await remove(token, messageId)).json().data.data.deleted).toBe(false);
    expect(await commentsOf(token, chatId)).toEqual([[]]);
  });

  it('another user of the team or another team gets 404 and changes nothing; viewers rate their own answers', async () => {
    const team = await createTeamWithAdmin(t, 'Feedback Owner');
    const { chatId, messageId } = await answered(team.token);
    expect((await post(team.token, { message_id: messageId, type: 'like' })).statusCode).toBe(200);
    const viewer = await addUser(team.token, team.teamId, 'fb-viewer@test.local', 'viewer');
    const other = await createTeamWithAdmin(t, 'Feedback Foreign');
    for (const token of [viewer, other.token, t.admin.token]) {
      const res = await post(token, { message_id: messageId, type: 'dislike', tags: ['inaccurate'] });
      expect(res.statusCode).toBe(404);
      expect(res.json().msg).toBe('Message not found');
      expect((await remove(token, messageId)).statusCode).toBe(404);
    }
    expect(await commentsOf(team.token, chatId)).toEqual([[expect.objectContaining({ type: 'like' })]]);
    const own = await answered(viewer);
    expect(
      (await post(viewer, { message_id: own.messageId, type: 'dislike', tags: ['too_long'] })).statusCode,
    ).toBe(200);
  });

  it('refuses bad input with a clear 4xx, never a 500', async () => {
    const { token } = await createTeamWithAdmin(t, 'Feedback Bad');
    const { chatId, messageId } = await answered(token);
    const cases: [string, unknown, number, RegExp][] = [
      ['missing message_id', { type: 'like' }, 400, /message_id/],
      ['missing type', { message_id: messageId }, 400, /type/],
      ['unknown type', { message_id: messageId, type: 'love' }, 400, /type/],
      [
        'like tag on a dislike',
        { message_id: messageId, type: 'dislike', tags: ['accurate'] },
        400,
        /Unknown dislike tag\(s\): accurate/,
      ],
      [
        'unknown tag',
        { message_id: messageId, type: 'like', tags: ['great'] },
        400,
        /Unknown like tag\(s\): great/,
      ],
      ['tags not a list', { message_id: messageId, type: 'like', tags: 'accurate' }, 400, /tags/],
      [
        'text too long',
        { message_id: messageId, type: 'like', content: 'x'.repeat(501) },
        400,
        /at most 500 characters/,
      ],
      ['NUL', { message_id: messageId, type: 'like', content: 'a\u0000' }, 400, /NUL/],
      ['unknown field', { message_id: messageId, type: 'like', score: 5 }, 400, /score/],
      ['unknown message', { message_id: 'nope', type: 'like' }, 404, /Message not found/],
      ['id too long', { message_id: 'x'.repeat(65), type: 'like' }, 400, /message_id/],
    ];
    for (const [name, body, status, msg] of cases) {
      const res = await post(token, body);
      expect(res.statusCode, name).toBe(status);
      expect(res.json().msg, name).toMatch(msg);
    }
    const surrogate = await t.app.inject({
      method: 'POST',
      url: '/api/ai/message/comment',
      headers: { ...auth(token), 'content-type': 'application/json' },
      payload: `{"message_id":"${messageId}","type":"like","content":"\\udc00"}`,
    });
    expect(surrogate.statusCode).toBe(400);
    const noId = await t.app.inject({
      method: 'DELETE',
      url: '/api/ai/message/comment',
      headers: auth(token),
    });
    expect(noId.statusCode).toBe(400);
    expect(
      (await post(token, { message_id: messageId, type: 'like', content: 'y'.repeat(500) })).statusCode,
    ).toBe(200);
    expect(await commentsOf(token, chatId)).toEqual([
      [expect.objectContaining({ content: 'y'.repeat(500) })],
    ]);
  });

  it('an answer still being written answers 409; deleting the conversation removes its feedback', async () => {
    const { token } = await createTeamWithAdmin(t, 'Feedback Streaming');
    const { teamId, userId } = await teamOf(t, token);
    const chatId = newId();
    const messageId = newId();
    await t.database.db
      .insert(chatConversations)
      .values({ id: chatId, teamId, userId, type: 'text', name: 'live' });
    await t.database.db
      .insert(chatMessages)
      .values({ id: messageId, conversationId: chatId, teamId, userId, question: 'q', status: 'streaming' });
    const res = await post(token, { message_id: messageId, type: 'like' });
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toMatch(/still being written/);

    const done = await answered(token);
    await post(token, { message_id: done.messageId, type: 'like' });
    await t.app.inject({ method: 'DELETE', url: `/api/ai/chat/${done.chatId}`, headers: auth(token) });
    const listed = await t.app.inject({ url: '/api/admin/chat/feedback', headers: auth(token) });
    expect(listed.json().data.total_num).toBe(0);
  });
});

describe('the console list', () => {
  it('a team administrator sees their team, the first administrator every team or one; others 403', async () => {
    const a = await createTeamWithAdmin(t, 'Feedback List A');
    const b = await createTeamWithAdmin(t, 'Feedback List B');
    const a1 = await answered(a.token, 'First question of A');
    const a2 = await answered(a.token, 'Second question of A');
    const b1 = await answered(b.token, 'Question of B');
    await post(a.token, { message_id: a1.messageId, type: 'like', tags: ['useful'] });
    await post(a.token, {
      message_id: a2.messageId,
      type: 'dislike',
      tags: ['incomplete'],
      content: 'Too short',
    });
    await post(b.token, { message_id: b1.messageId, type: 'like' });

    const ofA = await t.app.inject({ url: '/api/admin/chat/feedback', headers: auth(a.token) });
    expect(ofA.statusCode).toBe(200);
    const rows = ofA.json().data.data as { message_id: string; team: { id: string }; question: string }[];
    expect(rows.map((r) => r.message_id)).toEqual([a2.messageId, a1.messageId]);
    expect(rows[0]).toMatchObject({
      type: 'dislike',
      tags: ['incomplete'],
      content: 'Too short',
      chat_id: a2.chatId,
      team: { id: a.teamId, name: 'Feedback List A' },
      question: 'Second question of A',
    });
    expect((rows[0] as unknown as { answer_excerpt: string }).answer_excerpt.length).toBeGreaterThan(10);

    const paged = await t.app.inject({
      url: '/api/admin/chat/feedback?pagesize=1&pageno=1',
      headers: auth(a.token),
    });
    expect(paged.json().data.total_num).toBe(2);
    expect(paged.json().data.data.map((r: { message_id: string }) => r.message_id)).toEqual([a1.messageId]);
    const likes = await t.app.inject({ url: '/api/admin/chat/feedback?type=like', headers: auth(a.token) });
    expect(likes.json().data.data.map((r: { message_id: string }) => r.message_id)).toEqual([a1.messageId]);

    const foreign = await t.app.inject({
      url: `/api/admin/chat/feedback?team_id=${b.teamId}`,
      headers: auth(a.token),
    });
    expect(foreign.statusCode).toBe(404);

    const all = await t.app.inject({
      url: '/api/admin/chat/feedback?pagesize=100',
      headers: auth(t.admin.token),
    });
    const ids = all.json().data.data.map((r: { message_id: string }) => r.message_id);
    expect(ids).toEqual(expect.arrayContaining([a1.messageId, a2.messageId, b1.messageId]));
    const onlyB = await t.app.inject({
      url: `/api/admin/chat/feedback?team_id=${b.teamId}`,
      headers: auth(t.admin.token),
    });
    expect(onlyB.json().data.data.map((r: { message_id: string }) => r.message_id)).toEqual([b1.messageId]);

    const member = await addUser(a.token, a.teamId, 'fb-member@test.local', 'member');
    const refused = await t.app.inject({ url: '/api/admin/chat/feedback', headers: auth(member) });
    expect(refused.statusCode).toBe(403);
    for (const q of ['pagesize=0', 'pagesize=101', 'pageno=-1', 'type=meh', 'pageno=abc']) {
      const res = await t.app.inject({ url: `/api/admin/chat/feedback?${q}`, headers: auth(a.token) });
      expect(res.statusCode, q).toBe(400);
    }
  });
});
