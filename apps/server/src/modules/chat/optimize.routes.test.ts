import { type FakeOpenAiServer, startFakeOpenAiServer } from '@prowrite/engine/testing/fake-openai-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTeamWithAdmin, createTestApp, type TestApp } from '../../test/test-app';
import { auth, seedParsedFile } from '../works/testing/works-test-kit';

const URL = '/api/webchat/v2/optimize/question';

function optimize(t: TestApp, payload: unknown, token = t.admin.token) {
  return t.app.inject({ method: 'POST', url: URL, headers: auth(token), payload: payload as object });
}

describe('question optimisation without a model', () => {
  let t: TestApp;
  let fileId: string;
  beforeAll(async () => {
    t = await createTestApp();
    fileId = await seedParsedFile(t, t.admin.token);
  });
  afterAll(async () => {
    await t.close();
  });

  it('tidies, spells out abbreviations and names "this study" after the selected file’s trial', async () => {
    const res = await optimize(t, { question: '  What was the OS  HR in this study? ', file_id: fileId });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.data).toEqual({
      original: '  What was the OS  HR in this study? ',
      optimized: 'What was the OS (overall survival) HR (hazard ratio) in the ALPHA-1 study?',
      method: 'rules',
      changes: [
        {
          kind: 'trimmed',
          from: '  What was the OS  HR in this study? ',
          to: 'What was the OS HR in this study?',
        },
        { kind: 'expanded', from: 'OS', to: 'OS (overall survival)' },
        { kind: 'expanded', from: 'HR', to: 'HR (hazard ratio)' },
        { kind: 'named', from: 'this study', to: 'the ALPHA-1 study' },
      ],
      note: null,
    });
  });

  it('returns the question unchanged, with no changes, when there is nothing to improve', async () => {
    const res = await optimize(t, { question: 'Which dose was used?' });
    expect(res.json().data.data).toMatchObject({ optimized: 'Which dose was used?', changes: [] });
  });

  it('refuses empty, too long, NUL and lone-surrogate questions (400) and another team’s file (404)', async () => {
    for (const question of ['', '  \n ', 'x'.repeat(20_001), 'a\u0000b', 'half \udc00 surrogate']) {
      expect((await optimize(t, { question })).statusCode, JSON.stringify(question.slice(0, 8))).toBe(400);
    }
    expect((await optimize(t, {})).statusCode).toBe(400);
    expect((await optimize(t, { question: 'ok', extra: 1 })).statusCode).toBe(400);
    const other = await createTeamWithAdmin(t, 'Optimise Other');
    expect((await optimize(t, { question: 'this study?', file_id: fileId }, other.token)).statusCode).toBe(
      404,
    );
  });
});

describe('question optimisation with a model', () => {
  let llm: FakeOpenAiServer;
  let t: TestApp;
  let fileId: string;
  beforeAll(async () => {
    llm = await startFakeOpenAiServer();
    t = await createTestApp(
      { LLM_BASE_URL: llm.baseUrl, LLM_MODEL: 'fake-model' },
      { chat: { model: { timeoutMs: 3_000, retry: { maxRetries: 0 }, sleep: async () => {} } } },
    );
    fileId = await seedParsedFile(t, t.admin.token);
  });
  afterAll(async () => {
    await t.close();
    await llm.close();
  });

  const question = 'OS at 24 months in this study vs Placebo?';

  it('keeps a rewrite that keeps every number and name, and tells the model the trial', async () => {
    const rewrite =
      'What was the overall survival (OS) rate at 24 months with Drug X versus Placebo in the ALPHA-1 trial?';
    llm.enqueue({ type: 'reply', content: `"${rewrite}"` });
    const res = await optimize(t, { question, file_id: fileId });
    expect(res.json().data.data).toEqual({
      original: question,
      optimized: rewrite,
      method: 'model',
      changes: [{ kind: 'rewritten', from: question, to: rewrite }],
      note: null,
    });
    const sent = llm.chatRequests().at(-1)!.body!.messages!;
    expect(sent.at(-1)!.content).toContain('the ALPHA-1 trial');
    expect(sent.at(-1)!.content).toContain(
      'OS (overall survival) at 24 months in the ALPHA-1 study vs Placebo?',
    );
  });

  it('falls back to the rules, saying why, when the rewrite drops or invents a number or drops a name', async () => {
    llm.enqueue({ type: 'reply', content: 'What was overall survival at 12 months versus control?' });
    const res = await optimize(t, { question, file_id: fileId });
    const data = res.json().data.data;
    expect(data.method).toBe('rules');
    expect(data.optimized).toBe('OS (overall survival) at 24 months in the ALPHA-1 study vs Placebo?');
    expect(data.note).toBe(
      'The model\'s rewrite was not used: it dropped the number 24, added the number 12, dropped "os", dropped "placebo"',
    );
  });

  it('falls back to the rules when the model fails', async () => {
    llm.enqueue({ type: 'error', status: 500, message: 'boom' });
    const res = await optimize(t, { question: 'Which dose?' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.data).toMatchObject({ method: 'rules', optimized: 'Which dose?' });
    expect(res.json().data.data.note).toMatch(/^The model could not rewrite the question/);
  });
});
