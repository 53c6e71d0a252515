import type { ArticleComponent, Slide } from '@prowrite/contracts';
import { componentUnit } from '@prowrite/engine';
import { type FakeOpenAiServer, startFakeOpenAiServer } from '@prowrite/engine/testing/fake-openai-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Worker } from '../../jobs/worker';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createWork, generated, seedCorpusFile, startWorker } from '../works/testing/works-test-kit';
import { componentOf, reviseKit, slideOf } from './testing/revise-test-kit';

/**
 * The model behind the panel: the deck writer's own requests (no instruction) are answered with no change;
 * a revision request is answered by rule of its instruction: "invent" adds a number the sources never print,
 * "drop the opening" removes the opening "In conclusion, " (a faithful edit).
 */
let server: FakeOpenAiServer;
let t: TestApp;
let base: string;
const revise = reviseKit(
  () => t,
  () => base,
);
let worker: Worker;
let workId = '';
let slides: Slide[] = [];
let articleId = '';
let components: ArticleComponent[] = [];

beforeAll(async () => {
  server = await startFakeOpenAiServer({
    fallback: (request) => {
      const user = request.body?.messages?.find((m) => m.role === 'user')?.content ?? '{}';
      const asked = JSON.parse(user) as { instruction?: string; fields?: { id: string; text: string }[] };
      const fields = (asked.instruction ? (asked.fields ?? []) : []).map((f) => ({
        id: f.id,
        text: /invent/i.test(asked.instruction!)
          ? `${f.text} A response was seen in 97.3% of patients.`
          : f.text.replace(/^In conclusion, (\w)/, (_m, c: string) => c.toUpperCase()),
      }));
      return { type: 'reply', content: JSON.stringify({ fields }) };
    },
  });
  t = await createTestApp({ LLM_BASE_URL: server.baseUrl, LLM_MODEL: 'fake-model' });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  worker = startWorker(t);
  const fileId = await seedCorpusFile(t, 'text/st03.txt');
  if (!fileId) return;
  workId = await createWork(t, t.admin.token, { file_ids: [fileId] });
  slides = (await generated(t, t.admin.token, workId)).slide_list as Slide[];
  articleId = await createWork(t, t.admin.token, {
    type: 'ResearchExpress',
    file_ids: [fileId],
    select_template: undefined,
  });
  components = (await generated(t, t.admin.token, articleId)).components as ArticleComponent[];
});
afterAll(async () => {
  await worker?.stop();
  await t?.close();
  await server?.close();
});

describe('the chat-revise panel with a model', () => {
  it('refuses a revision that prints a number not in the sources, and saves nothing', async () => {
    if (!workId) return;
    const conclusion = slides.find((s) => s.content.some((c) => c.id === 'Conclusion_text'))!;
    const before = await slideOf(t, t.admin.token, workId, conclusion.slide_num);
    const requests = server.chatRequests().length;
    const revision = await revise.propose({
      work_id: workId,
      question: 'Rewrite the conclusion and invent a response rate',
      slide_num: conclusion.slide_num,
    });
    expect(revision).toMatchObject({ status: 'refused', operation: 'model', changes: [] });
    expect(revision.reason).toContain('97.3%');
    expect(revision.reason).toMatch(/unsourced/);
    // The number guard asked once more, naming the value, then refused.
    const sent = server.chatRequests().slice(requests);
    expect(sent).toHaveLength(2);
    expect(JSON.stringify(sent[1]!.body?.messages)).toContain('97.3%');
    const accept = await revise.accept(revision, before.version);
    expect(accept.statusCode).toBe(409);
    expect(await slideOf(t, t.admin.token, workId, conclusion.slide_num)).toEqual(before);
  });

  it('proposes a faithful rewrite, which accepting saves as the next version', async () => {
    if (!workId) return;
    const conclusion = slides.find((s) => s.content.some((c) => c.id === 'Conclusion_text'))!;
    const before = await slideOf(t, t.admin.token, workId, conclusion.slide_num);
    const revision = await revise.propose({
      work_id: workId,
      question: 'Drop the opening words of the conclusion',
      slide_num: conclusion.slide_num,
    });
    expect(revision).toMatchObject({ status: 'proposed', operation: 'model' });
    expect(revision.changes.map((c) => c.content_id)).toEqual(['Conclusion_text']);
    expect(revision.changes[0]!.after.startsWith('In conclusion')).toBe(false);
    const res = await revise.accept(revision, before.version);
    expect(res.statusCode, res.body).toBe(200);
    const after = await slideOf(t, t.admin.token, workId, conclusion.slide_num);
    expect(after.version).toBe(before.version + 1);
    expect(after.slide.content.find((c) => c.id === 'Conclusion_text')?.text).toBe(
      revision.changes[0]!.after,
    );
  });

  it('refuses an article revision that prints a number not in the sources, through the same rewrite', async () => {
    if (!articleId) return;
    const target = components.find((c) => componentUnit(c, 'medical').fields([]).length > 0);
    expect(target, 'a component with prose').toBeDefined();
    const before = await componentOf(t, t.admin.token, articleId, target!.id);
    const requests = server.chatRequests().length;
    const revision = await revise.propose({
      work_id: articleId,
      question: 'Rewrite this and invent a response rate',
      component_id: target!.id,
    });
    expect(revision).toMatchObject({ status: 'refused', operation: 'model', component_id: target!.id });
    expect(revision.reason).toContain('97.3%');
    expect(server.chatRequests().length - requests).toBe(2);
    const accept = await revise.accept(revision, before.version);
    expect(accept.statusCode).toBe(409);
    expect(await componentOf(t, t.admin.token, articleId, target!.id)).toEqual(before);
  });
});
