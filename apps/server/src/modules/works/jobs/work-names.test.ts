import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Worker } from '../../../jobs/worker';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createWork, generated, seedParsedFile, startWorker } from '../testing/works-test-kit';

let t: TestApp;
let worker: Worker;
let fileId: string;

beforeAll(async () => {
  t = await createTestApp();
  worker = startWorker(t);
  fileId = await seedParsedFile(t, t.admin.token);
});
afterAll(async () => {
  await worker.stop();
  await t.close();
});

describe('work names after generation', () => {
  it('an unnamed article takes its own headline, so works of one paper can be told apart', async () => {
    const deck = await generated(
      t,
      t.admin.token,
      await createWork(t, t.admin.token, { file_ids: [fileId] }),
    );
    const tweets = await generated(
      t,
      t.admin.token,
      await createWork(t, t.admin.token, {
        type: 'Tweets',
        file_ids: [fileId],
        select_template: 'tweets_template1',
      }),
    );
    const banner = tweets.components.find((c: { component: string }) => c.component === 'banner');
    const headline = banner.contents.find((c: { id: string }) => c.id === 'post_title').value.trim();
    expect(headline.length).toBeGreaterThan(0);
    expect(tweets.baseInfo.name).toBe(headline);
    expect(tweets.baseInfo.name).not.toBe(deck.baseInfo.name);
  });

  it('a name the user gave stays', async () => {
    const id = await createWork(t, t.admin.token, {
      type: 'Tweets',
      file_ids: [fileId],
      select_template: 'tweets_template1',
      name: 'My own name',
    });
    expect((await generated(t, t.admin.token, id)).baseInfo.name).toBe('My own name');
  });
});
