import type { ArticleComponent } from '@prowrite/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { plainText } from '../../article/html';
import { unsourcedNumbers } from '../../article/number-check';
import { writeArticle } from '../../article/write-article';
import { checkWork } from '../../check-work/check-work';
import { TRIAL_PAGES, trialFacts } from '../../writer/testing/trial-facts';
import { createLlmClient, type LlmClientOptions } from '../llm-client';
import {
  type FakeOpenAiServer,
  type RecordedRequest,
  startFakeOpenAiServer,
} from '../testing/fake-openai-server';
import { type ComponentRewrite, rewriteArticle } from './rewrite-article';
import { rewriteCounts } from './rewrite-unit';
import { type AskedField, askedFields, isRetry, rewriteReply } from './testing/rewrite-replies';

let server: FakeOpenAiServer;
let model: (request: RecordedRequest) => ReturnType<typeof rewriteReply>;

beforeEach(async () => {
  model = (r) => rewriteReply(r, () => null);
  server = await startFakeOpenAiServer({ fallback: (r) => model(r) });
});
afterEach(async () => {
  await server.close();
});

const facts = trialFacts('file-1');
const article = (type: 'Tweets' | 'PatientEducationPost') =>
  writeArticle({
    type,
    facts: [{ fileId: 'file-1', fileName: 'alpha.txt', facts }],
    template: type === 'Tweets' ? 'tweets_template1' : 'patient_education_tweets_template1',
    outLang: 'zh-cn',
  }) as ArticleComponent[];

function client(options: LlmClientOptions = {}) {
  return createLlmClient(
    { baseUrl: server.baseUrl, apiKey: 'sk-test', model: 'test-model' },
    { sleep: async () => {}, ...options },
  );
}

async function rewrite(
  components: ArticleComponent[],
  audience: 'medical' | 'patients',
  options: LlmClientOptions = {},
  timeoutMs?: number,
) {
  const out: ComponentRewrite[] = [];
  for await (const r of rewriteArticle({
    components,
    facts: [facts],
    outLang: 'zh-cn',
    audience,
    client: client(options),
    concurrency: 1,
    ...(timeoutMs ? { call: { timeoutMs } } : {}),
  }))
    out.push(r);
  return out;
}

const allText = (components: ArticleComponent[]) =>
  JSON.stringify(components.map((c) => c.contents)).replace(/\\u003c/g, '<');
/** The population section of the Tweets article: the baseline kept as a marked quote offline. */
const POPULATION = '主要入选标准：';
const BASELINE_ZH = '患者中位年龄为61岁，男性占58%。';
const onPopulation = (text: string) => (f: AskedField) =>
  f.text.startsWith(POPULATION) && f.text.includes('Median age')
    ? f.text.replace(/原文：“Median age was 61 years and 58% were men\.”/, text)
    : null;

describe('rewriteArticle', () => {
  it('accepts a faithful translation, keeps provenance, and asks as an article part with its quotes', async () => {
    const components = article('Tweets');
    model = (r) => rewriteReply(r, onPopulation(BASELINE_ZH));
    const results = await rewrite(components, 'medical');
    expect(results.map((r) => r.index)).toEqual(components.map((_, i) => i));
    const shown = results.map((r) => r.component);
    const text = allText(shown.filter((c) => c.component === 'article'));
    expect(text).toContain(`<p>${BASELINE_ZH}</p>`);
    expect(text).not.toContain('Median age was 61');
    expect(shown.map((c) => c.provenance)).toEqual(components.map((c) => c.provenance));
    const counts = rewriteCounts(results.flatMap((r) => r.fields));
    expect(counts.rewritten).toBe(1);
    const asking = server
      .chatRequests()
      .find((r) => askedFields(r).some((f) => f.text.startsWith(POPULATION)))!;
    expect(asking.body!.messages![0]!.content).toContain('one part of an article about a clinical trial');
    const asked = JSON.parse(asking.body!.messages![1]!.content) as { quotes: string[] };
    expect(asked.quotes.some((q) => q.includes('Median age'))).toBe(true);
    const check = checkWork({ lang: 'zh-cn', components: shown, facts: [facts], sourceTexts: TRIAL_PAGES });
    expect(check.unsourcedNumbers).toEqual([]);
    expect(check.primary).toBe('stated');
    expect(shown.flatMap((c) => unsourcedNumbers(c))).toEqual([]);
  });

  it('refuses an invented number, retries once naming it, then keeps the offline text', async () => {
    const components = article('Tweets');
    const primaryPath = 'chapters.1.sections.0.contents.0';
    model = (r) =>
      rewriteReply(r, (f) =>
        f.id === primaryPath
          ? 'Drug X组中位无进展生存期为9.6个月，安慰剂组为5.1个月（HR 0.52，95% CI 0.51–0.75；P<0.0001）。'
          : null,
      );
    const results = await rewrite(components, 'medical');
    const outcome = results.flatMap((r) => r.fields).find((f) => f.contentId === primaryPath)!;
    expect(outcome).toMatchObject({ status: 'fallback', reason: expect.stringContaining('0.52') });
    const retry = server
      .chatRequests()
      .find((r) => isRetry(r) && r.body!.messages!.at(-1)!.content.includes(primaryPath))!;
    expect(retry.body!.messages!.at(-1)!.content).toContain('0.52 is not printed in the quotes');
    expect(results.map((r) => r.component)).toEqual(components);
  });

  it('keeps a patient post free of the paper’s words in another language', async () => {
    const components = article('PatientEducationPost');
    model = (r) =>
      rewriteReply(r, (f) =>
        f.text.startsWith('研究人员想知道') ? '原文：“Does Drug X delay progression?”' : null,
      );
    const results = await rewrite(components, 'patients');
    const outcome = results.flatMap((r) => r.fields).find((f) => f.status === 'fallback')!;
    expect(outcome.reason).toMatch(/language/);
    expect(server.chatRequests()[0]!.body!.messages![0]!.content).toContain('patient-education article');
    expect(allText(results.map((r) => r.component))).not.toContain('原文');
  });

  it('falls back to the offline text on a 429 storm, a cut stream and a hang, and the article stays complete', async () => {
    const components = article('Tweets');
    const rateLimited = {
      type: 'error' as const,
      status: 429,
      message: 'Rate limit reached for requests',
      errorType: 'requests',
      code: 'rate_limit_exceeded',
      headers: { 'retry-after': '0' },
    };
    server.enqueue(rateLimited, rateLimited);
    const limited = await rewrite(components, 'medical', { retry: { maxRetries: 1 } });
    expect(limited.map((r) => r.component)).toEqual(components);
    expect(limited.flatMap((r) => r.fields)[0]).toMatchObject({
      status: 'fallback',
      reason: 'llm rate_limited',
    });

    server.enqueue(
      { type: 'partial-stream', deltas: ['{"fields": [{"id": "intro'], end: 'close' },
      { type: 'cut', content: JSON.stringify({ fields: [] }) },
    );
    const cut = await rewrite(components, 'medical', { retry: { maxRetries: 1 } });
    expect(cut.map((r) => r.component)).toEqual(components);
    expect(cut.flatMap((r) => r.fields)[0]!.status).toBe('fallback');

    server.enqueue({ type: 'delay', ms: 2_000 });
    model = (r) => rewriteReply(r, () => null);
    const hung = await rewrite(components, 'medical', { retry: { maxRetries: 0 } }, 100);
    expect(hung.map((r) => r.component)).toEqual(components);
    expect(hung.flatMap((r) => r.fields)[0]).toMatchObject({ status: 'fallback', reason: 'llm timeout' });
  });

  it('rewrites the introduction and summary values as paragraphs, never the references', async () => {
    const components = article('Tweets');
    model = (r) =>
      rewriteReply(r, (f) =>
        f.id === 'introduction'
          ? '本文介绍ALPHA-1研究（NCT01234567）的主要结果。\n该研究比较了Drug X与安慰剂的疗效和安全性。'
          : null,
      );
    const results = await rewrite(components, 'medical');
    const intro = results.find((r) => r.component.component === 'introduction')!.component;
    expect(plainText(intro.contents.find((c) => c.id === 'introduction')!.value!)).toBe(
      '本文介绍ALPHA-1研究（NCT01234567）的主要结果。\n该研究比较了Drug X与安慰剂的疗效和安全性。',
    );
    const asked = server.chatRequests().flatMap((r) => askedFields(r).map((f) => f.id));
    expect(asked.some((id) => id.startsWith('references'))).toBe(false);
  });
});
