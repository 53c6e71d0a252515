import { type Facts, measureText, type Slide } from '@prowrite/contracts';
import { reportedPrimaryValues } from '../../check-work/check-work';
import { isLabelId } from '../../check-work/placed-text';
import { fitText } from '../../writer/fit-text';
import type { OutLang } from '../../writer/labels';
import { WRITER_LAYOUTS } from '../../writer/layouts';
import { QUOTE_MARK } from '../../writer/source-quote';
import type { LlmCallOptions, LlmProvider } from '../llm-client';
import { isLlmError } from '../llm-error';
import { type FieldProblem, fieldProblems, type RewriteField } from './field-check';
import { valueKeysOf } from './number-guard';
import {
  REWRITE_SCHEMA_NAME,
  type RewriteAnswer,
  rewriteAnswerSchema,
  retryMessages,
  rewriteMessages,
} from './rewrite-prompt';

/** What became of one field: the model's text accepted, the offline text kept as it was, or fallen back to. */
export type FieldOutcome = {
  slideNum: number;
  contentId: string;
  status: 'rewritten' | 'kept' | 'fallback';
  /**
   * Why it fell back or was kept: the rules broken by the last answer, 'not answered', 'unchanged', or
   * 'llm <kind>' when the call failed. Value tokens at most, never text of the sources.
   */
  reason?: string;
};

export type SlideRewrite = { slide: Slide; fields: FieldOutcome[]; requests: number };

export type RewriteDeckInput = {
  /** The offline deck as it will be stored (split, numbered). */
  slides: readonly Slide[];
  /** Each source's facts (for which texts state the primary result). */
  facts: readonly Facts[];
  outLang: OutLang;
  client: LlmProvider;
  /** Slides rewritten at the same time (one request each). */
  concurrency?: number;
  /** Slides to pass through untouched (e.g. already stored by an earlier run). */
  skip?: (slide: Slide) => boolean;
  call?: Pick<LlmCallOptions, 'signal' | 'timeoutMs' | 'maxOutputTokens'>;
};

export const DEFAULT_REWRITE_CONCURRENCY = 3;

/** Below this measure a field is a name or a short label, written from the glossary: not prose to rewrite. */
const MIN_PROSE = 40;

/**
 * The fields of a slide worth rewriting: sentence fields (not titles, field names or numbers) with a box
 * budget of the offline writer, that are prose or hold a source sentence kept in its language.
 */
export function rewritableFields(slide: Slide, primaryValues: readonly string[][]): RewriteField[] {
  const limits: Record<string, number> | undefined = (
    WRITER_LAYOUTS as Record<string, { limits: Record<string, number> }>
  )[slide.slide_id]?.limits;
  if (!limits) return [];
  const out: RewriteField[] = [];
  for (const c of slide.content) {
    const limit = limits[c.id];
    if (typeof c.text !== 'string' || limit === undefined || isLabelId(c.id)) continue;
    const marked = c.text.includes(QUOTE_MARK['zh-cn']) || c.text.includes(QUOTE_MARK.en);
    if (!marked && measureText(c.text) < MIN_PROSE) continue;
    const text = c.text;
    out.push({
      contentId: c.id,
      offline: text,
      limit,
      primaryValues:
        primaryValues.find((values) => values.length > 0 && values.every((v) => text.includes(v))) ?? [],
    });
  }
  return out;
}

type Context = {
  lang: OutLang;
  client: LlmProvider;
  primaryValues: string[][];
  call: RewriteDeckInput['call'];
};

const describe = (problems: FieldProblem[]) => problems.map((p) => `${p.rule}: ${p.detail}`).join('; ');

/**
 * One slide: one request for its rewritable fields; each answered field goes through `fieldProblems`; the
 * refused ones get one retry naming what was wrong, then fall back to the offline text. A failed call (bad
 * JSON after the client's repair, rate limits or server errors past the retry policy, a cut answer, a
 * timeout) falls back for the whole slide. Provenance is left exactly as the offline writer recorded it.
 */
async function rewriteSlide(slide: Slide, ctx: Context): Promise<SlideRewrite> {
  const fields = rewritableFields(slide, ctx.primaryValues);
  if (fields.length === 0) return { slide, fields: [], requests: 0 };
  const quotes = (slide.provenance ?? []).map((p) => p.quote);
  // The model sees this slide's texts and quotes only: a value it prints must be printed there.
  const sourced = valueKeysOf(quotes);
  const messages = rewriteMessages(ctx.lang, slide.catchy_title, fields, quotes);
  const accepted = new Map<string, string>();
  const outcomes = new Map<string, FieldOutcome>();
  const outcome = (f: RewriteField, status: FieldOutcome['status'], reason?: string) =>
    outcomes.set(f.contentId, {
      slideNum: slide.slide_num,
      contentId: f.contentId,
      status,
      ...(reason ? { reason } : {}),
    });
  let requests = 0;

  const judge = (answer: RewriteAnswer, asked: RewriteField[], last: boolean) => {
    const refused = new Map<string, FieldProblem[]>();
    for (const f of asked) {
      const text = answer.fields.find((a) => a.id === f.contentId)?.text;
      if (text === undefined) {
        if (last) outcome(f, 'kept', 'not answered');
        else refused.set(f.contentId, [{ rule: 'empty', detail: 'no text was given for this field' }]);
        continue;
      }
      const problems = fieldProblems(f, text, sourced, ctx.lang);
      if (problems.length === 0) {
        const whole = fitText(text, Number.POSITIVE_INFINITY);
        if (whole === f.offline) outcome(f, 'kept', 'unchanged');
        else {
          accepted.set(f.contentId, whole);
          outcome(f, 'rewritten');
        }
      } else if (last) outcome(f, 'fallback', describe(problems));
      else refused.set(f.contentId, problems);
    }
    return refused;
  };

  try {
    const first = await ctx.client.completeJson(
      messages,
      { name: REWRITE_SCHEMA_NAME, schema: rewriteAnswerSchema },
      ctx.call,
    );
    requests += first.requests;
    const refused = judge(first.value, fields, false);
    if (refused.size > 0) {
      const again = fields.filter((f) => refused.has(f.contentId));
      try {
        const second = await ctx.client.completeJson(
          retryMessages(messages, first.value, refused),
          { name: REWRITE_SCHEMA_NAME, schema: rewriteAnswerSchema },
          ctx.call,
        );
        requests += second.requests;
        judge(second.value, again, true);
      } catch (error) {
        if (!isLlmError(error)) throw error;
        requests += error.requests;
        for (const f of again) outcome(f, 'fallback', `llm ${error.kind}`);
      }
    }
  } catch (error) {
    if (!isLlmError(error)) throw error;
    requests += error.requests;
    for (const f of fields) if (!outcomes.has(f.contentId)) outcome(f, 'fallback', `llm ${error.kind}`);
  }
  const content = slide.content.map((c) => {
    const text = accepted.get(c.id);
    return text === undefined ? c : { ...c, text };
  });
  return {
    slide: accepted.size > 0 ? { ...slide, content } : slide,
    fields: fields.flatMap((f) => outcomes.get(f.contentId) ?? []),
    requests,
  };
}

/**
 * The LLM writer: rewrites and translates each slide's prose into the output language from the facts' quotes,
 * every field checked by the number guard and the offline writer's fitting rules (see `rewriteSlide`). A
 * rewrite may print only values of the offline text it replaces or of the quotes of the facts its slide shows
 * (its provenance, each quote found on its source page): the sources, narrowed to what the model was given.
 * Yields the slides in deck order, `concurrency` of them in flight at a time; a slide whose call fails keeps
 * its offline text, so the deck is always complete.
 */
export async function* rewriteDeck(input: RewriteDeckInput): AsyncGenerator<SlideRewrite> {
  const ctx: Context = {
    lang: input.outLang,
    client: input.client,
    primaryValues: input.facts.flatMap((f) => {
      const values = reportedPrimaryValues(f);
      return values ? [values] : [];
    }),
    call: input.call,
  };
  const concurrency = Math.max(1, input.concurrency ?? DEFAULT_REWRITE_CONCURRENCY);
  const run = (slide: Slide): Promise<SlideRewrite> =>
    input.skip?.(slide) ? Promise.resolve({ slide, fields: [], requests: 0 }) : rewriteSlide(slide, ctx);
  const inFlight: Promise<SlideRewrite>[] = [];
  let next = 0;
  const fill = () => {
    while (inFlight.length < concurrency && next < input.slides.length) {
      const running = run(input.slides[next++]!);
      // Awaited in order below; a rejection is never left unobserved while an earlier slide is awaited.
      running.catch(() => {});
      inFlight.push(running);
    }
  };
  fill();
  while (inFlight.length > 0) {
    const done = await inFlight.shift()!;
    fill();
    yield done;
  }
}

/** Counts of a rewrite for logs and job results: statuses, and fallbacks by rule (no text). */
export function rewriteCounts(fields: readonly FieldOutcome[]): {
  rewritten: number;
  kept: number;
  fallback: number;
  fallbackBy: Record<string, number>;
} {
  const fallbackBy: Record<string, number> = {};
  let rewritten = 0;
  let kept = 0;
  let fallback = 0;
  for (const f of fields) {
    if (f.status === 'rewritten') rewritten++;
    else if (f.status === 'kept') kept++;
    else {
      fallback++;
      const rules = f.reason?.startsWith('llm ')
        ? [f.reason]
        : [...new Set((f.reason ?? '').split('; ').map((r) => r.split(':')[0]!))];
      for (const rule of rules) fallbackBy[rule] = (fallbackBy[rule] ?? 0) + 1;
    }
  }
  return { rewritten, kept, fallback, fallbackBy };
}
