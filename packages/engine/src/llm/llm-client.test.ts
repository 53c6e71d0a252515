import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createLlmClient, type LlmClientOptions, type LlmEvent } from './llm-client';
import { LlmError } from './llm-error';
import { type FakeOpenAiServer, startFakeOpenAiServer } from './testing/fake-openai-server';

const answerSchema = z.object({
  registry_id: z.string().nullable(),
  n: z.number().int(),
  arms: z.array(z.object({ name: z.string(), n: z.number().int().nullable() })),
});

let server: FakeOpenAiServer;
let sleeps: number[];
let events: LlmEvent[];

beforeEach(async () => {
  server = await startFakeOpenAiServer({ apiKey: 'sk-test' });
  sleeps = [];
  events = [];
});

afterEach(async () => {
  await server.close();
});

/** A client whose backoff waits are recorded, not slept, so tests never depend on time. */
function client(options: LlmClientOptions = {}) {
  return createLlmClient(
    { baseUrl: server.baseUrl, apiKey: 'sk-test', model: 'test-model' },
    {
      sleep: async (ms) => {
        sleeps.push(ms);
      },
      random: () => 0.5,
      onEvent: (event) => events.push(event),
      ...options,
    },
  );
}

async function failure(promise: Promise<unknown>): Promise<LlmError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(LlmError);
  return error as LlmError;
}

const ask = [{ role: 'user' as const, content: 'Extract the trial facts.' }];
const goodAnswer = { registry_id: 'NCT00989001', n: 217, arms: [{ name: 'vernakalant', n: 145 }] };

describe('plain completion', () => {
  it('returns the text and sends model, messages and the output cap', async () => {
    server.enqueue({ type: 'reply', content: 'Hello there' });
    const result = await client({ maxOutputTokens: 321 }).complete(ask);
    expect(result).toMatchObject({ text: 'Hello there', finishReason: 'stop', requests: 1 });
    const [request] = server.chatRequests();
    expect(request?.headers.authorization).toBe('Bearer sk-test');
    expect(request?.body).toMatchObject({
      model: 'test-model',
      messages: ask,
      max_tokens: 321,
      stream: false,
    });
    expect(request?.body).not.toHaveProperty('temperature');
  });

  it('uses max_completion_tokens when asked to', async () => {
    server.enqueue({ type: 'reply', content: 'ok' });
    await client({ tokenLimitParam: 'max_completion_tokens' }).complete(ask, { maxOutputTokens: 50 });
    const body = server.chatRequests()[0]?.body;
    expect(body?.max_completion_tokens).toBe(50);
    expect(body).not.toHaveProperty('max_tokens');
  });

  it('rejects a bad configuration before any request', () => {
    expect(() => createLlmClient({ baseUrl: 'not a url', apiKey: '', model: 'm' })).toThrow(/LLM_BASE_URL/);
    expect(() => createLlmClient({ baseUrl: 'file:///etc/passwd', apiKey: '', model: 'm' })).toThrow(/http/);
    expect(() => createLlmClient({ baseUrl: server.baseUrl, apiKey: '', model: '  ' })).toThrow(/LLM_MODEL/);
  });
});

describe('structured output', () => {
  it('sends a strict JSON schema built from zod and returns the validated value', async () => {
    server.enqueue({ type: 'reply', content: JSON.stringify(goodAnswer) });
    const result = await client().completeJson(ask, { name: 'trial_facts', schema: answerSchema });
    expect(result.value).toEqual(goodAnswer);
    expect(result.requests).toBe(1);
    const format = server.chatRequests()[0]?.body?.response_format;
    expect(format?.type).toBe('json_schema');
    expect(format?.json_schema?.name).toBe('trial_facts');
    expect(format?.json_schema?.strict).toBe(true);
    const schema = format?.json_schema?.schema as Record<string, unknown>;
    expect(schema).not.toHaveProperty('$schema');
    expect(schema).toMatchObject({
      type: 'object',
      required: ['registry_id', 'n', 'arms'],
      additionalProperties: false,
    });
    expect(JSON.stringify(schema)).not.toContain('9007199254740991');
  });

  it('accepts an answer wrapped in a ```json fence', async () => {
    server.enqueue({ type: 'reply', content: `\`\`\`json\n${JSON.stringify(goodAnswer)}\n\`\`\`` });
    const result = await client().completeJson(ask, { name: 'trial_facts', schema: answerSchema });
    expect(result.value.n).toBe(217);
  });

  it('retries once with the error appended when the answer is not JSON, then succeeds', async () => {
    server.enqueue(
      { type: 'reply', content: '{"registry_id": "NCT0098' },
      { type: 'reply', content: JSON.stringify(goodAnswer) },
    );
    const result = await client().completeJson(ask, { name: 'trial_facts', schema: answerSchema });
    expect(result.value).toEqual(goodAnswer);
    expect(result.requests).toBe(2);
    const messages = server.chatRequests()[1]?.body?.messages ?? [];
    expect(messages).toHaveLength(3);
    expect(messages[1]).toEqual({ role: 'assistant', content: '{"registry_id": "NCT0098' });
    expect(messages[2]?.role).toBe('user');
    expect(messages[2]?.content).toMatch(/not valid JSON/);
    expect(events.filter((e) => e.type === 'invalid_output')).toHaveLength(1);
  });

  it('retries once when the JSON does not match the schema, naming the wrong field', async () => {
    server.enqueue(
      { type: 'reply', content: JSON.stringify({ ...goodAnswer, n: 'two hundred' }) },
      { type: 'reply', content: JSON.stringify(goodAnswer) },
    );
    const result = await client().completeJson(ask, { name: 'trial_facts', schema: answerSchema });
    expect(result.value.n).toBe(217);
    expect(server.chatRequests()[1]?.body?.messages?.[2]?.content).toMatch(/n: .*number/i);
  });

  it('fails with invalid_output after the one repair request also fails', async () => {
    server.enqueue(
      { type: 'reply', content: 'I think N was 217.' },
      { type: 'reply', content: '{"n": 217}' },
    );
    const error = await failure(client().completeJson(ask, { name: 'trial_facts', schema: answerSchema }));
    expect(error.kind).toBe('invalid_output');
    expect(error.message).toMatch(/trial_facts/);
    expect(error.requests).toBe(2);
    expect(server.chatRequests()).toHaveLength(2);
  });

  it('treats a refusal as invalid output', async () => {
    server.enqueue(
      { type: 'reply', content: '', refusal: 'I cannot help' },
      { type: 'reply', content: '', refusal: 'No' },
    );
    const error = await failure(client().completeJson(ask, { name: 'trial_facts', schema: answerSchema }));
    expect(error.kind).toBe('invalid_output');
  });

  it('puts the schema in the prompt in json_object mode', async () => {
    server.enqueue({ type: 'reply', content: JSON.stringify(goodAnswer) });
    await client({ structuredOutput: 'json_object' }).completeJson(ask, {
      name: 'trial_facts',
      schema: answerSchema,
    });
    const body = server.chatRequests()[0]?.body;
    expect(body?.response_format).toEqual({ type: 'json_object' });
    expect(body?.messages?.[0]?.content).toContain('"registry_id"');
  });

  it('refuses an optional field, which strict mode cannot express', async () => {
    const loose = z.object({ a: z.string().optional() });
    await expect(client().completeJson(ask, { name: 'loose', schema: loose })).rejects.toThrow(/nullable/);
    await expect(client().completeJson(ask, { name: 'bad name!', schema: answerSchema })).rejects.toThrow(
      /name/,
    );
    expect(server.chatRequests()).toHaveLength(0);
  });
});

describe('transport retries', () => {
  it('retries a 429 after the Retry-After the server asked for', async () => {
    server.enqueue(
      {
        type: 'error',
        status: 429,
        message: 'Rate limit reached',
        code: 'rate_limit_exceeded',
        headers: { 'retry-after': '0.02' },
      },
      { type: 'reply', content: 'done' },
    );
    const result = await client().complete(ask);
    expect(result.text).toBe('done');
    expect(result.requests).toBe(2);
    expect(sleeps).toEqual([20]);
    expect(events[0]).toMatchObject({ type: 'retry', retry: 1, delayMs: 20 });
  });

  it('gives up at once when Retry-After is longer than allowed', async () => {
    server.enqueue({ type: 'error', status: 429, message: 'Slow down', headers: { 'retry-after': '3600' } });
    const error = await failure(client().complete(ask));
    expect(error.kind).toBe('rate_limited');
    expect(error.message).toMatch(/3600 s/);
    expect(server.chatRequests()).toHaveLength(1);
  });

  it('backs off exponentially on 5xx and gives up with kind server after maxRetries', async () => {
    for (let i = 0; i < 3; i++)
      server.enqueue({ type: 'error', status: 500, message: 'The server had an error' });
    const error = await failure(
      client({ retry: { maxRetries: 2, baseDelayMs: 100, maxDelayMs: 1_000 } }).complete(ask),
    );
    expect(error.kind).toBe('server');
    expect(error.status).toBe(500);
    expect(error.requests).toBe(3);
    expect(error.message).toContain('The server had an error');
    // random() = 0.5: half of each step fixed plus a quarter jitter.
    expect(sleeps).toEqual([75, 150]);
  });

  it('retries a dropped connection (network error)', async () => {
    server.enqueue({ type: 'drop' }, { type: 'reply', content: 'back' });
    const result = await client().complete(ask);
    expect(result.text).toBe('back');
    expect(result.requests).toBe(2);
    expect(events[0]).toMatchObject({ type: 'retry', error: { kind: 'network' } });
  });

  it('does not retry a 401 and says which setting to check', async () => {
    const wrongKey = createLlmClient(
      { baseUrl: server.baseUrl, apiKey: 'sk-wrong', model: 'test-model' },
      { sleep: async (ms) => void sleeps.push(ms) },
    );
    const error = await failure(wrongKey.complete(ask));
    expect(error.kind).toBe('auth');
    expect(error.status).toBe(401);
    expect(error.message).toMatch(/LLM_API_KEY/);
    expect(server.chatRequests()).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });

  it.each([
    [400, 'bad_request'],
    [403, 'auth'],
    [404, 'bad_request'],
  ] as const)('does not retry a %i', async (status, kind) => {
    server.enqueue({ type: 'error', status, message: 'no' }, { type: 'reply', content: 'never' });
    const error = await failure(client().complete(ask));
    expect(error.kind).toBe(kind);
    expect(server.chatRequests()).toHaveLength(1);
  });

  it('times out a slow answer with kind timeout, without retrying', async () => {
    server.enqueue({ type: 'delay', ms: 5_000, answer: { type: 'reply', content: 'too late' } });
    const error = await failure(client({ timeoutMs: 150 }).complete(ask));
    expect(error.kind).toBe('timeout');
    expect(error.message).toMatch(/150 ms/);
    expect(server.chatRequests()).toHaveLength(1);
  });

  it('reports a cancelled call as cancelled', async () => {
    server.enqueue({ type: 'delay', ms: 5_000 });
    const controller = new AbortController();
    const pending = client().complete(ask, { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    const error = await failure(pending);
    expect(error.kind).toBe('cancelled');
  });

  it('answers an unparseable body from a broken server with a typed error', async () => {
    server.enqueue({
      type: 'raw',
      status: 502,
      body: '<html>Bad gateway</html>',
      headers: { 'content-type': 'text/html' },
    });
    server.enqueue({
      type: 'raw',
      status: 502,
      body: '<html>Bad gateway</html>',
      headers: { 'content-type': 'text/html' },
    });
    const error = await failure(client({ retry: { maxRetries: 1 } }).complete(ask));
    expect(error.kind).toBe('server');
    expect(error.status).toBe(502);
  });
});

describe('streaming', () => {
  it('yields the deltas in order and sends stream: true', async () => {
    server.enqueue({ type: 'reply', content: ['The trial ', 'randomised ', '217 patients.'] });
    const deltas: string[] = [];
    for await (const delta of client().stream(ask)) deltas.push(delta);
    expect(deltas).toEqual(['The trial ', 'randomised ', '217 patients.']);
    expect(server.chatRequests()[0]?.body?.stream).toBe(true);
  });

  it('retries before the first delta', async () => {
    server.enqueue(
      { type: 'error', status: 503, message: 'overloaded' },
      { type: 'reply', content: ['a', 'b'] },
    );
    let text = '';
    for await (const delta of client().stream(ask)) text += delta;
    expect(text).toBe('ab');
    expect(server.chatRequests()).toHaveLength(2);
  });

  it('times out a stream that stalls, after the deltas already given', async () => {
    server.enqueue({ type: 'partial-stream', deltas: ['first '], end: 'stall' });
    const deltas: string[] = [];
    const run = async () => {
      for await (const delta of client({ timeoutMs: 150 }).stream(ask)) deltas.push(delta);
    };
    const error = await failure(run());
    expect(error.kind).toBe('timeout');
    expect(deltas).toEqual(['first ']);
    expect(server.chatRequests()).toHaveLength(1);
  });

  it('reports a stream cut before its last chunk as a network error, without repeating deltas', async () => {
    server.enqueue(
      { type: 'partial-stream', deltas: ['half '], end: 'close' },
      { type: 'reply', content: 'again' },
    );
    const deltas: string[] = [];
    const run = async () => {
      for await (const delta of client().stream(ask)) deltas.push(delta);
    };
    const error = await failure(run());
    expect(error.kind).toBe('network');
    expect(deltas).toEqual(['half ']);
    expect(server.chatRequests()).toHaveLength(1);
  });

  it('stops the request when the consumer stops reading', async () => {
    server.enqueue({ type: 'partial-stream', deltas: ['one ', 'two '], end: 'stall' });
    for await (const delta of client().stream(ask)) {
      expect(delta).toBe('one ');
      break;
    }
    expect(server.chatRequests()).toHaveLength(1);
  });
});

describe('token budget', () => {
  it('refuses a prompt over the budget before sending anything', async () => {
    const long = [{ role: 'user' as const, content: 'word '.repeat(2_000) }];
    const error = await failure(client({ maxPromptTokens: 1_000 }).complete(long));
    expect(error.kind).toBe('budget');
    expect(error.requests).toBe(0);
    expect(error.message).toMatch(/budget of 1000/);
    const streamed = failure(
      (async () => {
        for await (const _ of client({ maxPromptTokens: 1_000 }).stream(long)) {
          // never reached
        }
      })(),
    );
    expect((await streamed).kind).toBe('budget');
    expect(server.requests).toHaveLength(0);
  });

  it('counts non-ASCII text as more tokens than ASCII of the same length', async () => {
    const cjk = [{ role: 'user' as const, content: '随机分组'.repeat(300) }];
    const ascii = [{ role: 'user' as const, content: 'abcd'.repeat(300) }];
    server.enqueue({ type: 'reply', content: 'fine' });
    await expect(client({ maxPromptTokens: 1_000 }).complete(ascii)).resolves.toMatchObject({ text: 'fine' });
    const error = await failure(client({ maxPromptTokens: 1_000 }).complete(cjk));
    expect(error.kind).toBe('budget');
    expect(server.chatRequests()).toHaveLength(1);
  });

  it('counts the JSON schema against the budget of a structured call', async () => {
    const error = await failure(
      client({ maxPromptTokens: 40 }).completeJson(ask, { name: 'trial_facts', schema: answerSchema }),
    );
    expect(error.kind).toBe('budget');
    expect(server.requests).toHaveLength(0);
  });
});
