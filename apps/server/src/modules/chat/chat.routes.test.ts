import { pagePassages, rankPassages } from '@prowrite/engine';
import { TRIAL_PAGES } from '@prowrite/engine/testing/trial-facts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../db/ids';
import { chatMessages } from '../../db/schema';
import { createTeamWithAdmin, createTestApp, loginAs, type TestApp } from '../../test/test-app';
import { auth, seedParsedFile, teamOf } from '../works/testing/works-test-kit';
import { answerText, isTerminal, readSse } from './testing/sse-client';

let t: TestApp;
let base: string;
let fileId: string;

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  fileId = await seedParsedFile(t, t.admin.token);
});
afterAll(async () => {
  await t.close();
});

const json = (token: string) => ({ ...auth(token), 'content-type': 'application/json' });

function ask(token: string, body: unknown, path = '/api/v1/question/ask') {
  return readSse(`${base}${path}`, { method: 'POST', headers: json(token), body: JSON.stringify(body) });
}

async function createChat(token: string, body: Record<string, unknown>) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/ai/chat',
    headers: auth(token),
    payload: body,
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.data as { id: string; name: string; type: string };
}

describe('conversations', () => {
  it('creates, lists, renames, deletes and cleans by type', async () => {
    const { token } = await createTeamWithAdmin(t, 'Chat Crud');
    const a = await createChat(token, { type: 'pdf', name: 'Paper A' });
    await createChat(token, { type: 'pdf' });
    const text = await createChat(token, { type: 'text' });
    const list = await t.app.inject({ url: '/api/ai/chat/list?type=pdf', headers: auth(token) });
    expect(list.json().data.total_num).toBe(2);
    const renamed = await t.app.inject({
      method: 'PUT',
      url: '/api/ai/chat',
      headers: auth(token),
      payload: { id: a.id, name: 'Renamed' },
    });
    expect(renamed.json().data.data.name).toBe('Renamed');
    const cleaned = await t.app.inject({
      method: 'DELETE',
      url: '/api/ai/chat/clean?type=pdf',
      headers: auth(token),
    });
    expect(cleaned.json().data.data.deleted).toBe(2);
    const all = await t.app.inject({ url: '/api/ai/chat/list', headers: auth(token) });
    expect(all.json().data.data.map((c: { id: string }) => c.id)).toEqual([text.id]);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/ai/chat/${text.id}`,
      headers: auth(token),
    });
    expect(del.statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/ai/chat/${text.id}`,
      headers: auth(token),
    });
    expect(again.statusCode).toBe(404);
  });

  it('answers 404 for another team’s or another user’s conversation and message', async () => {
    const mine = await createChat(t.admin.token, { type: 'text', name: 'Mine' });
    const other = await createTeamWithAdmin(t, 'Chat Foreign');
    // A second user of the same team sees nothing either: conversations are personal.
    const { teamId } = await teamOf(t, t.admin.token);
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: auth(t.admin.token),
      payload: {
        email: 'colleague@test.local',
        name: 'Colleague',
        password: 'password-123',
        team_id: teamId,
        role: 'member',
      },
    });
    const colleague = await loginAs(t.app, 'colleague@test.local', 'password-123');
    for (const token of [other.token, colleague]) {
      const calls = [
        t.app.inject({
          method: 'PUT',
          url: '/api/ai/chat',
          headers: auth(token),
          payload: { id: mine.id, name: 'x' },
        }),
        t.app.inject({ method: 'DELETE', url: `/api/ai/chat/${mine.id}`, headers: auth(token) }),
        t.app.inject({ url: `/api/ai/chat/messages?chat_id=${mine.id}`, headers: auth(token) }),
      ];
      for (const res of await Promise.all(calls)) expect(res.statusCode).toBe(404);
      const asked = await ask(token, { question: 'hello', chat_id: mine.id }, '/api/v2/chat');
      expect(asked.status).toBe(404);
      // Another team's file is not found either.
      const foreignFile = await ask(token === other.token ? token : other.token, {
        question: 'n?',
        file_ids: [fileId],
      });
      expect(foreignFile.status).toBe(404);
    }
    const list = await t.app.inject({ url: '/api/ai/chat/list', headers: auth(other.token) });
    expect(list.json().data.total_num).toBe(0);
  });
});

describe('PDF chat offline', () => {
  it('streams start, steps, citations before their markers, deltas and one terminal event, and stores it', async () => {
    const res = await ask(t.admin.token, { question: 'What was the sample size?', file_ids: [fileId] });
    expect(res.status).toBe(200);
    const names = res.events.map((e) => e.event);
    expect(names[0]).toBe('start');
    expect(names.filter((n) => n === 'done' || n === 'error')).toEqual(['done']);
    expect(isTerminal(res.events.at(-1)!)).toBe(true);
    expect(res.events.map((e) => e.id)).toEqual(res.events.map((_, i) => i + 1));
    const text = answerText(res.events);
    expect(text).toContain('N = 600 [1]');
    // Each citation arrives before the first delta that shows its marker, and its quote is on its page.
    const seen = new Set<number>();
    for (const e of res.events) {
      if (e.event === 'citation') {
        const c = e.data as { n: number; file_id: string; page: number; quote: string };
        expect(c.file_id).toBe(fileId);
        expect(TRIAL_PAGES[c.page - 1]).toContain(c.quote);
        seen.add(c.n);
      }
      if (e.event === 'delta')
        for (const m of (e.data as { text: string }).text.matchAll(/\[(\d+)\]/g))
          expect(seen.has(Number(m[1]))).toBe(true);
    }
    const start = res.events[0]!.data as { chat_id: string; message_id: string };
    const messages = await t.app.inject({
      url: `/api/ai/chat/messages?chat_id=${start.chat_id}`,
      headers: auth(t.admin.token),
    });
    const [stored] = messages.json().data.data;
    expect(stored).toMatchObject({
      id: start.message_id,
      status: 'done',
      message: { code: 200, data: { content: text } },
    });
    expect(stored.citations.length).toBeGreaterThan(0);

    // A second tab (or a reload) resumes after the last event it saw, and gets the same end.
    const resumed = await readSse(`${base}/api/v1/question/stream?message_id=${start.message_id}`, {
      headers: { ...auth(t.admin.token), 'last-event-id': '2' },
    });
    expect(resumed.events.map((e) => e.id)).toEqual(res.events.slice(2).map((e) => e.id));
    expect(resumed.events.at(-1)!.event).toBe('done');
  });

  it('continues a conversation with its files and says when open writing needs a model', async () => {
    const first = await ask(t.admin.token, { question: 'primary endpoint?', file_ids: [fileId] });
    const { chat_id } = first.events[0]!.data as { chat_id: string };
    const second = await ask(t.admin.token, { question: 'Write a short summary of the trial', chat_id });
    expect(answerText(second.events)).toContain('needs a language model');
    const text = await ask(t.admin.token, { question: 'Tell me a joke' }, '/api/v2/chat');
    expect(answerText(text.events)).toContain('need a language model');
    expect(text.events.at(-1)!.event).toBe('done');
    // Asked in Chinese, answered in Chinese.
    const zh = await ask(t.admin.token, { question: '帮我写一段会议开场白' }, '/api/v2/chat');
    expect(answerText(zh.events)).toContain('开放式对话和写作需要大语言模型');
    const zhFile = await ask(t.admin.token, { question: '主要终点是什么？', chat_id });
    expect(answerText(zhFile.events)).toContain('主要终点：');
  });

  it('regenerates the last answer in place', async () => {
    const first = await ask(t.admin.token, { question: 'What is the registry number?', file_ids: [fileId] });
    const { chat_id } = first.events[0]!.data as { chat_id: string };
    const again = await ask(t.admin.token, { question: '', chat_id, regenerate: true });
    expect(answerText(again.events)).toContain('NCT01234567');
    const messages = await t.app.inject({
      url: `/api/ai/chat/messages?chat_id=${chat_id}`,
      headers: auth(t.admin.token),
    });
    expect(messages.json().data.data).toHaveLength(1);
  });

  it('refuses bad input with a clear error before any stream, and loses nothing', async () => {
    const empty = await ask(t.admin.token, { question: '   ', file_ids: [fileId] });
    expect(empty.status).toBe(400);
    expect((empty.body as { msg: string }).msg).toMatch(/empty/);
    const huge = await ask(t.admin.token, { question: 'x'.repeat(100_000), file_ids: [fileId] });
    expect(huge.status).toBe(400);
    const noFile = await ask(t.admin.token, { question: 'n?' });
    expect(noFile.status).toBe(400);
    const parsing = await seedParsedFile(t, t.admin.token, { status: 'wait' });
    expect((await ask(t.admin.token, { question: 'n?', file_ids: [parsing] })).status).toBe(409);
    const failed = await seedParsedFile(t, t.admin.token, { status: 'error' });
    expect((await ask(t.admin.token, { question: 'n?', file_ids: [failed] })).status).toBe(400);
    const unknown = await ask(t.admin.token, { question: 'n?', file_ids: ['nope'] });
    expect(unknown.status).toBe(404);
    const resume = await t.app.inject({
      url: '/api/v1/question/stream?message_id=nope',
      headers: auth(t.admin.token),
    });
    expect(resume.statusCode).toBe(404);
  });
});

describe('knowledge-base chat', () => {
  it('quotes what its retriever gives back, with citations', async () => {
    // A retriever over known pages, as the knowledge-base module will plug in (it owns the storage).
    const pages = TRIAL_PAGES.map((text, i) => ({ fileId: 'kb-file', page: i + 1, text }));
    const asked: string[] = [];
    t.services.chat.chat.useKnowledge({
      retrieve: async (_scope, question, limit) => {
        asked.push(question);
        return rankPassages(question, pagePassages(pages), limit);
      },
    });
    const res = await ask(
      t.admin.token,
      { question: 'How long was median overall survival?' },
      '/api/webchat/v2/question/ask',
    );
    expect(res.events.at(-1)!.event).toBe('done');
    expect(asked).toEqual(['How long was median overall survival?']);
    const citations = res.events
      .filter((e) => e.event === 'citation')
      .map((e) => e.data as { file_id: string; page: number; quote: string });
    // evaluate.source_row_num: two source rows by default.
    expect(citations).toHaveLength(2);
    for (const c of citations) expect(TRIAL_PAGES[c.page - 1]).toContain(c.quote);
    expect(citations[0]!.quote).toContain('Median overall survival was 24·1 months');
  });
});

describe('answers whose writer died', () => {
  it('are closed with an error event, the text so far kept, instead of hanging', async () => {
    const chat = await createChat(t.admin.token, { type: 'pdf', file_ids: [fileId] });
    const { teamId, userId } = await teamOf(t, t.admin.token);
    const id = newId();
    await t.database.db.insert(chatMessages).values({
      id,
      conversationId: chat.id,
      teamId,
      userId,
      question: 'q',
      status: 'streaming',
      content: 'partial answer',
      heartbeatAt: new Date(Date.now() - 60_000),
    });
    const res = await readSse(`${base}/api/v1/question/stream?message_id=${id}`, {
      headers: auth(t.admin.token),
    });
    expect(res.events.map((e) => e.event)).toEqual(['error']);
    const [row] = await t.database.db.select().from(chatMessages).where(eq(chatMessages.id, id));
    expect(row).toMatchObject({ status: 'error', content: 'partial answer' });
  });
});

describe('limits', () => {
  it('answers 10005 over the daily limit and 10004 over the total, per team', async () => {
    const team = await createTeamWithAdmin(t, 'Chat Limited');
    const set = (total: number, daily: number) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/admin/chat/limits',
        headers: auth(t.admin.token),
        payload: { team_id: team.teamId, total_messages: total, daily_messages: daily },
      });
    expect((await set(0, 1)).statusCode).toBe(200);
    // A team administrator does not set its own quota.
    const self = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/chat/limits',
      headers: auth(team.token),
      payload: { team_id: team.teamId, total_messages: 0, daily_messages: 0 },
    });
    expect(self.statusCode).toBe(403);
    const unknownTeam = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/chat/limits',
      headers: auth(t.admin.token),
      payload: { team_id: 'no-such-team', total_messages: 0, daily_messages: 0 },
    });
    expect(unknownTeam.statusCode).toBe(404);
    expect((await ask(team.token, { question: 'hello' }, '/api/v2/chat')).status).toBe(200);
    const daily = await ask(team.token, { question: 'hello again' }, '/api/v2/chat');
    expect(daily.status).toBe(429);
    expect((daily.body as { code: number }).code).toBe(10005);
    await set(1, 0);
    const total = await ask(team.token, { question: 'hello again' }, '/api/v2/chat');
    expect(total.status).toBe(403);
    expect((total.body as { code: number }).code).toBe(10004);
    // Other teams are not affected.
    expect((await ask(t.admin.token, { question: 'hello' }, '/api/v2/chat')).status).toBe(200);
  });
});

describe('OpenAPI document', () => {
  it('lists the chat calls and documents the answer stream', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    for (const p of [
      '/api/ai/chat',
      '/api/ai/chat/list',
      '/api/ai/chat/messages',
      '/api/v1/question/stream',
      '/api/v1/token-count',
    ])
      expect(doc.paths[p], p).toBeDefined();
    for (const p of ['/api/v1/question/ask', '/api/v2/chat', '/api/webchat/v2/question/ask'])
      expect(doc.paths[p].post.description).toMatch(/text\/event-stream.*exactly one of done/s);
  });
});

describe('token count', () => {
  it('counts with the o200k tokenizer, special-token text included', async () => {
    const count = (text: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/token-count',
        headers: auth(t.admin.token),
        payload: { text },
      });
    expect((await count('hello world')).json().data.data).toEqual({ tokens: 2, encoding: 'o200k_base' });
    expect((await count('a <|endoftext|> b')).json().data.data.tokens).toBeGreaterThan(3);
    expect((await count('')).json().data.data.tokens).toBe(0);
    expect((await count('x'.repeat(1_500_000))).statusCode).toBe(400);
    // Beyond the body limit the answer is 413, still a clear error.
    expect((await count('x'.repeat(3_000_000))).statusCode).toBe(413);
  });
});
