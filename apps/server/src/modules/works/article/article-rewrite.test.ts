import { isDeepStrictEqual } from 'node:util';
import { type ArticleComponent, OPTIONAL_COMPONENT_KINDS } from '@prowrite/contracts';
import { checkWork } from '@prowrite/engine';
import { type FakeOpenAiServer, startFakeOpenAiServer } from '@prowrite/engine/testing/fake-openai-server';
import { TRIAL_PAGES, trialFacts } from '@prowrite/engine/testing/trial-facts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ScriptedResponse } from '@prowrite/engine/testing/fake-openai-server';
import type { Worker } from '../../../jobs/worker';
import { captureLog } from '../../../test/log-capture';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createWork, generated, seedParsedFile, startWorker, teamOf } from '../testing/works-test-kit';
import { WorkSourcesRepository } from '../work-sources.repository';
import { engineArticleWriter, planArticle } from './article-plan';

/** The baseline of the Chinese Tweets article: the paper's sentence kept as a marked quote offline. */
const BASELINE = '原文：“Median age was 61 years and 58% were men.”';
const BASELINE_ZH = '患者中位年龄为61岁，男性占58%。';

const log = captureLog();
let server: FakeOpenAiServer;
let t: TestApp;
/** When set, the model answers every request with this. */
let failing: ScriptedResponse | null = null;
let worker: Worker | null = null;

beforeAll(async () => {
  server = await startFakeOpenAiServer({
    fallback: (request) => {
      if (failing) return failing;
      const user = request.body?.messages?.find((m) => m.role === 'user')?.content ?? '{}';
      const asked = (JSON.parse(user) as { fields?: { id: string; text: string }[] }).fields ?? [];
      // A faithful translation of the baseline; the primary result's hazard ratio changed everywhere else.
      const fields = asked.flatMap((f) => {
        const text = f.text.includes(BASELINE)
          ? f.text.replace(BASELINE, BASELINE_ZH)
          : f.text.includes('0.62')
            ? f.text.replace('0.62', '0.52')
            : null;
        return text ? [{ id: f.id, text }] : [];
      });
      return { type: 'reply', content: JSON.stringify({ fields }) };
    },
  });
  t = await createTestApp(
    { LLM_BASE_URL: server.baseUrl, LLM_MODEL: 'fake-model', LOG_LEVEL: 'info' },
    { logStream: log.stream },
  );
});
afterEach(async () => {
  await worker?.stop();
  worker = null;
  failing = null;
});
afterAll(async () => {
  await t?.close();
  await server?.close();
});

type ArticleType = 'Tweets' | 'PatientEducationPost';
const template = (type: ArticleType) =>
  type === 'Tweets' ? 'tweets_template1' : 'patient_education_tweets_template2';

async function offlinePlan(workId: string, fileId: string, type: ArticleType) {
  const { teamId } = await teamOf(t, t.admin.token);
  return planArticle(
    new WorkSourcesRepository(t.database.db),
    { teamId },
    {
      workId,
      type,
      fileIds: [fileId],
      template: template(type),
      outLang: 'zh-cn',
      optionalComponents: [...OPTIONAL_COMPONENT_KINDS],
    },
    engineArticleWriter,
  );
}

async function generate(type: ArticleType) {
  const fileId = await seedParsedFile(t, t.admin.token);
  const workId = await createWork(t, t.admin.token, {
    type,
    file_ids: [fileId],
    select_template: template(type),
    out_lang: 'zh-cn',
  });
  worker = startWorker(t);
  const done = await generated(t, t.admin.token, workId);
  return { fileId, workId, done, plan: await offlinePlan(workId, fileId, type) };
}

describe('article generation with an LLM configured', () => {
  it('stores the rewritten prose where the model was right and the offline text where it changed a number', async () => {
    const { fileId, workId, done, plan } = await generate('Tweets');
    expect(done).toMatchObject({ process: 'end', report_status: 1 });
    const components = done.components as ArticleComponent[];
    expect(components.map((c) => c.component)).toEqual(plan.components.map((c) => c.component));
    // Provenance exactly as the offline writer recorded it.
    expect(components.map((c) => c.provenance)).toEqual(plan.components.map((c) => c.provenance));
    const text = JSON.stringify(components);
    expect(text).toContain(`<p>${BASELINE_ZH}</p>`);
    expect(text).not.toContain('0.52');
    // Only the article component changed; everything else is the offline text.
    const changed = components.filter((c, i) => !isDeepStrictEqual(c, plan.components[i]));
    expect(changed.map((c) => c.component)).toEqual(['article']);

    const check = checkWork({
      lang: 'zh-cn',
      components,
      facts: [trialFacts(fileId)],
      sourceTexts: TRIAL_PAGES,
    });
    expect(check.unsourcedNumbers).toEqual([]);
    expect(check.primary).toBe('stated');
    expect(server.chatRequests().some((r) => r.body?.messages?.at(-1)?.content.includes('0.52 is not'))).toBe(
      true,
    );

    // The job logs counts, never text of the sources or of the model.
    const summary = log.lines().find((l) => l.msg === 'LLM article rewrite checked' && l.workId === workId);
    expect(summary).toMatchObject({ rewritten: 1, fallbackBy: { unsourced: expect.any(Number) } });
    expect(log.text()).not.toContain('Median age');
    expect(log.text()).not.toContain('中位年龄');
  });

  it('finishes a patient post offline when the model answers only 429s', async () => {
    failing = {
      type: 'error',
      status: 429,
      message: 'Rate limit reached for requests',
      errorType: 'requests',
      code: 'rate_limit_exceeded',
      headers: { 'retry-after': '0' },
    };
    const before = server.chatRequests().length;
    const { done, plan } = await generate('PatientEducationPost');
    expect(done).toMatchObject({ process: 'end', report_status: 1 });
    expect(server.chatRequests().length).toBeGreaterThan(before);
    expect(done.components).toEqual(plan.components);
  });

  it('finishes the article offline when every answer is cut in transit', async () => {
    failing = { type: 'drop' };
    const { done, plan } = await generate('Tweets');
    expect(done).toMatchObject({ process: 'end', report_status: 1 });
    expect(done.components).toEqual(plan.components);
  });
});
