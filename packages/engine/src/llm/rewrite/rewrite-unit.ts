import { fitText } from '../../writer/fit-text';
import type { OutLang } from '../../writer/labels';
import type { LlmCallOptions, LlmProvider } from '../llm-client';
import { isLlmError } from '../llm-error';
import { type FieldProblem, fieldProblems, type RewriteField } from './field-check';
import { valueKeysOf } from './number-guard';
import {
  REWRITE_SCHEMA_NAME,
  type RewriteAnswer,
  promptQuotes,
  type RewriteTarget,
  rewriteAnswerSchema,
  retryMessages,
  rewriteMessages,
} from './rewrite-prompt';

/**
 * One thing the LLM writer rewrites in one request: a slide of a deck or a component of an article, with its
 * title, the fields it may rewrite and the quotes of the facts it shows (its provenance).
 */
export type RewriteUnit = {
  target: RewriteTarget;
  title: string;
  fields: readonly RewriteField[];
  quotes: readonly string[];
  /** A user's request for this unit (the chat-revise panel); absent for the LLM writer's own rewrite. */
  instruction?: string;
};

/** What became of one field: the model's text accepted, the offline text kept as it was, or fallen back to. */
export type UnitFieldOutcome = {
  contentId: string;
  status: 'rewritten' | 'kept' | 'fallback';
  /**
   * Why it fell back or was kept: the rules broken by the last answer, 'not answered', 'unchanged', or
   * 'llm <kind>' when the call failed. Value tokens at most, never text of the sources.
   */
  reason?: string;
};

export type UnitRewrite = {
  /** The accepted texts by content id (the offline text stays for every other field). */
  accepted: Map<string, string>;
  fields: UnitFieldOutcome[];
  requests: number;
};

export type RewriteCall = Pick<LlmCallOptions, 'signal' | 'timeoutMs' | 'maxOutputTokens'>;

const describe = (problems: FieldProblem[]) => problems.map((p) => `${p.rule}: ${p.detail}`).join('; ');

/**
 * One unit: one request for its fields; each answered field goes through `fieldProblems` (the number guard
 * and the offline writer's rules); the refused ones get one retry naming what was wrong, then fall back to
 * the offline text. A failed call (bad JSON after the client's repair, rate limits or server errors past the
 * retry policy, a cut stream, a timeout) falls back for the whole unit. A rewrite may print only values of
 * the offline text it replaces or of the unit's quotes: the sources, narrowed to what the model was given.
 */
export async function rewriteUnit(
  unit: RewriteUnit,
  lang: OutLang,
  client: LlmProvider,
  call?: RewriteCall,
): Promise<UnitRewrite> {
  const accepted = new Map<string, string>();
  if (unit.fields.length === 0) return { accepted, fields: [], requests: 0 };
  // The model sees these quotes only: a value it prints must be printed there (or in the offline text).
  const sourced = valueKeysOf(promptQuotes(unit.quotes));
  const messages = rewriteMessages(lang, unit.title, unit.fields, unit.quotes, unit.target, unit.instruction);
  const outcomes = new Map<string, UnitFieldOutcome>();
  const outcome = (f: RewriteField, status: UnitFieldOutcome['status'], reason?: string) =>
    outcomes.set(f.contentId, { contentId: f.contentId, status, ...(reason ? { reason } : {}) });
  let requests = 0;

  const judge = (answer: RewriteAnswer, asked: readonly RewriteField[], last: boolean) => {
    const refused = new Map<string, FieldProblem[]>();
    for (const f of asked) {
      const text = answer.fields.find((a) => a.id === f.contentId)?.text;
      if (text === undefined) {
        if (last) outcome(f, 'kept', 'not answered');
        else refused.set(f.contentId, [{ rule: 'empty', detail: 'no text was given for this field' }]);
        continue;
      }
      const problems = fieldProblems(f, text, sourced, lang);
      if (problems.length === 0) {
        const whole = f.multiline ? text.trim() : fitText(text, Number.POSITIVE_INFINITY);
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
    const first = await client.completeJson(
      messages,
      { name: REWRITE_SCHEMA_NAME, schema: rewriteAnswerSchema },
      call,
    );
    requests += first.requests;
    const refused = judge(first.value, unit.fields, false);
    if (refused.size > 0) {
      const again = unit.fields.filter((f) => refused.has(f.contentId));
      try {
        const second = await client.completeJson(
          retryMessages(messages, first.value, refused),
          { name: REWRITE_SCHEMA_NAME, schema: rewriteAnswerSchema },
          call,
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
    for (const f of unit.fields) if (!outcomes.has(f.contentId)) outcome(f, 'fallback', `llm ${error.kind}`);
  }
  return { accepted, fields: unit.fields.flatMap((f) => outcomes.get(f.contentId) ?? []), requests };
}

/**
 * Runs `run` over the items `concurrency` at a time and yields the results in item order (a unit that
 * fails its call still yields: the offline text), so a deck or an article is stored in order as it goes.
 */
export async function* inOrder<T, R>(
  items: readonly T[],
  concurrency: number,
  run: (item: T, index: number) => Promise<R>,
): AsyncGenerator<R> {
  const limit = Math.max(1, concurrency);
  const inFlight: Promise<R>[] = [];
  let next = 0;
  const fill = () => {
    while (inFlight.length < limit && next < items.length) {
      const i = next++;
      const running = run(items[i]!, i);
      // Awaited in order below; a rejection is never left unobserved while an earlier item is awaited.
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
export function rewriteCounts(fields: readonly Pick<UnitFieldOutcome, 'status' | 'reason'>[]): {
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
