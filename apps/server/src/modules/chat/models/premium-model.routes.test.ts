import { type FakeOpenAiServer, startFakeOpenAiServer } from '@prowrite/engine/testing/fake-openai-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config';
import { createTeamWithAdmin, createTestApp, loginAs, type TestApp } from '../../../test/test-app';
import { auth, teamOf } from '../../works/testing/works-test-kit';
import { answerText, isTerminal, readSse } from '../testing/sse-client';

let fake: FakeOpenAiServer;
let t: TestApp;
let base: string;

beforeAll(async () => {
  fake = await startFakeOpenAiServer();
  t = await createTestApp({
    LLM_BASE_URL: fake.baseUrl,
    LLM_MODEL: 'fake-model',
    CHAT_MODELS: 'fake-model-mini, fake-model-pro:premium',
    CHAT_TEAM_PREMIUM_DAILY_MESSAGES: '2',
  });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const models = (token: string) => t.app.inject({ url: '/api/v1/chat-models', headers: auth(token) });
const usage = (token: string) => t.app.inject({ url: '/api/v1/gpt4-usage', headers: auth(token) });
const flip = (token: string, payload?: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/member/gpt4',
    headers: auth(token),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** Asks a text chat question; the model (the local server) answers `reply` (null: refused before the model). */
async function ask(token: string, reply: string | null) {
  if (reply !== null) fake.enqueue({ type: 'reply', content: reply });
  const before = fake.chatRequests().length;
  const res = await readSse(`${base}/api/v2/chat`, {
    method: 'POST',
    headers: { ...auth(token), 'content-type': 'application/json' },
    body: JSON.stringify({ question: 'What is a hazard ratio?' }),
  });
  const sent = fake.chatRequests().slice(before);
  return { ...res, model: sent[0]?.body?.model ?? null, sent: sent.length };
}

describe('model list and the premium-model switch', () => {
  it('lists the models, answers with the standard one until the member switches the premium one on', async () => {
    const listed = await models(t.admin.token);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data.data).toEqual({
      models: [
        { name: 'fake-model', premium: false },
        { name: 'fake-model-mini', premium: false },
        { name: 'fake-model-pro', premium: true },
      ],
      current_model: 'fake-model',
      gpt4: false,
    });
    const standard = await ask(t.admin.token, 'A ratio of hazards.');
    expect(standard.status).toBe(200);
    expect(standard.model).toBe('fake-model');
    expect(answerText(standard.events)).toBe('A ratio of hazards.');

    // The spec's call: an empty body flips the switch; it is kept for the member.
    const on = await flip(t.admin.token);
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().data.data).toEqual({ gpt4: true, model: 'fake-model-pro' });
    expect((await models(t.admin.token)).json().data.data).toMatchObject({
      current_model: 'fake-model-pro',
      gpt4: true,
    });
    const premium = await ask(t.admin.token, 'The premium answer.');
    expect(premium.model).toBe('fake-model-pro');
    expect(premium.events.filter(isTerminal).map((e) => e.event)).toEqual(['done']);
    expect((await usage(t.admin.token)).json().data.data).toEqual({
      model: 'fake-model-pro',
      gpt4: true,
      used_total: 1,
      used_today: 1,
      total_limit: 0,
      daily_limit: 2,
    });

    // A colleague in the same team keeps the standard model: the switch is per member.
    const { teamId } = await teamOf(t, t.admin.token);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: auth(t.admin.token),
      payload: {
        email: 'premium-colleague@test.local',
        name: 'Colleague',
        password: 'password-123',
        team_id: teamId,
        role: 'member',
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const colleague = await loginAs(t.app, 'premium-colleague@test.local', 'password-123');
    expect((await models(colleague)).json().data.data).toMatchObject({
      current_model: 'fake-model',
      gpt4: false,
    });
    expect((await ask(colleague, 'Standard.')).model).toBe('fake-model');

    // The team's second premium answer of the day is the last one: the next is 10005, before any stream,
    // and the model is not asked.
    expect((await ask(t.admin.token, 'Second premium answer.')).model).toBe('fake-model-pro');
    const over = await ask(t.admin.token, null);
    expect(over.status).toBe(429);
    expect((over.body as { code: number }).code).toBe(10005);
    expect(over.sent).toBe(0);
    // Standard answers do not count; the colleague (premium off) still asks.
    expect((await ask(colleague, 'Still standard.')).status).toBe(200);
    expect((await usage(colleague)).json().data.data).toMatchObject({
      used_today: 2,
      used_total: 2,
      gpt4: false,
    });

    // Setting it explicitly is idempotent; switched off, the member asks the standard model again.
    for (let i = 0; i < 2; i++)
      expect((await flip(t.admin.token, { gpt4: false })).json().data.data).toEqual({
        gpt4: false,
        model: 'fake-model',
      });
    expect((await ask(t.admin.token, 'Back to standard.')).model).toBe('fake-model');
  });

  it('answers 10004 once the team has used all its premium answers', async () => {
    const other = await createTestApp({
      LLM_BASE_URL: fake.baseUrl,
      LLM_MODEL: 'fake-model',
      CHAT_MODELS: 'fake-model-pro:premium',
      CHAT_TEAM_PREMIUM_TOTAL_MESSAGES: '1',
    });
    try {
      const url = await other.app.listen({ port: 0, host: '127.0.0.1' });
      const put = await other.app.inject({
        method: 'PUT',
        url: '/api/member/gpt4',
        headers: auth(other.admin.token),
        payload: { gpt4: true },
      });
      expect(put.statusCode, put.body).toBe(200);
      const askOther = () =>
        readSse(`${url}/api/v2/chat`, {
          method: 'POST',
          headers: { ...auth(other.admin.token), 'content-type': 'application/json' },
          body: JSON.stringify({ question: 'hello' }),
        });
      fake.enqueue({ type: 'reply', content: 'Hello.' });
      expect((await askOther()).status).toBe(200);
      const over = await askOther();
      expect(over.status).toBe(403);
      expect((over.body as { code: number }).code).toBe(10004);
      // Another team of the same server has its own count.
      const team = await createTeamWithAdmin(other, 'Premium Other');
      await other.app.inject({
        method: 'PUT',
        url: '/api/member/gpt4',
        headers: auth(team.token),
        payload: { gpt4: true },
      });
      expect(
        (await other.app.inject({ url: '/api/v1/gpt4-usage', headers: auth(team.token) })).json().data.data,
      ).toMatchObject({ used_total: 0, total_limit: 1, gpt4: true });

      // The operator sets that team's own premium limits (the message limits' call); a bad one is a 400.
      const setLimits = (payload: Record<string, unknown>) =>
        other.app.inject({
          method: 'PUT',
          url: '/api/admin/chat/limits',
          headers: auth(other.admin.token),
          payload: { team_id: team.teamId, total_messages: 0, daily_messages: 0, ...payload },
        });
      expect((await setLimits({ premium_daily_messages: -1 })).statusCode).toBe(400);
      const set = await setLimits({ premium_total_messages: 5, premium_daily_messages: 1 });
      expect(set.statusCode, set.body).toBe(200);
      const usageOf = async () =>
        (await other.app.inject({ url: '/api/v1/gpt4-usage', headers: auth(team.token) })).json().data.data;
      expect(await usageOf()).toMatchObject({ total_limit: 5, daily_limit: 1 });
      const askTeam = () =>
        readSse(`${url}/api/v2/chat`, {
          method: 'POST',
          headers: { ...auth(team.token), 'content-type': 'application/json' },
          body: JSON.stringify({ question: 'hello' }),
        });
      fake.enqueue({ type: 'reply', content: 'Hello.' });
      expect((await askTeam()).status).toBe(200);
      const daily = await askTeam();
      expect(daily.status).toBe(429);
      expect((daily.body as { code: number }).code).toBe(10005);
      // Left out (null), a premium limit is the server's default again: the total of 1 is used up.
      expect((await setLimits({})).statusCode).toBe(200);
      expect(await usageOf()).toMatchObject({ total_limit: 1, daily_limit: 0, used_total: 1 });
      const total = await askTeam();
      expect(total.status).toBe(403);
      expect((total.body as { code: number }).code).toBe(10004);
    } finally {
      await other.close();
    }
  });

  it('refuses bad input with a 4xx and changes nothing', async () => {
    const before = (await models(t.admin.token)).json().data.data;
    for (const payload of [{ gpt4: 'yes' }, { gpt4: true, extra: 1 }, [true]]) {
      const res = await flip(t.admin.token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    // Not JSON at all: refused by its media type.
    expect((await flip(t.admin.token, 'on')).statusCode).toBe(415);
    const garbled = await t.app.inject({
      method: 'PUT',
      url: '/api/member/gpt4',
      headers: { ...auth(t.admin.token), 'content-type': 'application/json' },
      payload: '{"gpt4":',
    });
    expect(garbled.statusCode).toBe(400);
    expect((await models(t.admin.token)).json().data.data).toEqual(before);
    for (const call of [
      t.app.inject({ url: '/api/v1/chat-models' }),
      t.app.inject({ url: '/api/v1/gpt4-usage' }),
      t.app.inject({ method: 'PUT', url: '/api/member/gpt4' }),
    ])
      expect((await call).statusCode).toBe(401);
  });

  it('without a model: no models, the switch is refused (400) and stays off', async () => {
    const offline = await createTestApp();
    try {
      const listed = await offline.app.inject({
        url: '/api/v1/chat-models',
        headers: auth(offline.admin.token),
      });
      expect(listed.json().data.data).toEqual({ models: [], current_model: null, gpt4: false });
      const put = await offline.app.inject({
        method: 'PUT',
        url: '/api/member/gpt4',
        headers: auth(offline.admin.token),
      });
      expect(put.statusCode).toBe(400);
      expect(put.body).toContain('No premium model');
      const used = await offline.app.inject({
        url: '/api/v1/gpt4-usage',
        headers: auth(offline.admin.token),
      });
      expect(used.json().data.data).toEqual({
        model: null,
        gpt4: false,
        used_total: 0,
        used_today: 0,
        total_limit: 0,
        daily_limit: 0,
      });
    } finally {
      await offline.close();
    }
  });
});

describe('CHAT_MODELS', () => {
  it('refuses a malformed list with a readable error', () => {
    const base = { LLM_BASE_URL: 'http://127.0.0.1:9', LLM_MODEL: 'std' };
    expect(() => loadConfig({ ...base, CHAT_MODELS: 'a:premium b:premium' })).toThrow(/at most one/);
    expect(() => loadConfig({ ...base, CHAT_MODELS: 'std:premium' })).toThrow(/standard model/);
    expect(() => loadConfig({ ...base, CHAT_MODELS: 'bad name!' })).toThrow(/not a model name/);
    expect(loadConfig({ ...base, CHAT_MODELS: 'pro:premium,std' }).chatModels).toEqual([
      { name: 'std', premium: false },
      { name: 'pro', premium: true },
    ]);
    // Without a model server there are no models, whatever the list says.
    expect(loadConfig({ CHAT_MODELS: 'pro:premium' }).chatModels).toEqual([]);
  });
});
