import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorker } from '../../jobs/job-services';
import type { Worker } from '../../jobs/worker';
import { createTestApp, type TestApp } from '../../test/test-app';
import { readSse } from '../chat/testing/sse-client';
import { knowledgeKit } from './testing/knowledge-kit';

const NOTE = [
  '# Efficacy',
  '',
  'Median overall survival was 10.7 months with sorafenib and 7.9 months with placebo in the trial.',
  '',
  '# Safety',
  '',
  'The most common adverse events with sorafenib were diarrhoea, weight loss and hand-foot skin reaction.',
].join('\n');

describe('knowledge-base chat over the knowledge module (PGlite, real worker)', () => {
  let t: TestApp;
  let worker: Worker;
  let base: string;
  const kit = knowledgeKit(() => t);

  beforeAll(async () => {
    t = await createTestApp();
    worker = createWorker(t.services.jobs, { concurrency: 1 });
    worker.start();
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await worker.stop();
    await t.close();
  });

  it('answers from ingested items, each citation quoting a sentence of a chunk of the base', async () => {
    const { item } = await kit.create({ type: 'txt', content: NOTE });
    const done = await kit.settled(item.id);
    expect(done.item.status).toBe('success');
    const res = await readSse(`${base}/api/webchat/v2/question/ask`, {
      method: 'POST',
      headers: { ...kit.headers(), 'content-type': 'application/json' },
      body: JSON.stringify({ question: 'What was the median overall survival with sorafenib?' }),
    });
    expect(res.status).toBe(200);
    expect(res.events.at(-1)?.event).toBe('done');
    const citations = res.events
      .filter((e) => e.event === 'citation')
      .map((e) => e.data as { file_id: string; page: number; quote: string });
    expect(citations.length).toBeGreaterThan(0);
    // The best passage is the survival sentence; every quote is a span of the item's chunks.
    expect(citations[0]?.quote).toContain('10.7 months');
    const chunkText = done.chunks.map((c) => c.text).join('\n');
    for (const c of citations) {
      expect(c.file_id).toBe(item.id);
      expect(chunkText).toContain(c.quote);
    }
  });

  it('says nothing was found when the base holds nothing on the question', async () => {
    const res = await readSse(`${base}/api/webchat/v2/question/ask`, {
      method: 'POST',
      headers: { ...kit.headers(), 'content-type': 'application/json' },
      body: JSON.stringify({ question: 'Which vaccine schedule was used for influenza?' }),
    });
    expect(res.events.at(-1)?.event).toBe('done');
    expect(res.events.filter((e) => e.event === 'citation')).toHaveLength(0);
  });
});
