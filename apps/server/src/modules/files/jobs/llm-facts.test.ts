import { startFakeOpenAiServer, type FakeOpenAiServer } from '@prowrite/engine/testing/fake-openai-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorker } from '../../../jobs/job-services';
import type { Worker } from '../../../jobs/worker';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { waitFor } from '../../../test/wait-for';
import { injectUpload } from '../testing/multipart-body';

const SOURCE = [
  'Green tea and memory in older adults',
  '',
  'Healthy volunteers drank green tea daily for twelve weeks. Memory scores improved in most of them.',
].join('\n');

/** The model's answer: one value stated on the page, two invented ones. Only the stated one may survive. */
const ANSWER = {
  registry_id: { value: 'NCT99999999', quote: 'The trial was registered as NCT99999999.', page: 1 },
  phase: null,
  blinding: null,
  design: {
    value: 'Healthy volunteers drank green tea daily',
    quote: 'Healthy volunteers drank green tea daily for twelve weeks.',
    page: 1,
  },
  n_randomized: { value: 40, quote: 'Healthy volunteers drank green tea daily for twelve weeks.', page: 1 },
  planned_n: null,
  objectives: [],
  ratio: null,
  primary_endpoint: null,
  arms: [],
  hazard_ratios: [],
  effects: [],
  primary_result: null,
};

describe('file.parse with an LLM configured', () => {
  let llm: FakeOpenAiServer;
  let t: TestApp;
  let worker: Worker;
  beforeAll(async () => {
    llm = await startFakeOpenAiServer({
      apiKey: 'test-key',
      fallback: () => ({ type: 'reply', content: JSON.stringify(ANSWER) }),
    });
    t = await createTestApp({ LLM_BASE_URL: llm.baseUrl, LLM_API_KEY: 'test-key', LLM_MODEL: 'fake-model' });
    worker = createWorker(t.services.jobs, { concurrency: 1 });
    worker.start();
  });
  afterAll(async () => {
    await worker.stop();
    await t.close();
    await llm.close();
  });

  it('keeps proposals found in the source and drops invented ones', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json().data.engine).toBe('llm');

    const headers = { 'access-token': t.admin.token };
    const up = await injectUpload(t.app, t.admin.token, 'tea.txt', SOURCE);
    expect(up.statusCode, up.body).toBe(200);
    const id = up.json().data.id as string;
    await waitFor(
      async () => {
        const res = await t.app.inject({ method: 'GET', url: `/api/files/detail?id=${id}`, headers });
        return res.json().data.parse_status === 'success' ? true : undefined;
      },
      { timeoutMs: 60_000, intervalMs: 100, what: 'the parse to finish' },
    );
    const facts = (
      await t.app.inject({ method: 'GET', url: `/api/prowrite/v1/facts?file_id=${id}`, headers })
    ).json().data.data;

    expect(llm.chatRequests().length).toBeGreaterThan(0);
    const request = llm.chatRequests()[0]!.body!;
    expect(request.model).toBe('fake-model');
    expect(JSON.stringify(request.messages)).toContain('green tea daily');

    expect(facts.design).toEqual({
      value: 'Healthy volunteers drank green tea daily',
      source: { file_id: id, page: 1, quote: expect.stringContaining('green tea daily for twelve weeks') },
    });
    expect(facts.registry_id).toBeNull();
    expect(facts.n_randomized).toBeNull();
  });
});
