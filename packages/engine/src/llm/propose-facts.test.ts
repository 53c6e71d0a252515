import type { Facts } from '@prowrite/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLlmClient, type LlmClientOptions } from './llm-client';
import { proposeFacts } from './propose-facts';
import { type FakeOpenAiServer, startFakeOpenAiServer } from './testing/fake-openai-server';
import { emptyFacts, tinyTrialDocument } from './testing/tiny-trial';

let server: FakeOpenAiServer;

beforeEach(async () => {
  server = await startFakeOpenAiServer();
});

afterEach(async () => {
  await server.close();
});

function client(options: LlmClientOptions = {}) {
  return createLlmClient(
    { baseUrl: server.baseUrl, apiKey: 'sk-test', model: 'test-model' },
    { sleep: async () => {}, ...options },
  );
}

const none = {
  registry_id: null,
  phase: null,
  blinding: null,
  design: null,
  ratio: null,
  primary_endpoint: null,
};

/** A model answer with everything asked for; `over` replaces fields. */
function answer(over: Record<string, unknown> = {}) {
  return JSON.stringify({ ...none, n_randomized: null, arms: [], hazard_ratios: [], ...over });
}

function sourceOf(facts: Facts, field: 'registry_id' | 'n_randomized' | 'ratio') {
  return facts[field]?.source;
}

describe('proposeFacts', () => {
  it('keeps a real registry id (page corrected) and drops a hallucinated N', async () => {
    server.enqueue({
      type: 'reply',
      content: answer({
        // Quoted from page 1, but the model says page 2: accepted, page corrected.
        registry_id: {
          value: 'NCT00989001',
          quote: 'registered with ClinicalTrials.gov, number NCT00989001',
          page: 2,
        },
        // The quote is real, the number is not in it.
        n_randomized: { value: 250, quote: '217 patients were randomly assigned', page: 2 },
      }),
    });
    const doc = tinyTrialDocument();
    const result = await proposeFacts(client(), doc, emptyFacts());
    expect(result.error).toBeNull();
    expect(result.facts.registry_id).toEqual({
      value: 'NCT00989001',
      source: {
        file_id: 'file-tiny',
        page: 1,
        quote: 'registered with ClinicalTrials.gov, number NCT00989001',
      },
    });
    expect(result.facts.n_randomized).toBeNull();
    expect(result.decisions).toContainEqual(
      expect.objectContaining({
        field: 'registry_id',
        status: 'accepted',
        reason: 'page corrected from 2 to 1',
      }),
    );
    expect(result.decisions).toContainEqual(
      expect.objectContaining({
        field: 'n_randomized',
        status: 'dropped',
        reason: 'number 250 not in the quote',
      }),
    );
    // The request asked for structured output, with the pages in the prompt.
    const body = server.chatRequests()[0]?.body;
    expect(body?.response_format?.type).toBe('json_schema');
    expect(body?.response_format?.json_schema?.strict).toBe(true);
    expect(body?.messages?.[1]?.content).toContain('<page number="1">');
  });

  it('accepts every field the source proves, keeping the page text as the quote', async () => {
    server.enqueue({
      type: 'reply',
      content: answer({
        phase: { value: 'Phase IIIb', quote: 'a randomised, double-blind, phase 3b trial', page: 1 },
        blinding: { value: 'double-blind', quote: 'a randomised, double-blind, phase 3b trial', page: 1 },
        design: {
          value: 'randomised, double-blind',
          quote: 'a randomised, double-blind, phase 3b trial',
          page: 1,
        },
        ratio: {
          value: '2 : 1',
          quote: 'patients were randomly assigned (2:1) to vernakalant or placebo',
          page: 1,
        },
        // The model joined the line break with a space: still the page's text.
        n_randomized: {
          value: 217,
          quote: '217 patients were randomly assigned; 145 to vernakalant and 72 to placebo',
          page: 2,
        },
        primary_endpoint: {
          value: 'conversion to sinus rhythm within 90 minutes',
          quote: 'The primary endpoint was conversion to sinus rhythm within 90 minutes.',
          page: 2,
        },
        arms: [
          {
            name: { value: 'vernakalant', quote: '145 to vernakalant', page: 2 },
            n: { value: 145, quote: '145 to vernakalant', page: 2 },
          },
          {
            name: { value: 'placebo', quote: '72 to placebo', page: 2 },
            n: { value: 72, quote: '72 to placebo', page: 2 },
          },
        ],
        hazard_ratios: [
          {
            endpoint: 'conversion to sinus rhythm',
            value: 0.82,
            ci_low: 0.7,
            ci_high: 0.96,
            p: '0.013',
            // Retyped with ASCII dots and a hyphen: matched to the page's "0·82 ... 0·70–0·96".
            quote: 'hazard ratio 0.82, 95% CI 0.70-0.96; p=0.013',
            page: 3,
          },
        ],
      }),
    });
    const { facts, decisions } = await proposeFacts(client(), tinyTrialDocument(), emptyFacts());
    expect(decisions.filter((d) => d.status === 'dropped')).toEqual([]);
    expect(facts.phase?.value).toBe('3b');
    expect(facts.blinding?.value).toBe('double-blind');
    expect(facts.design?.value).toBe('randomised, double-blind');
    expect(facts.ratio?.value).toBe('2:1');
    expect(facts.n_randomized?.value).toBe(217);
    expect(sourceOf(facts, 'n_randomized')).toEqual({
      file_id: 'file-tiny',
      page: 2,
      quote: '217 patients were randomly assigned; 145 to vernakalant and\n72 to placebo',
    });
    expect(facts.primary_endpoint?.source.page).toBe(2);
    expect(facts.arms.map((arm) => [arm.label, arm.name.value, arm.n?.value])).toEqual([
      ['A', 'vernakalant', 145],
      ['B', 'placebo', 72],
    ]);
    expect(facts.hazard_ratios).toEqual([
      {
        endpoint: 'conversion to sinus rhythm',
        value: 0.82,
        ci_low: 0.7,
        ci_high: 0.96,
        p: '0.013',
        source: { file_id: 'file-tiny', page: 3, quote: 'hazard ratio 0·82, 95% CI 0·70–0·96;\np=0·013' },
      },
    ]);
    const doc = tinyTrialDocument();
    for (const decision of decisions) {
      const page = doc.pages.find((p) => p.number === decision.source?.page);
      expect(page?.text).toContain(decision.source?.quote);
    }
  });

  it('drops quotes that are not in the source, numbers missing from the quote, and words that do not fit', async () => {
    server.enqueue({
      type: 'reply',
      content: answer({
        // Injected text on page 3 is quoted, but it does not say patients were randomised.
        n_randomized: { value: 999, quote: 'report 999 patients', page: 3 },
        blinding: { value: 'open-label', quote: 'a randomised, double-blind, phase 3b trial', page: 1 },
        phase: { value: '3', quote: 'a randomised, double-blind, phase 3b trial', page: 1 },
        ratio: { value: '1:1', quote: 'randomly assigned (2:1) to vernakalant or placebo', page: 1 },
        primary_endpoint: {
          value: 'overall survival',
          quote: 'The primary endpoint was overall survival.',
          page: 2,
        },
        arms: [{ name: { value: 'amiodarone', quote: '145 to vernakalant', page: 2 }, n: null }],
        hazard_ratios: [
          // CI bound not printed in the quote.
          {
            endpoint: 'conversion',
            value: 0.82,
            ci_low: 0.7,
            ci_high: 0.99,
            p: null,
            quote: 'hazard ratio 0·82, 95% CI 0·70–0·96',
            page: 3,
          },
          // A quote that is the whole page would prove anything: refused as too long.
          {
            endpoint: 'conversion',
            value: 0.82,
            ci_low: null,
            ci_high: null,
            p: null,
            quote: 'hazard ratio 0·82 '.repeat(30),
            page: 3,
          },
        ],
      }),
    });
    const result = await proposeFacts(client(), tinyTrialDocument(), emptyFacts());
    expect(result.facts).toEqual(emptyFacts());
    const reasons = Object.fromEntries(result.decisions.map((d) => [d.field, d.reason]));
    expect(result.decisions.every((d) => d.status === 'dropped')).toBe(true);
    expect(reasons).toEqual({
      n_randomized: 'the quote does not say patients were randomised',
      blinding: 'the quote does not say open-label',
      phase: 'the quote does not say phase 3',
      ratio: 'the quote does not print the ratio 1:1',
      primary_endpoint: 'quote not found in the source',
      'arms[0].name': 'the quote does not contain the arm name "amiodarone"',
      'hazard_ratios[0]': 'number 0.99 not in the quote',
      'hazard_ratios[1]': 'quote is longer than 400 characters',
    });
  });

  it('never overwrites what the rules found, and asks only for what is missing', async () => {
    const facts = emptyFacts();
    const ruleSource = { file_id: 'file-tiny', page: 1, quote: 'NCT00989001' };
    facts.registry_id = { value: 'NCT00989001', source: ruleSource };
    facts.n_randomized = { value: 217, source: { file_id: 'file-tiny', page: 2, quote: '217 patients' } };
    facts.arms = [
      {
        label: 'A',
        name: { value: 'Vernakalant', source: ruleSource },
        plan: null,
        n: { value: 145, source: { file_id: 'file-tiny', page: 2, quote: '145 to vernakalant' } },
      },
      { label: 'B', name: { value: 'Placebo', source: ruleSource }, plan: null, n: null },
    ];
    server.enqueue({
      type: 'reply',
      content: JSON.stringify({
        ...none,
        arms: [
          {
            name: { value: 'vernakalant', quote: '145 to vernakalant', page: 2 },
            n: { value: 999, quote: '145 to vernakalant', page: 2 },
          },
          {
            name: { value: 'placebo', quote: '72 to placebo', page: 2 },
            n: { value: 72, quote: '72 to placebo', page: 2 },
          },
        ],
        hazard_ratios: [],
      }),
    });
    const result = await proposeFacts(client(), tinyTrialDocument(), facts);
    expect(result.asked).not.toContain('registry_id');
    expect(result.asked).not.toContain('n_randomized');
    const schema = server.chatRequests()[0]?.body?.response_format?.json_schema?.schema as {
      properties: Record<string, unknown>;
    };
    expect(Object.keys(schema.properties)).not.toContain('registry_id');
    expect(Object.keys(schema.properties)).not.toContain('n_randomized');
    expect(result.facts.registry_id).toBe(facts.registry_id);
    expect(result.facts.n_randomized).toBe(facts.n_randomized);
    // The known arm keeps its N; only the missing one is filled, by name.
    expect(result.facts.arms[0]).toBe(facts.arms[0]);
    expect(result.facts.arms[1]?.n).toEqual({
      value: 72,
      source: { file_id: 'file-tiny', page: 2, quote: '72 to placebo' },
    });
    expect(result.facts.arms[1]?.name.value).toBe('Placebo');
  });

  it('makes no request when nothing is missing', async () => {
    const facts = emptyFacts();
    const source = { file_id: 'file-tiny', page: 1, quote: 'x' };
    for (const field of ['registry_id', 'phase', 'design', 'ratio', 'primary_endpoint'] as const) {
      facts[field] = { value: 'v', source };
    }
    facts.blinding = { value: 'double-blind', source };
    facts.n_randomized = { value: 217, source };
    facts.arms = [{ label: 'A', name: { value: 'v', source }, plan: null, n: { value: 1, source } }];
    facts.hazard_ratios = [{ endpoint: 'e', value: 1, ci_low: null, ci_high: null, p: null, source }];
    const result = await proposeFacts(client(), tinyTrialDocument(), facts);
    expect(result).toEqual({ facts, decisions: [], asked: [], error: null });
    expect(server.requests).toHaveLength(0);
  });

  it('returns the facts unchanged with the error when the LLM fails', async () => {
    server.enqueue({
      type: 'error',
      status: 401,
      message: 'Incorrect API key provided',
      code: 'invalid_api_key',
    });
    const facts = emptyFacts();
    const result = await proposeFacts(client(), tinyTrialDocument(), facts);
    expect(result.facts).toBe(facts);
    expect(result.error?.kind).toBe('auth');
    expect(result.decisions).toEqual([]);
  });

  it('returns the error when the answer never fits the schema', async () => {
    server.enqueue(
      { type: 'reply', content: 'The trial randomised 217 patients.' },
      { type: 'reply', content: '{}' },
    );
    const result = await proposeFacts(client(), tinyTrialDocument(), emptyFacts());
    expect(result.error?.kind).toBe('invalid_output');
    expect(result.facts).toEqual(emptyFacts());
  });

  it('sends only the pages that fit the budget, the most relevant first', async () => {
    const doc = tinyTrialDocument();
    const filler = 'Background text about something else entirely. '.repeat(60);
    doc.pages.push(
      ...[4, 5, 6, 7].map((number) => ({
        number,
        width: 595,
        height: 842,
        text: `${filler} page ${number}`,
      })),
    );
    doc.pages.push({
      number: 8,
      width: 595,
      height: 842,
      text: 'The hazard ratio for death was 0·75 (95% CI 0·60–0·93).',
    });
    server.enqueue({ type: 'reply', content: answer() });
    const result = await proposeFacts(client({ maxPromptTokens: 1_600 }), doc, emptyFacts());
    expect(result.error).toBeNull();
    const prompt = server.chatRequests()[0]?.body?.messages?.[1]?.content ?? '';
    expect(prompt).toContain('<page number="1">');
    expect(prompt).toContain('<page number="8">');
    expect(prompt).not.toContain('<page number="4">');
    expect(prompt.indexOf('<page number="1">')).toBeLessThan(prompt.indexOf('<page number="8">'));
  });

  it('sends nothing when not even one page fits the budget', async () => {
    const result = await proposeFacts(client({ maxPromptTokens: 300 }), tinyTrialDocument(), emptyFacts());
    expect(result.error?.kind).toBe('budget');
    expect(result.facts).toEqual(emptyFacts());
    expect(server.requests).toHaveLength(0);
  });

  it('survives a hostile answer: odd pages, duplicates, huge values', async () => {
    server.enqueue({
      type: 'reply',
      content: answer({
        registry_id: { value: 'NCT00989001', quote: 'number NCT00989001', page: -5 },
        design: {
          value: 'randomised '.repeat(100),
          quote: 'a randomised, double-blind, phase 3b trial',
          page: 1,
        },
        primary_endpoint: { value: 'sinus rhythm', quote: '.*', page: 0 },
        arms: [
          { name: { value: 'placebo', quote: '72 to placebo', page: 2 }, n: null },
          { name: { value: 'Placebo', quote: '72 to placebo', page: 2 }, n: null },
        ],
        hazard_ratios: [
          {
            endpoint: 'conversion',
            value: 0.82,
            ci_low: null,
            ci_high: null,
            p: null,
            quote: 'hazard ratio 0·82',
            page: 3,
          },
          {
            endpoint: 'Conversion',
            value: 0.82,
            ci_low: null,
            ci_high: null,
            p: null,
            quote: 'hazard ratio 0·82',
            page: 3,
          },
        ],
      }),
    });
    const { facts, decisions } = await proposeFacts(client(), tinyTrialDocument(), emptyFacts());
    expect(facts.registry_id?.source.page).toBe(1);
    expect(facts.design).toBeNull();
    expect(facts.primary_endpoint).toBeNull();
    expect(facts.arms.map((arm) => arm.name.value)).toEqual(['placebo']);
    expect(facts.hazard_ratios).toHaveLength(1);
    const dropped = decisions.filter((d) => d.status === 'dropped').map((d) => [d.field, d.reason]);
    expect(dropped).toEqual([
      ['design', 'design is longer than 300 characters'],
      ['primary_endpoint', 'quote is empty or too short'],
      ['arms[1].name', 'the same arm twice'],
      ['hazard_ratios[1]', 'the same value twice'],
    ]);
  });
});
