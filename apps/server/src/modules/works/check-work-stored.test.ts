import type { WorkContentCheck } from '@prowrite/contracts';
import { TRIAL_PAGES, trialFacts } from '@prowrite/engine/testing/trial-facts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Worker } from '../../jobs/worker';
import { createTestApp, type TestApp } from '../../test/test-app';
import { auth, createWork, detail, generated, seedParsedFile, startWorker } from './testing/works-test-kit';

/** The content checker runs on a stored work from the database, as it reads after edits. */
let t: TestApp;
let worker: Worker;
let fileId: string;

beforeAll(async () => {
  t = await createTestApp();
  worker = startWorker(t);
  fileId = await seedParsedFile(t, t.admin.token, { pages: TRIAL_PAGES, facts: (id) => trialFacts(id) });
});
afterAll(async () => {
  await worker.stop();
  await t.close();
});

async function checkOf(id: string): Promise<WorkContentCheck> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/prowrite/v1/check_work?id=${id}`,
    headers: auth(t.admin.token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.data as WorkContentCheck;
}

describe('GET check_work on a stored work', () => {
  it('checks a generated zh-cn deck, then the same deck after an edit', async () => {
    const id = await createWork(t, t.admin.token, { file_ids: [fileId], name: 'Check', out_lang: 'zh-cn' });
    await generated(t, t.admin.token, id);
    const before = await checkOf(id);
    expect(before.out_lang).toBe('zh-cn');
    expect(before.primary).toBe('stated');
    expect(before.language_share).toBeGreaterThanOrEqual(0.9);
    expect(before.unsourced_numbers).toEqual([]);
    expect(before.truncated).toEqual([]);

    // The stored deck is what is checked: an English sentence and a changed number are found after a save.
    const { slide_list: slides, version } = await detail(t, t.admin.token, id);
    const sentence = 'The drug was better than placebo in all of the patients at 77.7% of the sites.';
    const edited = slides.map((s: { content: { id: string; text?: string }[] }) => ({
      ...s,
      content: s.content.map((c) => (c.id === 'brief_summary' ? { ...c, text: sentence } : c)),
    }));
    expect(JSON.stringify(edited)).toContain(sentence);
    const save = await t.app.inject({
      method: 'PUT',
      url: '/api/prowrite/v1/save',
      headers: auth(t.admin.token),
      payload: { id, slide_data: edited, version },
    });
    expect(save.statusCode, save.body).toBe(200);
    const after = await checkOf(id);
    expect(after.english_sentences.length).toBeGreaterThan(0);
    expect(after.unsourced_numbers.map((f) => f.text)).toContain('77.7%');
    expect(after.language_share).toBeLessThan(before.language_share);
  });

  it('checks a stored article; an unknown work is 404 and a bad id a clear 400', async () => {
    const id = await createWork(t, t.admin.token, {
      file_ids: [fileId],
      name: 'Post',
      type: 'PatientEducationPost',
      select_template: 'patient_education_tweets_template1',
      out_lang: 'zh-cn',
    });
    await generated(t, t.admin.token, id);
    const check = await checkOf(id);
    expect(check.primary).not.toBe('missing');
    expect(check.quoted_share).toBe(0);
    const missing = await t.app.inject({
      method: 'GET',
      url: `/api/prowrite/v1/check_work?id=${'a'.repeat(32)}`,
      headers: auth(t.admin.token),
    });
    expect(missing.statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'GET',
      url: `/api/prowrite/v1/check_work?id=${'x'.repeat(65)}`,
      headers: auth(t.admin.token),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toMatch(/id/);
  });
});
