import {
  type FakeOpenAiServer,
  hashedEmbedding,
  startFakeOpenAiServer,
} from '@prowrite/engine/testing/fake-openai-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { operatorFetch } from '../../../http/outbound/operator-fetch';
import { EmbeddingClient, type EmbeddingClientOptions, EmbeddingError } from './embedding-client';

describe('EmbeddingClient (local OpenAI-compatible server)', () => {
  let server: FakeOpenAiServer;
  const client = (options: Partial<EmbeddingClientOptions> = {}) =>
    new EmbeddingClient({
      baseUrl: server.baseUrl,
      apiKey: 'sk-test-embedding-key',
      model: 'fake-embed',
      fetch: operatorFetch(),
      backoffMs: 10,
      ...options,
    });

  beforeAll(async () => {
    server = await startFakeOpenAiServer({ apiKey: 'sk-test-embedding-key' });
  });
  afterEach(() => {
    server.requests.length = 0;
  });
  afterAll(async () => {
    await server.close();
  });

  it('answers one vector per text, in order, in batches', async () => {
    const texts = ['warfarin dose', 'aspirin', '', 'warfarin INR', 'heparin', 'a b c', 'dabigatran'];
    const vectors = await client({ batchSize: 3 }).embed(texts);
    expect(vectors).toHaveLength(7);
    expect(server.embeddingRequests()).toHaveLength(3);
    expect(server.embeddingRequests().map((r) => (r.body?.input as string[] | undefined)?.length)).toEqual([
      3, 3, 1,
    ]);
    expect(server.embeddingRequests()[0]?.body?.model).toBe('fake-embed');
    expect([...(vectors[3] as Float32Array)]).toEqual([
      ...Float32Array.from(hashedEmbedding('warfarin INR')),
    ]);
  });

  it("waits as a 429's Retry-After asks, then goes on", async () => {
    server.enqueueEmbeddings(
      { type: 'error', status: 429, message: 'Rate limit reached', headers: { 'retry-after': '1' } },
      { type: 'error', status: 429, message: 'Rate limit reached', headers: { 'retry-after': '0' } },
    );
    const started = Date.now();
    const vectors = await client({ backoffMs: 1 }).embed(['one', 'two']);
    expect(vectors).toHaveLength(2);
    expect(server.embeddingRequests()).toHaveLength(3);
    // The one-second Retry-After was honoured, not the 1 ms backoff.
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
  });

  it('gives up on a server that keeps failing, saying so', async () => {
    server.enqueueEmbeddings(
      ...Array.from({ length: 3 }, () => ({ type: 'error' as const, status: 500, message: 'boom' })),
    );
    await expect(client({ maxAttempts: 3 }).embed(['x'])).rejects.toThrow(
      new EmbeddingError('The embedding service failed (500) (gave up after 3 tries)'),
    );
    expect(server.embeddingRequests()).toHaveLength(3);
  });

  it('refuses malformed answers at once, without retrying', async () => {
    server.enqueueEmbeddings({ type: 'raw', status: 200, body: '{"data": [' });
    await expect(client().embed(['x'])).rejects.toThrow('not JSON');
    server.enqueueEmbeddings({
      type: 'raw',
      status: 200,
      body: JSON.stringify({ data: [{ embedding: 'nope' }] }),
    });
    await expect(client().embed(['x'])).rejects.toThrow('not a list of numbers');
    server.enqueueEmbeddings({ type: 'raw', status: 200, body: JSON.stringify({ data: [] }) });
    await expect(client().embed(['x', 'y'])).rejects.toThrow('answered 0 vectors for 2 texts');
    expect(server.embeddingRequests()).toHaveLength(3);
  });

  it('times out a server that hangs, and tries again', async () => {
    server.enqueueEmbeddings({ type: 'delay', ms: 5_000 }, { type: 'delay', ms: 5_000 });
    await expect(client({ timeoutMs: 200, maxAttempts: 2 }).embed(['x'])).rejects.toThrow(
      'did not answer within 0.2 s (gave up after 2 tries)',
    );
    expect(server.embeddingRequests()).toHaveLength(2);
  });

  it('a refused key fails at once and the reason does not carry the key', async () => {
    const error = await client({ apiKey: 'sk-wrong-secret' })
      .embed(['x'])
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EmbeddingError);
    expect((error as Error).message).toBe('The embedding service refused the request (401)');
    expect(server.embeddingRequests()).toHaveLength(1);
  });

  it('a lost connection is tried again', async () => {
    server.enqueueEmbeddings({ type: 'drop' });
    expect(await client().embed(['x'])).toHaveLength(1);
    expect(server.embeddingRequests()).toHaveLength(2);
  });
});
