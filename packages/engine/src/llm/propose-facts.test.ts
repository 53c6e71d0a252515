import type { Facts } from '@prowrite/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLlmClient, type LlmClientOptions } from './llm-client';
import { mergeProposals, proposeFacts } from './propose-facts';
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
  return JSON.stringify({
    ...none,
    n_randomized: null,
    planned_n: null,
    objectives: [],
    arms: [],
    hazard_ratios: [],
    effects: [],
    primary_result: null,
    ...over,
  });
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
        effects: [],
        primary_result: null,
        planned_n: null,
        objectives: [],
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
    facts.effects = [{ ...facts.hazard_ratios[0]!, measure: 'HR', ci_level: 95 }];
    facts.primary_result = { endpoint: 'e', arms: [], effect: null, source };
    facts.planned_n = { value: 240, source };
    facts.objectives = [{ kind: 'primary', value: 'v', source }];
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
    const result = await proposeFacts(client({ maxPromptTokens: 2_200 }), doc, emptyFacts());
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

/** Facts as the rules might leave them: arms and primary endpoint known, no effects, no primary result. */
function factsWithArms(): Facts {
  const facts = emptyFacts();
  const source = (page: number, quote: string) => ({ file_id: 'file-tiny', page, quote });
  facts.arms = [
    {
      label: 'A',
      name: { value: 'Vernakalant', source: source(2, '145 to vernakalant') },
      plan: null,
      n: { value: 145, source: source(2, '145 to vernakalant') },
    },
    {
      label: 'B',
      name: { value: 'Placebo', source: source(2, '72 to placebo') },
      plan: null,
      n: { value: 72, source: source(2, '72 to placebo') },
    },
  ];
  facts.primary_endpoint = {
    value: 'conversion to sinus rhythm within 90 minutes',
    source: source(2, 'The primary endpoint was conversion to sinus rhythm within 90 minutes.'),
  };
  return facts;
}

const RESULT_QUOTE =
  'Conversion to sinus rhythm within 90 minutes occurred in 75 of 145 patients (51.7%) given vernakalant and in 4 of 72 (5.6%) given placebo (risk ratio 9.3, 95% CI 3.5-24.6; p<0.001)';
const RESULT_ON_PAGE =
  'Conversion to sinus rhythm within 90 minutes occurred in 75 of 145 patients (51·7%) given vernakalant\nand in 4 of 72 (5·6%) given placebo (risk ratio 9·3, 95% CI 3·5–24·6; p<0·001)';
const riskRatio = {
  measure: 'RR' as const,
  value: 9.3,
  ci_low: 3.5,
  ci_high: 24.6,
  ci_level: null,
  p: '<0.001',
};

function armResult(arm: string, value: number, n: number | null, N: number | null, quote: string) {
  return { arm, value, unit: '%', n, N, quote, page: 3 };
}

const vernakalantArm = armResult(
  'vernakalant',
  51.7,
  75,
  145,
  '75 of 145 patients (51.7%) given vernakalant',
);
const placeboArm = armResult('placebo', 5.6, 4, 72, 'in 4 of 72 (5.6%) given placebo');

describe('proposeFacts: effects and the primary result', () => {
  it('asks for effects and the primary result only when the rules left them empty', async () => {
    server.enqueue({ type: 'reply', content: answer() }, { type: 'reply', content: answer() });
    const asked = async (facts: Facts) => {
      const result = await proposeFacts(client(), tinyTrialDocument(), facts);
      const requests = server.chatRequests();
      const schema = requests[requests.length - 1]?.body?.response_format?.json_schema?.schema as {
        properties: Record<string, unknown>;
      };
      return { result, properties: Object.keys(schema.properties) };
    };
    const empty = await asked(emptyFacts());
    expect(empty.result.asked).toEqual(expect.arrayContaining(['effects', 'primary_result']));
    expect(empty.properties).toEqual(expect.arrayContaining(['effects', 'primary_result']));

    const found = emptyFacts();
    const source = { file_id: 'file-tiny', page: 3, quote: 'risk ratio 9·3' };
    found.effects = [{ endpoint: 'conversion', ...riskRatio, measure: 'RR', ci_level: 95, source }];
    found.primary_result = { endpoint: 'conversion', arms: [], effect: null, source };
    const rules = await asked(found);
    expect(rules.result.asked).not.toContain('effects');
    expect(rules.result.asked).not.toContain('primary_result');
    expect(rules.properties).not.toContain('effects');
    expect(rules.properties).not.toContain('primary_result');
    expect(rules.result.facts.effects).toBe(found.effects);
    expect(rules.result.facts.primary_result).toBe(found.primary_result);
  });

  it('accepts effects and a primary result the page proves, with the page text as quotes', async () => {
    server.enqueue({
      type: 'reply',
      content: answer({
        hazard_ratios: [
          {
            endpoint: 'conversion to sinus rhythm',
            value: 0.82,
            ci_low: 0.7,
            ci_high: 0.96,
            p: '0.013',
            quote: 'hazard ratio 0.82, 95% CI 0.70-0.96; p=0.013',
            page: 3,
          },
        ],
        effects: [
          {
            endpoint: 'conversion to sinus rhythm within 90 minutes',
            ...riskRatio,
            quote: RESULT_QUOTE,
            page: 3,
          },
          // A difference, negative, with a 90% interval: the level is read from the quote.
          {
            endpoint: 'time to conversion',
            measure: 'MD',
            value: -11.2,
            ci_low: -15,
            ci_high: -7.4,
            ci_level: null,
            p: null,
            quote: 'mean difference -11.2 min, 90% CI -15.0 to -7.4',
            page: 2,
          },
          // The first estimate again, under another endpoint name.
          {
            endpoint: 'conversion',
            ...riskRatio,
            quote: 'risk ratio 9.3, 95% CI 3.5-24.6; p<0.001',
            page: 3,
          },
        ],
        primary_result: {
          endpoint: 'conversion to sinus rhythm within 90 minutes',
          arms: [vernakalantArm, placeboArm],
          effect: riskRatio,
          quote: RESULT_QUOTE,
          page: 3,
        },
      }),
    });
    const facts = factsWithArms();
    const result = await proposeFacts(client(), tinyTrialDocument(), facts);
    expect(result.error).toBeNull();
    const dropped = result.decisions.filter((d) => d.status === 'dropped');
    expect(dropped.map((d) => [d.field, d.reason])).toEqual([['effects[2]', 'the same value twice']]);
    const page3 = (quote: string) => ({ file_id: 'file-tiny', page: 3, quote });
    expect(result.facts.effects).toEqual([
      {
        endpoint: 'conversion to sinus rhythm within 90 minutes',
        measure: 'RR',
        value: 9.3,
        ci_low: 3.5,
        ci_high: 24.6,
        ci_level: 95,
        p: '<0.001',
        source: page3(RESULT_ON_PAGE),
      },
      {
        endpoint: 'time to conversion',
        measure: 'MD',
        value: -11.2,
        ci_low: -15,
        ci_high: -7.4,
        ci_level: 90,
        p: null,
        source: page3('mean difference −11·2 min, 90% CI −15·0 to −7·4'),
      },
      // The checked hazard ratio is one of the effects too, as the rules report it.
      {
        endpoint: 'conversion to sinus rhythm',
        measure: 'HR',
        value: 0.82,
        ci_low: 0.7,
        ci_high: 0.96,
        ci_level: 95,
        p: '0.013',
        source: page3('hazard ratio 0·82, 95% CI 0·70–0·96;\np=0·013'),
      },
    ]);
    expect(result.facts.primary_result).toEqual({
      endpoint: 'conversion to sinus rhythm within 90 minutes',
      arms: [
        {
          arm: 'Vernakalant',
          value: 51.7,
          unit: '%',
          n: 75,
          N: 145,
          source: page3('75 of 145 patients (51·7%) given vernakalant'),
        },
        {
          arm: 'Placebo',
          value: 5.6,
          unit: '%',
          n: 4,
          N: 72,
          source: page3('in 4 of 72 (5·6%) given placebo'),
        },
      ],
      effect: { measure: 'RR', value: 9.3, ci_low: 3.5, ci_high: 24.6, ci_level: 95, p: '<0.001' },
      source: page3(RESULT_ON_PAGE),
    });
    expect(result.decisions).toContainEqual(
      expect.objectContaining({
        field: 'effects[1]',
        status: 'accepted',
        reason: 'page corrected from 2 to 3',
      }),
    );
    expect(result.decisions.map((d) => d.field)).toEqual(
      expect.arrayContaining([
        'primary_result',
        'primary_result.arms[0]',
        'primary_result.arms[1]',
        'primary_result.effect',
      ]),
    );
    // The rules' values are untouched.
    expect(result.facts.arms).toBe(facts.arms);
    expect(result.facts.primary_endpoint).toBe(facts.primary_endpoint);
    const prompt = server.chatRequests()[0]?.body?.messages?.[1]?.content ?? '';
    expect(prompt).toContain('Arms already known: Vernakalant; Placebo');
  });

  it('drops an effect whose number is not in its quote, a quote on no page, and an estimate that makes no sense', async () => {
    server.enqueue({
      type: 'reply',
      content: answer({
        effects: [
          { endpoint: 'conversion', ...riskRatio, ci_high: 24.8, quote: RESULT_QUOTE, page: 3 },
          {
            endpoint: 'conversion',
            ...riskRatio,
            measure: 'OR',
            value: 2.1,
            ci_low: 1.2,
            ci_high: 3.4,
            quote: 'odds ratio 2.1, 95% CI 1.2-3.4',
            page: 3,
          },
          // The quote prints a risk ratio, not an odds ratio.
          { endpoint: 'conversion', ...riskRatio, measure: 'OR', quote: RESULT_QUOTE, page: 3 },
          { endpoint: 'conversion', ...riskRatio, value: 30, quote: RESULT_QUOTE, page: 3 },
          { endpoint: 'conversion', ...riskRatio, value: -9.3, quote: RESULT_QUOTE, page: 3 },
          { endpoint: 'conversion', ...riskRatio, ci_level: 99, quote: RESULT_QUOTE, page: 3 },
          { endpoint: '', ...riskRatio, quote: RESULT_QUOTE, page: 3 },
        ],
      }),
    });
    const facts = factsWithArms();
    const result = await proposeFacts(client(), tinyTrialDocument(), facts);
    expect(result.facts.effects).toEqual([]);
    expect(result.decisions.map((d) => [d.field, d.status, d.reason])).toEqual([
      ['effects[0]', 'dropped', 'number 24.8 not in the quote'],
      ['effects[1]', 'dropped', 'quote not found in the source'],
      ['effects[2]', 'dropped', 'the quote names RR, not OR'],
      ['effects[3]', 'dropped', 'RR 30 lies outside its interval 3.5 to 24.6'],
      ['effects[4]', 'dropped', 'RR -9.3 is not positive'],
      ['effects[5]', 'dropped', 'number 99 not in the quote'],
      ['effects[6]', 'dropped', 'effect without an endpoint'],
    ]);
  });

  it('drops an arm whose value is wrong, and the primary result when fewer than two arms are left', async () => {
    server.enqueue({
      type: 'reply',
      content: answer({
        primary_result: {
          endpoint: 'conversion to sinus rhythm within 90 minutes',
          arms: [vernakalantArm, { ...placeboArm, value: 6.5 }],
          effect: riskRatio,
          quote: RESULT_QUOTE,
          page: 3,
        },
      }),
    });
    const result = await proposeFacts(client(), tinyTrialDocument(), factsWithArms());
    expect(result.facts.primary_result).toBeNull();
    expect(result.decisions.map((d) => [d.field, d.status, d.reason])).toEqual([
      ['primary_result.arms[0]', 'accepted', undefined],
      ['primary_result.arms[1]', 'dropped', 'number 6.5 not in the quote'],
      ['primary_result', 'dropped', '1 arm value(s) passed the checks; a primary result needs 2'],
    ]);
  });

  it('keeps the arms that check and drops the others: an unknown arm, an effect not in the quote', async () => {
    server.enqueue({
      type: 'reply',
      content: answer({
        primary_result: {
          endpoint: 'conversion',
          arms: [
            vernakalantArm,
            placeboArm,
            // Not an arm of the trial, and not what the quote says.
            armResult('amiodarone', 5.6, 4, 72, 'in 4 of 72 (5.6%) given placebo'),
            { ...vernakalantArm, arm: 'Vernakalant group' },
          ],
          effect: { ...riskRatio, value: 9.4, ci_low: 3.5, ci_high: 24.6 },
          quote: RESULT_QUOTE,
          page: 1,
        },
      }),
    });
    const result = await proposeFacts(client(), tinyTrialDocument(), factsWithArms());
    expect(result.facts.primary_result?.arms.map((arm) => [arm.arm, arm.value])).toEqual([
      ['Vernakalant', 51.7],
      ['Placebo', 5.6],
    ]);
    expect(result.facts.primary_result?.effect).toBeNull();
    // The known primary endpoint names the result, as the rules do.
    expect(result.facts.primary_result?.endpoint).toBe('conversion to sinus rhythm within 90 minutes');
    expect(result.decisions.map((d) => [d.field, d.status, d.reason])).toEqual([
      ['primary_result.arms[0]', 'accepted', undefined],
      ['primary_result.arms[1]', 'accepted', undefined],
      ['primary_result.arms[2]', 'dropped', 'the arm "amiodarone" is neither a known arm nor in the quote'],
      ['primary_result.arms[3]', 'dropped', 'the same arm twice'],
      ['primary_result', 'accepted', 'page corrected from 1 to 3'],
      ['primary_result.effect', 'dropped', 'number 9.4 not in the quote'],
    ]);
  });

  it('names arms as the quote prints them when no arm is known, and needs the result to be the primary one', async () => {
    const reply = (over: Record<string, unknown>) => ({
      type: 'reply' as const,
      content: answer({
        primary_result: {
          endpoint: 'conversion to sinus rhythm',
          arms: [vernakalantArm, placeboArm],
          effect: null,
          quote: RESULT_QUOTE,
          page: 3,
        },
        ...over,
      }),
    });
    // No primary endpoint known or proposed, and the quote does not say "primary": not shown to be primary.
    server.enqueue(reply({}));
    const unproven = await proposeFacts(client(), tinyTrialDocument(), emptyFacts());
    expect(unproven.facts.primary_result).toBeNull();
    expect(unproven.decisions).toContainEqual(
      expect.objectContaining({
        field: 'primary_result',
        status: 'dropped',
        reason: 'the quote does not show this is the primary endpoint',
      }),
    );

    // The primary endpoint proposed in the same answer passes its check, and so shows it.
    server.enqueue(
      reply({
        primary_endpoint: {
          value: 'conversion to sinus rhythm within 90 minutes',
          quote: 'The primary endpoint was conversion to sinus rhythm within 90 minutes.',
          page: 2,
        },
      }),
    );
    const proven = await proposeFacts(client(), tinyTrialDocument(), emptyFacts());
    expect(proven.facts.primary_result?.arms.map((arm) => arm.arm)).toEqual(['vernakalant', 'placebo']);
    expect(proven.facts.primary_result?.endpoint).toBe('conversion to sinus rhythm within 90 minutes');
  });

  it('fills the hazard ratios from HR effects, and drops an arm value quoted from outside the result', async () => {
    server.enqueue({
      type: 'reply',
      content: answer({
        effects: [
          {
            endpoint: 'conversion',
            measure: 'HR',
            value: 0.82,
            ci_low: 0.7,
            ci_high: 0.96,
            ci_level: 95,
            p: '0.013',
            quote: 'hazard ratio 0.82, 95% CI 0.70-0.96; p=0.013',
            page: 3,
          },
        ],
        primary_result: {
          endpoint: 'conversion to sinus rhythm within 90 minutes',
          // On the page, but a count of patients, not this arm's result.
          arms: [
            vernakalantArm,
            armResult('placebo', 72, null, null, '145 to vernakalant and 72 to placebo'),
          ],
          effect: null,
          quote: RESULT_QUOTE,
          page: 3,
        },
      }),
    });
    const result = await proposeFacts(client(), tinyTrialDocument(), factsWithArms());
    expect(result.facts.hazard_ratios).toEqual([
      {
        endpoint: 'conversion',
        value: 0.82,
        ci_low: 0.7,
        ci_high: 0.96,
        p: '0.013',
        source: { file_id: 'file-tiny', page: 3, quote: 'hazard ratio 0·82, 95% CI 0·70–0·96;\np=0·013' },
      },
    ]);
    expect(result.facts.effects).toHaveLength(1);
    expect(result.facts.primary_result).toBeNull();
    expect(result.decisions).toContainEqual(
      expect.objectContaining({
        field: 'primary_result.arms[1]',
        status: 'dropped',
        reason: 'the quote does not print the unit "%"',
      }),
    );
  });

  it('leaves the facts unchanged when the model answers these fields with bad JSON', async () => {
    const bad = answer({
      effects: [
        { endpoint: 'conversion', measure: 'relative risk', value: '9.3', quote: RESULT_QUOTE, page: 3 },
      ],
      primary_result: '51.7% vs 5.6%',
    });
    server.enqueue({ type: 'reply', content: bad }, { type: 'reply', content: bad });
    const facts = factsWithArms();
    const result = await proposeFacts(client(), tinyTrialDocument(), facts);
    expect(result.error?.kind).toBe('invalid_output');
    expect(result.facts).toBe(facts);
    expect(result.decisions).toEqual([]);
    // One repair request named the problem; then the model was given up on.
    expect(server.chatRequests()).toHaveLength(2);
    const repair = server.chatRequests()[1]?.body?.messages?.at(-1)?.content ?? '';
    expect(repair).toContain('effects.0');
    expect(repair).toContain('primary_result');
  });
});

describe('mergeProposals: effects and the primary result', () => {
  const primaryResult = {
    endpoint: 'conversion to sinus rhythm within 90 minutes',
    arms: [vernakalantArm, placeboArm],
    effect: riskRatio,
    quote: RESULT_QUOTE,
    page: 3,
  };

  it('never replaces what the rules found, even when handed proposals for it', () => {
    const facts = factsWithArms();
    const source = { file_id: 'file-tiny', page: 3, quote: 'risk ratio 9·3' };
    facts.effects = [{ endpoint: 'conversion', ...riskRatio, measure: 'RR', ci_level: 95, source }];
    facts.primary_result = { endpoint: 'conversion', arms: [], effect: null, source };
    const effect = {
      endpoint: 'conversion',
      ...riskRatio,
      measure: 'RR' as const,
      quote: RESULT_QUOTE,
      page: 3,
    };
    const merged = mergeProposals(
      tinyTrialDocument(),
      facts,
      { effects: [effect], primary_result: { ...primaryResult, effect: { ...riskRatio, measure: 'RR' } } },
      ['effects', 'primary_result'],
    );
    expect(merged.facts.effects).toBe(facts.effects);
    expect(merged.facts.primary_result).toBe(facts.primary_result);
    expect(merged.decisions).toEqual([]);
  });

  it('needs every arm of the result in one kind of unit', () => {
    const merged = mergeProposals(
      tinyTrialDocument(),
      factsWithArms(),
      { primary_result: { ...primaryResult, arms: [vernakalantArm, { ...placeboArm, unit: '' }] } },
      ['primary_result'],
    );
    expect(merged.facts.primary_result).toBeNull();
    expect(merged.decisions.map((d) => [d.field, d.reason])).toEqual([
      ['primary_result.arms[0]', undefined],
      ['primary_result.arms[1]', 'unit "" differs from the other arms\' "%"'],
      ['primary_result', '1 arm value(s) passed the checks; a primary result needs 2'],
    ]);
  });

  it('drops a sample-size assumption offered as the primary result', () => {
    const doc = tinyTrialDocument();
    const assumption =
      'The primary endpoint was assumed to occur in 50% given vernakalant and in 20% given placebo.';
    doc.pages[1]!.text += `\n${assumption}`;
    const merged = mergeProposals(
      doc,
      factsWithArms(),
      {
        primary_result: {
          endpoint: 'conversion',
          arms: [
            {
              arm: 'vernakalant',
              value: 50,
              unit: '%',
              n: null,
              N: null,
              quote: '50% given vernakalant',
              page: 2,
            },
            { arm: 'placebo', value: 20, unit: '%', n: null, N: null, quote: '20% given placebo', page: 2 },
          ],
          effect: null,
          quote: assumption,
          page: 2,
        },
      },
      ['primary_result'],
    );
    expect(merged.facts.primary_result).toBeNull();
    expect(merged.decisions.map((d) => [d.field, d.reason])).toEqual([
      ['primary_result', 'the quote states a sample-size assumption, not a result'],
    ]);
  });
});
