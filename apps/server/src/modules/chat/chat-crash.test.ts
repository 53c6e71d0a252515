import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type FakeOpenAiServer, startFakeOpenAiServer } from '@prowrite/engine/testing/fake-openai-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess } from '../../deploy/testing/server-process';
import { waitFor } from '../../test/wait-for';
import { answerText, readSse, type SseEvent } from './testing/sse-client';

const ADMIN = { email: 'crash@test.local', password: 'crash-password-1' };
const ANSWERS = 20;

let fake: FakeOpenAiServer;
let dataDir: string;
const running: ServerProcess[] = [];

beforeAll(async () => {
  // A model that never stops: every answer is in progress when the server is killed.
  fake = await startFakeOpenAiServer({ fallback: () => ({ type: 'endless', text: 'word ', gapMs: 20 }) });
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'prowrite-chat-crash-'));
});
afterAll(async () => {
  for (const p of running) await p.stop('SIGKILL');
  await fake.close();
  await rm(dataDir, { recursive: true, force: true });
});

const start = async (name: string) => {
  const p = await startServerProcess('api', name, {
    DATA_DIR: dataDir,
    LLM_BASE_URL: fake.baseUrl,
    LLM_MODEL: 'fake-model',
    WORKER_CONCURRENCY: '0',
    PROWRITE_ADMIN_EMAIL: ADMIN.email,
    PROWRITE_ADMIN_PASSWORD: ADMIN.password,
  });
  running.push(p);
  return p;
};

async function login(url: string): Promise<string> {
  const res = await fetch(`${url}/api/login/account`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: ADMIN.email, password: ADMIN.password }),
  });
  return ((await res.json()) as { data: { access_token: string } }).data.access_token;
}

/** The conversation's one message as stored: its status and the answer's text so far. */
async function storedMessage(url: string, token: string, chatId: string) {
  const res = await fetch(`${url}/api/ai/chat/messages?chat_id=${chatId}`, {
    headers: { 'access-token': token },
  });
  const [message] = (
    (await res.json()) as { data: { data: { status: string; message: { data: { content: string } } }[] } }
  ).data.data;
  return { status: message!.status, content: message!.message.data.content };
}

describe('kill -9 during streaming answers', () => {
  it('leaves every answer either complete or marked partial with an error after a restart, never hanging', async () => {
    const first = await start('chat-crash-1');
    const token = await login(first.url);
    // Each ask is read until its answer has some text, then left open.
    const started = await Promise.all(
      Array.from({ length: ANSWERS }, (_, i) =>
        readSse(
          `${first.url}/api/v2/chat`,
          {
            method: 'POST',
            headers: { 'access-token': token, 'content-type': 'application/json' },
            body: JSON.stringify({ question: `question ${i}` }),
          },
          (_e, all) => all.filter((x) => x.event === 'delta').length >= 15,
        ),
      ),
    );
    const ids = started.map((r) => r.events[0]!.data as { message_id: string; chat_id: string });
    // Text reaches readers before the database (flushes are 100 ms apart): kill once every answer has some
    // text on record, so the restart has a partial answer to show.
    for (const { chat_id } of ids)
      await waitFor(async () => /^(word )+/.test((await storedMessage(first.url, token, chat_id)).content), {
        timeoutMs: 60_000,
        what: `text of ${chat_id} on record`,
      });
    await first.stop('SIGKILL');

    const second = await start('chat-crash-2');
    const token2 = await login(second.url);
    for (const { message_id, chat_id } of ids) {
      const resumed = await readSse(`${second.url}/api/v1/question/stream?message_id=${message_id}`, {
        headers: { 'access-token': token2 },
      });
      const terminal = resumed.events.filter((e: SseEvent) => e.event === 'done' || e.event === 'error');
      expect(terminal).toHaveLength(1);
      expect(terminal[0]!.event).toBe('error');
      expect(answerText(resumed.events)).toMatch(/^(word )+/);
      const message = await storedMessage(second.url, token2, chat_id);
      expect(message.status).toBe('error');
      expect(message.content).toMatch(/^(word )+/);
    }
  }, 240_000);
});
