import { createLlmClient, LlmError } from '@prowrite/engine';
import { type FakeOpenAiServer, startFakeOpenAiServer } from '@prowrite/engine/testing/fake-openai-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutboundTooLargeError } from './outbound-errors';
import { operatorFetch } from './operator-fetch';
import { type LoopbackServer, startLoopbackServer } from './testing/loopback-server';

let fake: FakeOpenAiServer;
let redirecting: LoopbackServer;
beforeAll(async () => {
  fake = await startFakeOpenAiServer({ apiKey: 'sk-op' });
  redirecting = await startLoopbackServer((_req, res) => {
    res.writeHead(302, { location: 'http://169.254.169.254/' });
    res.end();
  });
});
afterAll(async () => {
  await fake.close();
  await redirecting.close();
});

const config = () => ({ baseUrl: fake.baseUrl, apiKey: 'sk-op', model: 'fake-model' });

describe('operatorFetch (LLM_BASE_URL is operator-trusted, still capped)', () => {
  it('carries the LLM client to a local model server (a loopback address is allowed for the operator)', async () => {
    const client = createLlmClient(config(), { fetch: operatorFetch() });
    fake.enqueue({ type: 'reply', content: 'hello through the guard' });
    const answer = await client.complete([{ role: 'user', content: 'hi' }]);
    expect(answer.text).toBe('hello through the guard');
    expect(fake.chatRequests().at(-1)!.headers.authorization).toBe('Bearer sk-op');
  });

  it("sends a string body (the SDK's JSON) byte for byte, non-ASCII included", async () => {
    const client = createLlmClient(config(), { fetch: operatorFetch() });
    fake.enqueue({ type: 'reply', content: 'ok' });
    const question = '主要终点 ≥ 5 mg — ünïcödé 🧪';
    await client.complete([{ role: 'user', content: question }]);
    expect(fake.chatRequests().at(-1)?.body?.messages?.at(-1)?.content).toBe(question);
  });

  it('passes error statuses to the client (its retry policy reads them)', async () => {
    const client = createLlmClient(config(), { fetch: operatorFetch(), retry: { maxRetries: 0 } });
    fake.enqueue({
      type: 'error',
      status: 401,
      message: 'Incorrect API key provided.',
      code: 'invalid_api_key',
    });
    const err = await client.complete([{ role: 'user', content: 'hi' }]).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(LlmError);
    expect((err as Error).message).toMatch(/401|API key/i);
  });

  it('caps the size of an answer', async () => {
    const fetch = operatorFetch({ maxBytes: 1000, timeoutMs: 10_000 });
    fake.enqueue({ type: 'raw', status: 200, body: JSON.stringify({ padding: 'x'.repeat(5000) }) });
    const res = await fetch(`${fake.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: { authorization: 'Bearer sk-op', 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'm', messages: [{ role: 'user', content: 'x' }] }),
    });
    // Sent chunked (no Content-Length): the body is cut off at the cap while it streams.
    const err = await res.text().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(OutboundTooLargeError);
    expect((err as Error).message).toMatch(/larger than the 1000 bytes limit/);
  });

  it('never follows a redirect away from the configured server', async () => {
    const err = await operatorFetch()(`${redirecting.origin}/v1/models`).catch((e: unknown) => e);
    expect((err as Error).message).toMatch(/more than 0 redirects/);
  });

  it('keeps one connection to the operator server between requests, and opens a new one once it closed', async () => {
    const server = await startLoopbackServer((req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end(String(req.socket.remotePort));
    });
    try {
      const fetch = operatorFetch();
      const port = async () => (await fetch(`${server.origin}/v1/models`)).text();
      const first = await port();
      // Sequential requests (a chat's model calls) reuse the pooled connection: no connect before the request.
      expect(await port()).toBe(first);
      expect(await port()).toBe(first);
      // The server drops its idle connections (a restart, its keep-alive timeout): the next request still works.
      server.closeIdle();
      await new Promise((resolve) => setTimeout(resolve, 50));
      const after = await port();
      expect(after).not.toBe(first);
      // Another operatorFetch (another configured service) has its own pool.
      expect(await operatorFetch()(`${server.origin}/v1/models`).then((r) => r.text())).not.toBe(after);
    } finally {
      await server.close();
    }
  });

  it('refuses methods other than GET and POST', async () => {
    await expect(operatorFetch()(`${fake.baseUrl}/models`, { method: 'DELETE' })).rejects.toThrow(
      /GET and POST/,
    );
  });
});
