import { type FakeOpenAiServer, startFakeOpenAiServer } from '@prowrite/engine/testing/fake-openai-server';
import { TRIAL_PAGES } from '@prowrite/engine/testing/trial-facts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { chatMessages } from '../../db/schema';
import { createTeamWithAdmin, createTestApp, type TestApp } from '../../test/test-app';
import { auth, seedParsedFile } from '../works/testing/works-test-kit';
import { DEFAULT_ANSWER_LIMITS } from './answer-recorder';
import { answerText, readSse, type SseEvent } from './testing/sse-client';

const MAX_ANSWER = 500;
let fake: FakeOpenAiServer;
let t: TestApp;
let base: string;
let fileId: string;

beforeAll(async () => {
  fake = await startFakeOpenAiServer();
  t = await createTestApp(
    { LLM_BASE_URL: fake.baseUrl, LLM_MODEL: 'fake-model' },
    {
      chat: {
        model: { timeoutMs: 3_000, retry: { maxRetries: 2, maxRetryAfterMs: 2_000 }, sleep: async () => {} },
        answerLimits: { ...DEFAULT_ANSWER_LIMITS, maxAnswerChars: MAX_ANSWER },
      },
    },
  );
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  fileId = await seedParsedFile(t, t.admin.token);
});
beforeEach(() => {
  expect(fake.pending()).toBe(0);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

function ask(body: Record<string, unknown>, path = '/api/v1/question/ask') {
  return readSse(`${base}${path}`, {
    method: 'POST',
    headers: { ...auth(t.admin.token), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

const terminals = (events: SseEvent[]) => events.filter((e) => e.event === 'done' || e.event === 'error');

async function storedStatus(events: SseEvent[]) {
  const { message_id } = events[0]!.data as { message_id: string };
  const [row] = await t.database.db.select().from(chatMessages).where(eq(chatMessages.id, message_id));
  return row!;
}

describe('model answers', () => {
  it('streams reasoning, text with citations of the retrieved passages, usage, then done', async () => {
    fake.enqueue({
      type: 'chat-stream',
      parts: [
        { reasoning: 'The passages give the survival figures.' },
        { content: 'Median overall survival was 24·1 months [' },
        { content: '1] versus 20·3 months [1' },
        { content: ']. A made-up claim [9].' },
      ],
      usage: { prompt_tokens: 321, completion_tokens: 42 },
    });
    const res = await ask({ question: 'How long was median overall survival?', file_ids: [fileId] });
    const names = res.events.map((e) => e.event);
    expect(names[0]).toBe('start');
    expect(names).toContain('reasoning');
    expect(terminals(res.events).map((e) => e.event)).toEqual(['done']);
    expect(res.events.find((e) => e.event === 'usage')!.data).toEqual({
      prompt_tokens: 321,
      completion_tokens: 42,
    });
    // Markers arrive whole; the one naming no passage is dropped.
    for (const e of res.events.filter((x) => x.event === 'delta'))
      expect((e.data as { text: string }).text).not.toMatch(/\[\d*$|^\d*\]/);
    expect(answerText(res.events)).toBe(
      'Median overall survival was 24·1 months [1] versus 20·3 months [1]. A made-up claim .',
    );
    const citations = res.events
      .filter((e) => e.event === 'citation')
      .map((e) => e.data as { page: number; quote: string });
    expect(citations).toHaveLength(1);
    expect(TRIAL_PAGES[citations[0]!.page - 1]).toContain(citations[0]!.quote);
    // The sources went to the model as data in the user message, never in the system prompt.
    const sent = fake.chatRequests().at(-1)!.body!;
    expect(sent.stream).toBe(true);
    expect(sent.messages![0]!.content).not.toContain('24·1');
    expect(sent.messages!.at(-1)!.content).toMatch(/<passage n="1" page="2">/);
    const row = await storedStatus(res.events);
    expect(row).toMatchObject({ status: 'done', reasoning: 'The passages give the survival figures.' });
  });

  it('ends with an error event, partial text kept, when the model stream breaks', async () => {
    fake.enqueue({
      type: 'chat-stream',
      parts: [{ content: 'The trial ' }, { content: 'enrolled' }],
      end: 'error',
    });
    const res = await ask({ question: 'Tell me about it' }, '/api/v2/chat');
    expect(terminals(res.events)).toHaveLength(1);
    expect(res.events.at(-1)!.event).toBe('error');
    expect(answerText(res.events)).toBe('The trial enrolled');
    expect(await storedStatus(res.events)).toMatchObject({ status: 'error', content: 'The trial enrolled' });

    fake.enqueue({ type: 'chat-stream', parts: [{ content: 'cut short' }], end: 'close' });
    const closed = await ask({ question: 'Again' }, '/api/v2/chat');
    expect(closed.events.at(-1)!.event).toBe('error');
  });

  it('ends a hanging model cleanly with an error event after the idle timeout', async () => {
    fake.enqueue({ type: 'partial-stream', deltas: ['Thinking about'], end: 'stall' });
    const res = await ask({ question: 'Will it hang?' }, '/api/v2/chat');
    expect(res.events.at(-1)!.event).toBe('error');
    expect((res.events.at(-1)!.data as { msg: string }).msg).toMatch(/did not answer within 3000 ms/);
    expect(answerText(res.events)).toBe('Thinking about');
  });

  it('retries a 429 with Retry-After before the first token, and gives up on a long one', async () => {
    fake.enqueue(
      { type: 'error', status: 429, message: 'Rate limit reached', headers: { 'retry-after': '0' } },
      { type: 'chat-stream', parts: [{ content: 'After the wait.' }] },
    );
    const ok = await ask({ question: 'hello' }, '/api/v2/chat');
    expect(answerText(ok.events)).toBe('After the wait.');
    expect(ok.events.at(-1)!.event).toBe('done');

    fake.enqueue({
      type: 'error',
      status: 429,
      message: 'Rate limit reached',
      headers: { 'retry-after': '3600' },
    });
    const refused = await ask({ question: 'hello' }, '/api/v2/chat');
    expect(refused.events.at(-1)!.event).toBe('error');
    expect((refused.events.at(-1)!.data as { msg: string }).msg).toMatch(/wait|rate/i);
  });

  it('caps endless output and ends the answer with an error event', async () => {
    fake.enqueue({ type: 'endless', text: 'more and more ', gapMs: 1 });
    const res = await ask({ question: 'never stop' }, '/api/v2/chat');
    expect(answerText(res.events)).toHaveLength(MAX_ANSWER);
    expect(terminals(res.events)).toHaveLength(1);
    expect(res.events.at(-1)!.event).toBe('error');
    expect((res.events.at(-1)!.data as { msg: string }).msg).toMatch(/cut at 500/);
  });

  it('turns invalid UTF-8 into replacement characters and stores the answer', async () => {
    fake.enqueue({
      type: 'chat-stream',
      parts: [{ content: 'bad bytes: ' }, { bytes: [0xff, 0xfe, 0x41, 0xc3] }, { content: ' end' }],
    });
    const res = await ask({ question: 'bytes' }, '/api/v2/chat');
    expect(res.events.at(-1)!.event).toBe('done');
    const text = answerText(res.events);
    expect(text).toContain('\uFFFD');
    expect(text.endsWith(' end')).toBe(true);
    expect((await storedStatus(res.events)).content).toBe(text);
  });

  it('stops an answer on request; the text so far is kept and the stream ends with done (stopped)', async () => {
    fake.enqueue({ type: 'endless', text: 'word ', gapMs: 20 });
    const stopper: { sent: boolean; answer?: Promise<{ statusCode: number }> } = { sent: false };
    const res = await readSse(
      `${base}/api/v2/chat`,
      {
        method: 'POST',
        headers: { ...auth(t.admin.token), 'content-type': 'application/json' },
        body: JSON.stringify({ question: 'go on' }),
      },
      (event, all) => {
        if (event.event === 'delta' && !stopper.sent) {
          stopper.sent = true;
          const { message_id } = all[0]!.data as { message_id: string };
          // At the first delta the message row may still be being written: the stop must find it anyway.
          stopper.answer = t.app.inject({
            method: 'POST',
            url: '/api/v1/question/stop',
            headers: auth(t.admin.token),
            payload: { message_id },
          });
        }
        return false;
      },
    );
    expect((await stopper.answer)?.statusCode).toBe(200);
    expect(res.events.at(-1)).toMatchObject({ event: 'done', data: { status: 'stopped' } });
    expect((await storedStatus(res.events)).status).toBe('stopped');
  });

  it('finds a question asked a moment ago (its rows are written after the first text) in every read', async () => {
    // The model's first text comes 150 ms after its first chunk: at the `start` event the rows are not written
    // yet (chunks keep coming within the idle timeout, however busy the machine).
    fake.enqueue({ type: 'chat-stream', parts: [{ content: 'Late ' }, { content: 'answer.' }], gapMs: 150 });
    const reads: Promise<{ statusCode: number; json: () => { data: unknown } }>[] = [];
    let resumed: Promise<Awaited<ReturnType<typeof readSse>>> | null = null;
    const first = await readSse(
      `${base}/api/v2/chat`,
      {
        method: 'POST',
        headers: { ...auth(t.admin.token), 'content-type': 'application/json' },
        body: JSON.stringify({ question: 'slow one' }),
      },
      (event) => {
        if (event.event === 'start') {
          const { chat_id, message_id } = event.data as { chat_id: string; message_id: string };
          const get = (url: string) => t.app.inject({ url, headers: auth(t.admin.token) });
          reads.push(get(`/api/ai/chat/messages?chat_id=${chat_id}`), get('/api/ai/chat/list?type=text'));
          resumed = readSse(`${base}/api/v1/question/stream?message_id=${message_id}`, {
            headers: auth(t.admin.token),
          });
        }
        return false;
      },
    );
    const { chat_id } = first.events[0]!.data as { chat_id: string };
    const [messages, list] = await Promise.all(reads);
    expect(messages!.statusCode).toBe(200);
    expect(messages!.json().data).toMatchObject({ data: [{ message: { data: { question: 'slow one' } } }] });
    expect((list!.json().data as { data: { id: string }[] }).data.map((c) => c.id)).toContain(chat_id);
    const again = await resumed!;
    expect(answerText(again.events)).toBe('Late answer.');
    expect(answerText(first.events)).toBe('Late answer.');
  });

  it('counts a question whose rows are not written yet against the team limit', async () => {
    const team = await createTeamWithAdmin(t, 'Chat Burst');
    const limits = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/chat/limits',
      headers: auth(t.admin.token),
      payload: { team_id: team.teamId, total_messages: 1, daily_messages: 0 },
    });
    expect(limits.statusCode).toBe(200);
    fake.enqueue({ type: 'chat-stream', parts: [{ content: 'Slow.' }], gapMs: 150 });
    let second: Promise<Awaited<ReturnType<typeof readSse>>> | null = null;
    const first = await readSse(
      `${base}/api/v2/chat`,
      {
        method: 'POST',
        headers: { ...auth(team.token), 'content-type': 'application/json' },
        body: JSON.stringify({ question: 'one' }),
      },
      (event) => {
        // Asked while the first question's row is still unwritten (its model has not answered).
        if (event.event === 'start')
          second = readSse(`${base}/api/v2/chat`, {
            method: 'POST',
            headers: { ...auth(team.token), 'content-type': 'application/json' },
            body: JSON.stringify({ question: 'two' }),
          });
        return false;
      },
    );
    expect(first.events.at(-1)).toMatchObject({ event: 'done' });
    const refused = await second!;
    expect(refused.status).toBe(403);
    expect((refused.body as { code: number }).code).toBe(10004);
  });

  it('lets a second tab join an answer in progress after Last-Event-ID and end with the same events', async () => {
    fake.enqueue({
      type: 'chat-stream',
      parts: ['One ', 'two ', 'three ', 'four ', 'five ', 'six.'].map((content) => ({ content })),
      gapMs: 40,
    });
    let second: Promise<Awaited<ReturnType<typeof readSse>>> | null = null;
    const first = await readSse(
      `${base}/api/v2/chat`,
      {
        method: 'POST',
        headers: { ...auth(t.admin.token), 'content-type': 'application/json' },
        body: JSON.stringify({ question: 'count' }),
      },
      (event, all) => {
        if (event.event === 'delta' && !second) {
          const { message_id } = all[0]!.data as { message_id: string };
          second = readSse(`${base}/api/v1/question/stream?message_id=${message_id}`, {
            headers: { ...auth(t.admin.token), 'last-event-id': String(event.id) },
          });
        }
        return false;
      },
    );
    const joined = await second!;
    expect(first.events.at(-1)!.event).toBe('done');
    const from = first.events.findIndex((e) => e.event === 'delta') + 1;
    expect(joined.events).toEqual(first.events.slice(from));
    expect(answerText(first.events)).toBe('One two three four five six.');
  });

  it('keeps other conversations out of the prompt (history is the conversation’s own)', async () => {
    fake.enqueue({ type: 'chat-stream', parts: [{ content: 'Secret answer one.' }] });
    await ask({ question: 'SECRET-QUESTION-ONE' }, '/api/v2/chat');
    fake.enqueue({ type: 'chat-stream', parts: [{ content: 'First.' }] });
    const second = await ask({ question: 'Another conversation' }, '/api/v2/chat');
    const { chat_id } = second.events[0]!.data as { chat_id: string };
    fake.enqueue({ type: 'chat-stream', parts: [{ content: 'Follow-up.' }] });
    await ask({ question: 'And then?', chat_id }, '/api/v2/chat');
    const prompt = JSON.stringify(fake.chatRequests().at(-1)!.body!.messages);
    expect(prompt).toContain('Another conversation');
    expect(prompt).toContain('First.');
    expect(prompt).not.toContain('SECRET-QUESTION-ONE');
  });
});
