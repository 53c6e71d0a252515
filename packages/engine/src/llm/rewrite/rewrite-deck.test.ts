import type { Slide } from '@prowrite/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkWork } from '../../check-work/check-work';
import type { OutLang } from '../../writer/labels';
import { TRIAL_PAGES, trialFacts } from '../../writer/testing/trial-facts';
import { writeDeck } from '../../writer/write-deck';
import { createLlmClient, type LlmClientOptions } from '../llm-client';
import {
  type FakeOpenAiServer,
  type RecordedRequest,
  startFakeOpenAiServer,
} from '../testing/fake-openai-server';
import { rewriteCounts, rewriteDeck, type SlideRewrite } from './rewrite-deck';
import { type AskedField, askedFields, rewriteReply } from './testing/rewrite-replies';

let server: FakeOpenAiServer;
/** How the fake model answers whatever is not queued. */
let model: (request: RecordedRequest) => ReturnType<typeof rewriteReply>;

beforeEach(async () => {
  model = (r) => rewriteReply(r, () => null);
  server = await startFakeOpenAiServer({ fallback: (r) => model(r) });
});
afterEach(async () => {
  await server.close();
});

const facts = trialFacts('file-1');
const deck = (lang: OutLang) =>
  writeDeck({
    facts: [{ fileId: 'file-1', fileName: 'alpha.txt', facts }],
    template: 'general',
    outLang: lang,
  });
/** The primary result slide: its text_1 states the result (arm values, HR with CI, p). */
const primarySlide = (lang: OutLang) =>
  deck(lang).find((s) => s.slide_id === 'section_slide_006' && s.content.some((c) => c.id === 'highlight'))!;
const textOf = (slide: Slide, id: string) => slide.content.find((c) => c.id === id)?.text;

const GOOD_EN =
  'Drug X prolonged median progression-free survival to 9.6 months, against 5.1 months with placebo (HR 0.62, 95% CI 0.51–0.75; p<0.0001).';
const LYING_EN =
  'Drug X prolonged median progression-free survival to 9.6 months, against 5.1 months with placebo (HR 0.52, 95% CI 0.51–0.75; p<0.0001).';

function client(options: LlmClientOptions = {}) {
  return createLlmClient(
    { baseUrl: server.baseUrl, apiKey: 'sk-test', model: 'test-model' },
    { sleep: async () => {}, ...options },
  );
}

async function rewrite(slides: Slide[], lang: OutLang, options: LlmClientOptions = {}, timeoutMs?: number) {
  const out: SlideRewrite[] = [];
  for await (const r of rewriteDeck({
    slides,
    facts: [facts],
    outLang: lang,
    client: client(options),
    ...(timeoutMs ? { call: { timeoutMs } } : {}),
  }))
    out.push(r);
  return out;
}

const onText1 = (text: string) => (f: AskedField) => (f.id === 'text_1' ? text : null);

describe('rewriteDeck', () => {
  it('accepts a faithful rewrite, keeps provenance, and asks with the quotes in structured JSON', async () => {
    const slide = primarySlide('en');
    model = (r) => rewriteReply(r, onText1(GOOD_EN));
    const [result] = await rewrite([slide], 'en');
    expect(textOf(result!.slide, 'text_1')).toBe(GOOD_EN);
    expect(result!.slide.provenance).toEqual(slide.provenance);
    expect(result!.fields).toEqual([{ slideNum: slide.slide_num, contentId: 'text_1', status: 'rewritten' }]);
    const [request] = server.chatRequests();
    expect(request?.body?.response_format?.json_schema?.name).toBe('slide_rewrite');
    expect(askedFields(request!).map((f) => f.id)).toEqual(['text_1']);
    const asked = JSON.parse(request!.body!.messages![1]!.content) as { quotes: string[] };
    expect(asked.quotes.some((q) => q.includes('hazard ratio 0·62'))).toBe(true);
  });

  it('retries a wrong number once, naming it, then falls back to the offline text', async () => {
    const slide = primarySlide('en');
    model = (r) => rewriteReply(r, onText1(LYING_EN));
    const [result] = await rewrite([slide], 'en');
    expect(textOf(result!.slide, 'text_1')).toBe(textOf(slide, 'text_1'));
    expect(result!.slide).toEqual(slide);
    expect(result!.fields[0]).toMatchObject({ status: 'fallback', reason: expect.stringContaining('0.52') });
    expect(result!.fields[0]!.reason).toMatch(/^unsourced: /);
    expect(result!.requests).toBe(2);
    const retry = server.chatRequests()[1]!.body!.messages!.at(-1)!.content;
    expect(retry).toContain('text_1: 0.52 is not printed in the quotes');
  });

  it('accepts the retry when the model corrects the number', async () => {
    const slide = primarySlide('en');
    let calls = 0;
    model = (r) => rewriteReply(r, onText1(++calls === 1 ? LYING_EN : GOOD_EN));
    const [result] = await rewrite([slide], 'en');
    expect(result!.fields[0]).toMatchObject({ status: 'rewritten' });
    expect(textOf(result!.slide, 'text_1')).toBe(GOOD_EN);
    expect(result!.requests).toBe(2);
  });

  it('falls back for the slide when the answer is not JSON, even after the client’s repair request', async () => {
    const slide = primarySlide('en');
    server.enqueue(
      { type: 'reply', content: 'Sure! Here is the slide: {fields:' },
      { type: 'reply', content: '```json\n{"fields": [' },
    );
    const [result] = await rewrite([slide], 'en');
    expect(result!.slide).toEqual(slide);
    expect(result!.fields[0]).toMatchObject({ status: 'fallback', reason: 'llm invalid_output' });
    expect(server.chatRequests()).toHaveLength(2);
  });

  it('waits the Retry-After of a 429, then uses the answer', async () => {
    const slide = primarySlide('en');
    const waits: number[] = [];
    server.enqueue({
      type: 'error',
      status: 429,
      message: 'Rate limit reached for requests',
      errorType: 'requests',
      code: 'rate_limit_exceeded',
      headers: { 'retry-after': '2' },
    });
    model = (r) => rewriteReply(r, onText1(GOOD_EN));
    const [result] = await rewrite([slide], 'en', {
      sleep: async (ms) => {
        waits.push(ms);
      },
    });
    expect(waits).toEqual([2000]);
    expect(result!.fields[0]).toMatchObject({ status: 'rewritten' });
    expect(result!.requests).toBe(2);
  });

  it('falls back for a slide whose answers are cut in transit, and goes on with the next slide', async () => {
    const slide = primarySlide('en');
    const cut = JSON.stringify({ fields: [{ id: 'text_1', text: GOOD_EN }] });
    server.enqueue({ type: 'cut', content: cut }, { type: 'cut', content: cut });
    model = (r) => rewriteReply(r, onText1(GOOD_EN));
    const results: SlideRewrite[] = [];
    // One slide at a time: the first one gets both cut answers (first request and its one retry).
    for await (const r of rewriteDeck({
      slides: [slide, { ...slide, slide_num: slide.slide_num + 1 }],
      facts: [facts],
      outLang: 'en',
      client: client({ retry: { maxRetries: 1 } }),
      concurrency: 1,
    }))
      results.push(r);
    expect(results.map((r) => r.fields[0]?.status)).toEqual(['fallback', 'rewritten']);
    expect(results[0]!.fields[0]!.reason).toBe('llm network');
    expect(results[0]!.slide).toEqual(slide);
  });

  it('a cut answer once is retried by the client and the next answer used', async () => {
    const slide = primarySlide('en');
    model = (r) => rewriteReply(r, onText1(GOOD_EN));
    server.enqueue({ type: 'cut', content: JSON.stringify({ fields: [{ id: 'text_1', text: GOOD_EN }] }) });
    const [recovered] = await rewrite([slide], 'en', { retry: { maxRetries: 1 } });
    expect(recovered!.fields[0]).toMatchObject({ status: 'rewritten' });
    expect(recovered!.requests).toBe(2);
  });

  it('falls back when the model does not answer in time', async () => {
    const slide = primarySlide('en');
    server.enqueue({ type: 'delay', ms: 2_000, answer: rewriteReply(emptyRequest(), () => null) });
    const [result] = await rewrite([slide], 'en', { retry: { maxRetries: 0 } }, 100);
    expect(result!.fields[0]).toMatchObject({ status: 'fallback', reason: 'llm timeout' });
  });

  it('passes skipped slides through without asking, and slides without prose without a request', async () => {
    const slides = deck('en');
    model = (r) => rewriteReply(r, onText1(GOOD_EN));
    const results: SlideRewrite[] = [];
    for await (const r of rewriteDeck({
      slides,
      facts: [facts],
      outLang: 'en',
      client: client(),
      skip: (slide) => slide.slide_id !== 'chapter_title_001',
    }))
      results.push(r);
    expect(results.map((r) => r.slide)).toEqual(slides);
    expect(server.chatRequests()).toHaveLength(0);
  });

  it('rewrites a Chinese deck in order: translated where the model is right, offline where it lied', async () => {
    const slides = deck('zh-cn');
    model = (r) =>
      rewriteReply(r, (f) => {
        // A faithful translation of the quoted baseline; a changed ratio in the conclusion.
        if (f.text.includes('Median age')) return '患者中位年龄为61岁，男性占58%。';
        if (f.text.includes('主要终点'))
          return '主要终点（无进展生存期）组间差异具有统计学意义：风险比（HR）为0.52。';
        return null;
      });
    const results = await rewrite(slides, 'zh-cn');
    expect(results.map((r) => r.slide.slide_num)).toEqual(slides.map((s) => s.slide_num));
    const shown = results.map((r) => r.slide);
    const design = shown.find((s) => s.slide_id === 'clinical_trial_001')!;
    expect(textOf(design, 'patients_basic_info_1')).toBe('患者中位年龄为61岁，男性占58%。');
    // The offline conclusion is written in Chinese from the primary result's facts, and stays.
    const conclusion = shown.find((s) => s.slide_id === 'section_slide_007')!;
    const offline = textOf(slides.find((s) => s.slide_id === 'section_slide_007')!, 'Conclusion_text');
    expect(offline).toContain('主要终点');
    expect(textOf(conclusion, 'Conclusion_text')).toBe(offline);
    const fields = results.flatMap((r) => r.fields);
    expect(fields.find((f) => f.contentId === 'Conclusion_text')).toMatchObject({
      status: 'fallback',
      reason: expect.stringContaining('0.52'),
    });
    const counts = rewriteCounts(fields);
    expect(counts.rewritten).toBe(1);
    expect(counts.fallbackBy.unsourced).toBe(1);
    // Provenance is as the offline writer recorded it, slide by slide.
    expect(shown.map((s) => s.provenance)).toEqual(slides.map((s) => s.provenance));
    const check = checkWork({ lang: 'zh-cn', slides: shown, facts: [facts], sourceTexts: TRIAL_PAGES });
    expect(check.unsourcedNumbers).toEqual([]);
    expect(check.primary).toBe('stated');
  });
});

function emptyRequest(): RecordedRequest {
  return { method: 'POST', path: '/v1/chat/completions', headers: {}, body: null };
}
