import { ErrorCode } from '@prowrite/contracts';
import { type FakeOpenAiServer, startFakeOpenAiServer } from '@prowrite/engine/testing/fake-openai-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTeamWithAdmin, createTestApp, type TestApp } from '../../../test/test-app';
import { auth } from '../../works/testing/works-test-kit';
import { answerText, readSse, type SseEvent } from '../testing/sse-client';
import {
  type FakeSearxngPage,
  type FakeSearxngServer,
  startFakeSearxngServer,
} from './testing/fake-searxng-server';

const PAGES: FakeSearxngPage[] = [
  {
    url: 'https://news.example/keynote-189-five-year',
    title: 'KEYNOTE-189 five-year overall survival',
    content:
      'Pembrolizumab plus pemetrexed-platinum kept an overall survival benefit at five years (HR 0.60) in metastatic nonsquamous NSCLC.',
    engine: 'duckduckgo',
  },
  {
    url: 'https://journal.example/pembrolizumab-safety',
    title: 'Pembrolizumab safety review',
    content:
      'Immune-related adverse events occurred in about one in four patients treated with pembrolizumab.',
    engine: 'bing',
  },
  {
    url: 'https://recipes.example/soup',
    title: 'Tomato soup',
    content: 'A simple tomato soup.',
    engine: 'bing',
  },
];

const ASK = '/api/webchat/v2/console/websearch/ask';
let searx: FakeSearxngServer;
let t: TestApp;
let base: string;

beforeAll(async () => {
  searx = await startFakeSearxngServer(PAGES);
  t = await createTestApp({ SEARXNG_URL: searx.url, SEARXNG_TIMEOUT_MS: '3000' });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
  await searx.close();
});

function ask(body: unknown, token = t.admin.token) {
  return readSse(`${base}${ASK}`, {
    method: 'POST',
    headers: { ...auth(token), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}
const terminal = (events: SseEvent[]) => events.filter((e) => e.event === 'done' || e.event === 'error');

describe('web search without a model', () => {
  it('lists the results, quotes the best snippets with citations of their urls, and says writing needs a model', async () => {
    const res = await ask({
      question: 'Did pembrolizumab improve overall survival in KEYNOTE-189?',
      lang: 'en',
    });
    expect(res.status).toBe(200);
    const names = res.events.map((e) => e.event);
    expect(names[0]).toBe('start');
    expect(terminal(res.events)).toEqual([
      expect.objectContaining({ event: 'done', data: { status: 'done' } }),
    ]);
    const retrieved = res.events.find(
      (e) => e.event === 'step' && (e.data as { kind: string }).kind === 'retrieved',
    );
    expect((retrieved!.data as { text: string }).text).toBe(
      [
        '2 web results:',
        `1. ${PAGES[0]!.title} — ${PAGES[0]!.url}`,
        `2. ${PAGES[1]!.title} — ${PAGES[1]!.url}`,
      ].join('\n'),
    );
    const citations = res.events.filter((e) => e.event === 'citation').map((e) => e.data);
    expect(citations[0]).toEqual({
      n: 1,
      file_id: '',
      page: 1,
      quote: PAGES[0]!.content,
      url: PAGES[0]!.url,
      title: PAGES[0]!.title,
    });
    // Each citation comes before the delta that holds its marker.
    const firstMarker = res.events.findIndex(
      (e) => e.event === 'delta' && /\[1\]/.test((e.data as { text: string }).text),
    );
    expect(res.events.findIndex((e) => e.event === 'citation')).toBeLessThan(firstMarker);
    const text = answerText(res.events);
    expect(text).toMatch(/^Writing an answer from web results needs a language model/);
    expect(text).toContain('(HR 0.60) in metastatic nonsquamous NSCLC. [1]');
    expect(text).not.toContain('tomato');
    const sent = searx.requests.at(-1)!;
    expect(Object.fromEntries(sent)).toEqual({
      q: 'Did pembrolizumab improve overall survival in KEYNOTE-189?',
      format: 'json',
      language: 'en',
    });

    // The answer is stored with its web citations (a reload shows them).
    const { chat_id } = res.events[0]!.data as { chat_id: string };
    const messages = await t.app.inject({
      url: `/api/ai/chat/messages?chat_id=${chat_id}`,
      headers: auth(t.admin.token),
    });
    const [message] = messages.json().data.data;
    expect(message.status).toBe('done');
    expect(message.citations[0]).toMatchObject({ url: PAGES[0]!.url, title: PAGES[0]!.title });
    const list = await t.app.inject({ url: '/api/ai/chat/list?type=text', headers: auth(t.admin.token) });
    expect(list.json().data.data.map((c: { id: string }) => c.id)).toContain(chat_id);
  });

  it('searches in every language without lang, and says plainly when nothing is found', async () => {
    const res = await ask({ question: 'quantum chromodynamics lattice' });
    expect(searx.requests.at(-1)!.get('language')).toBe('all');
    expect(terminal(res.events).map((e) => e.event)).toEqual(['done']);
    expect(answerText(res.events)).toBe('The web search found no results for this question.');
    expect(res.events.some((e) => e.event === 'citation')).toBe(false);
  });

  it('ends with error 10041 and a clear message for each failure of the search service', async () => {
    const cases = [
      {
        failure: { type: 'rate-limited', retryAfter: '7' },
        msg: /busy \(too many searches\); try again in 7 s/,
      },
      { failure: { type: 'server-error', status: 502 }, msg: /failed \(HTTP 502\)/ },
      { failure: { type: 'hang' }, msg: /did not answer within 3 s/ },
      { failure: { type: 'malformed-json' }, msg: /not SearXNG search results/ },
      {
        failure: { type: 'json-disabled' },
        msg: /refused the JSON format: enable `json` under search.formats/,
      },
      // Every redirect is checked as any outbound address: the metadata address is refused, never fetched.
      {
        failure: { type: 'redirect', location: 'http://169.254.169.254/latest/meta-data/' },
        msg: /redirected to an address the server may not reach/,
      },
    ] as const;
    for (const c of cases) {
      searx.fail(c.failure);
      const res = await ask({ question: 'pembrolizumab survival' });
      const ends = terminal(res.events);
      expect(ends, c.failure.type).toHaveLength(1);
      expect(ends[0]!.event).toBe('error');
      const data = ends[0]!.data as { code: number; msg: string };
      expect(data.code).toBe(ErrorCode.webSearchFailed);
      expect(data.msg).toMatch(c.msg);
      const { chat_id } = res.events[0]!.data as { chat_id: string };
      const stored = await t.app.inject({
        url: `/api/ai/chat/messages?chat_id=${chat_id}`,
        headers: auth(t.admin.token),
      });
      expect(stored.json().data.data[0]).toMatchObject({
        status: 'error',
        message: { code: ErrorCode.webSearchFailed },
      });
    }
  });

  it('refuses bad input before any search (400), and another user’s conversation (404)', async () => {
    const before = searx.requests.length;
    for (const question of ['', '   ', 'x'.repeat(20_001), 'a\u0000b', 'lone \ud800 half']) {
      const res = await ask({ question });
      expect(res.status, JSON.stringify(question.slice(0, 10))).toBe(400);
    }
    expect((await ask({ question: 'ok', lang: 'xx' })).status).toBe(400);
    expect((await ask({ question: 'ok', file_ids: ['a'] })).status).toBe(400);
    const other = await createTeamWithAdmin(t, 'Web Search Other');
    const mine = await ask({ question: 'pembrolizumab' });
    const { chat_id } = mine.events[0]!.data as { chat_id: string };
    expect((await ask({ question: 'pembrolizumab', chat_id }, other.token)).status).toBe(404);
    expect(searx.requests.length).toBe(before + 1);
  });

  it('reports web search as configured in /api/health', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.json().data.web_search).toBe(true);
  });
});

describe('web search not configured', () => {
  it('answers 503 with code 10040 and never searches; health says web search is off', async () => {
    const bare = await createTestApp();
    try {
      const res = await bare.app.inject({
        method: 'POST',
        url: ASK,
        headers: auth(bare.admin.token),
        payload: { question: 'pembrolizumab' },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        code: ErrorCode.webSearchNotConfigured,
        msg: expect.stringMatching(/not configured/),
      });
      expect((await bare.app.inject({ url: '/api/health' })).json().data.web_search).toBe(false);
    } finally {
      await bare.close();
    }
  });
});

describe('web search with a model', () => {
  let llm: FakeOpenAiServer;
  let m: TestApp;
  let mBase: string;
  beforeAll(async () => {
    llm = await startFakeOpenAiServer();
    m = await createTestApp(
      {
        SEARXNG_URL: searx.url,
        LLM_BASE_URL: llm.baseUrl,
        LLM_MODEL: 'fake-model',
        CHAT_MODELS: 'fake-model-pro:premium',
      },
      { chat: { model: { timeoutMs: 3_000, retry: { maxRetries: 0 }, sleep: async () => {} } } },
    );
    mBase = await m.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await m.close();
    await llm.close();
  });

  it('has the model write from the snippets; its markers cite the results, a marker naming none is dropped', async () => {
    llm.enqueue({
      type: 'chat-stream',
      parts: [
        { content: 'Survival stayed better at five years [' },
        { content: '1]; an invented claim [7].' },
      ],
      usage: { prompt_tokens: 200, completion_tokens: 20 },
    });
    const res = await readSse(`${mBase}${ASK}`, {
      method: 'POST',
      headers: { ...auth(m.admin.token), 'content-type': 'application/json' },
      body: JSON.stringify({ question: 'pembrolizumab overall survival KEYNOTE-189', lang: 'en' }),
    });
    expect(terminal(res.events).map((e) => e.event)).toEqual(['done']);
    expect(answerText(res.events)).toBe('Survival stayed better at five years [1]; an invented claim .');
    // One retrieved step: the list of results (the model answerer's own count is not repeated).
    const steps = res.events
      .filter((e) => e.event === 'step')
      .map((e) => e.data as { kind: string; text: string });
    expect(steps.filter((s) => s.kind === 'retrieved').map((s) => s.text.split('\n')[0])).toEqual([
      '2 web results:',
    ]);
    expect(res.events.filter((e) => e.event === 'citation').map((e) => e.data)).toEqual([
      { n: 1, file_id: '', page: 1, quote: PAGES[0]!.content, url: PAGES[0]!.url, title: PAGES[0]!.title },
    ]);
    const prompt = llm.chatRequests().at(-1)!.body!.messages!.at(-1)!.content;
    expect(prompt).toContain(`<passage n="1" url="${PAGES[0]!.url}" title="${PAGES[0]!.title}">`);
    expect(prompt).toContain(PAGES[1]!.content);
  });

  it('writes with the premium model while the member has it switched on', async () => {
    const ask = async () => {
      llm.enqueue({ type: 'chat-stream', parts: [{ content: 'Better survival [1].' }] });
      const res = await readSse(`${mBase}${ASK}`, {
        method: 'POST',
        headers: { ...auth(m.admin.token), 'content-type': 'application/json' },
        body: JSON.stringify({ question: 'pembrolizumab overall survival KEYNOTE-189', lang: 'en' }),
      });
      expect(terminal(res.events).map((e) => e.event)).toEqual(['done']);
      return llm.chatRequests().at(-1)!.body!.model;
    };
    const flip = (gpt4: boolean) =>
      m.app.inject({
        method: 'PUT',
        url: '/api/member/gpt4',
        headers: auth(m.admin.token),
        payload: { gpt4 },
      });
    expect((await flip(true)).statusCode).toBe(200);
    expect(await ask()).toBe('fake-model-pro');
    expect((await flip(false)).statusCode).toBe(200);
    expect(await ask()).toBe('fake-model');
  });

  it('ends with the search error, not a model answer, when the search service fails', async () => {
    searx.fail({ type: 'server-error', status: 503 });
    const requests = llm.chatRequests().length;
    const res = await readSse(`${mBase}${ASK}`, {
      method: 'POST',
      headers: { ...auth(m.admin.token), 'content-type': 'application/json' },
      body: JSON.stringify({ question: 'pembrolizumab' }),
    });
    expect(terminal(res.events)).toEqual([
      expect.objectContaining({
        event: 'error',
        data: expect.objectContaining({ code: ErrorCode.webSearchFailed }),
      }),
    ]);
    expect(llm.chatRequests().length).toBe(requests);
  });
});
