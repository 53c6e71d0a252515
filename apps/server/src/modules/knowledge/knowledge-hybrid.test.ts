import { type FakeOpenAiServer, startFakeOpenAiServer } from '@prowrite/engine/testing/fake-openai-server';
import { analyze } from '@prowrite/engine';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorker } from '../../jobs/job-services';
import type { Worker } from '../../jobs/worker';
import { createTestApp, type TestApp } from '../../test/test-app';
import { knowledgeKit } from './testing/knowledge-kit';

/** Hybrid search with EMBEDDING_MODEL set, against a local OpenAI-compatible /v1/embeddings server. */
describe('knowledge hybrid search (PGlite, real worker, local embeddings server)', () => {
  let t: TestApp;
  let worker: Worker;
  let server: FakeOpenAiServer;
  const kit = knowledgeKit(() => t);

  beforeAll(async () => {
    server = await startFakeOpenAiServer({ apiKey: 'sk-embed-test' });
    t = await createTestApp({
      EMBEDDING_MODEL: 'fake-embed',
      EMBEDDING_BASE_URL: server.baseUrl,
      EMBEDDING_API_KEY: 'sk-embed-test',
    });
    worker = createWorker(t.services.jobs, { concurrency: 2 });
    worker.start();
  });
  afterAll(async () => {
    await worker?.stop();
    await t?.close();
    await server?.close();
  });

  it('embeds every chunk at ingestion and fuses vectors with BM25, saying hybrid', async () => {
    const warfarin = await kit.create({ type: 'txt', content: 'Warfarin needs INR monitoring every week.' });
    const aspirin = await kit.create({ type: 'txt', content: 'Aspirin and clopidogrel after a stent.' });
    expect((await kit.settled(warfarin.item.id)).item.status).toBe('success');
    expect((await kit.settled(aspirin.item.id)).item.status).toBe('success');
    const stored = await t.database.db.execute(
      sql`SELECT count(*)::int AS n FROM knowledge_chunks WHERE embedding IS NOT NULL AND octet_length(embedding) = 256`,
    );
    expect((stored as unknown as { rows: { n: number }[] }).rows[0]?.n).toBeGreaterThanOrEqual(2);
    const result = await kit.search({ query: 'warfarin INR' });
    expect(result.mode).toBe('hybrid');
    expect(result.hits[0]?.item.id).toBe(warfarin.item.id);
    // Stopwords leave BM25 nothing to match; the vectors still find the chunk that shares them.
    expect(analyze('and a')).toEqual([]);
    const vectorsOnly = await kit.search({ query: 'and a' });
    expect(vectorsOnly.mode).toBe('hybrid');
    expect(vectorsOnly.hits[0]?.item.id).toBe(aspirin.item.id);
    // Filters hold on the vector side too.
    await kit.post('/api/knowledge/enable', { ids: [aspirin.item.id], enable_flag: false });
    expect((await kit.search({ query: 'and a' })).hits.map((h) => h.item.id)).not.toContain(aspirin.item.id);
  });

  it("waits out a 429's Retry-After during ingestion, then succeeds", async () => {
    server.enqueueEmbeddings({
      type: 'error',
      status: 429,
      message: 'Rate limit',
      headers: { 'retry-after': '0' },
    });
    const before = server.embeddingRequests().length;
    const { item } = await kit.create({ type: 'txt', content: 'Heparin bridging before surgery.' });
    expect((await kit.settled(item.id)).item.status).toBe('success');
    expect(server.embeddingRequests().length - before).toBe(2);
  });

  it('an endpoint that keeps failing or answers garbage ends the item in error, with the reason, retryable', async () => {
    server.enqueueEmbeddings({ type: 'raw', status: 200, body: '<html>gateway</html>' });
    const garbage = await kit.create({ type: 'txt', content: 'Dabigatran reversal with idarucizumab.' });
    const failed = await kit.settled(garbage.item.id);
    expect(failed.item.status).toBe('error');
    expect(failed.item.err_msg).toBe('The embedding service answered something that is not JSON');
    expect(failed.item.is_allow_retry).toBe(true);
    expect(failed.chunks).toEqual([]);
    // Once the endpoint answers again, the user's retry succeeds.
    expect((await kit.post('/api/knowledge/retry', { ids: [garbage.item.id] })).statusCode).toBe(200);
    expect((await kit.settled(garbage.item.id)).item.status).toBe('success');

    server.enqueueEmbeddings(
      ...Array.from({ length: 5 }, () => ({ type: 'error' as const, status: 500, message: 'boom' })),
    );
    const down = await kit.create({ type: 'txt', content: 'Rivaroxaban once daily with food.' });
    const downDetail = await kit.settled(down.item.id, 60_000);
    expect(downDetail.item.status).toBe('error');
    expect(downDetail.item.err_msg).toBe('The embedding service failed (500) (gave up after 5 tries)');
    expect(downDetail.item.is_allow_retry).toBe(true);
  }, 90_000);

  it('a search whose query cannot be embedded answers lexically, saying so', async () => {
    server.enqueueEmbeddings({ type: 'error', status: 503, message: 'overloaded' });
    const result = await kit.search({ query: 'warfarin INR' });
    expect(result.mode).toBe('lexical');
    expect(result.hits.length).toBeGreaterThan(0);
    expect((await kit.search({ query: 'warfarin INR' })).mode).toBe('hybrid');
  });
});

describe('knowledge search without an embedding model', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('says it is lexical', async () => {
    expect((await knowledgeKit(() => t).search({ query: 'anything' })).mode).toBe('lexical');
  });
});
