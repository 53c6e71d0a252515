import type { Facts, OutLangValue, RevisionOperation } from '@prowrite/contracts';
import {
  addFactToUnit,
  type LlmProvider,
  namedFactLabels,
  namedFactSentence,
  type RevisableUnit,
  type RevisionIntent,
  reportedPrimaryValues,
  rewriteUnit,
  shortenUnit,
} from '@prowrite/engine';
import type { RevisePhrases } from './revise-phrases';

/** What a revision request came to: a unit to propose, a revision the checks refused, or a plain answer. */
export type UnitRevisionOutcome<T> =
  | { kind: 'proposal'; operation: RevisionOperation; value: T }
  | { kind: 'refused'; operation: RevisionOperation; reason: string; text: string }
  | { kind: 'statement'; text: string };

export type UnitReviseInput<T> = {
  intent: Exclude<RevisionIntent, { kind: 'question' }>;
  instruction: string;
  unit: RevisableUnit<T>;
  /** How the answers name the unit ("slide 4", "the summary"). */
  name: string;
  workLang: OutLangValue;
  facts: readonly Facts[];
  /** The unit the offline writer makes from the same facts in `lang`, or null when it makes none. */
  writtenIn: (lang: OutLangValue) => Promise<T | null>;
  model: { provider: LlmProvider; timeoutMs: number } | null;
  say: RevisePhrases;
};

/**
 * One slide's or component's revision. With a model every wording change is the model's, through the shared
 * checked rewrite (number guard, fit, language; a refused field refuses the revision). Without one, only what
 * the engine can do without writing a word: drop whole sentences, take the unit the writer makes from the
 * same facts in the other language, add a named fact as printed with its provenance.
 */
export async function reviseUnit<T>(input: UnitReviseInput<T>): Promise<UnitRevisionOutcome<T>> {
  const { intent, unit, say } = input;
  const primary = input.facts.flatMap((f) => {
    const values = reportedPrimaryValues(f);
    return values ? [values] : [];
  });
  if (intent.kind === 'add_fact') {
    if (!intent.fact) return { kind: 'statement', text: say.nameAFact(namedFactLabels(input.workLang)) };
    const sentence = namedFactSentence(input.facts, intent.fact, input.workLang);
    if (!sentence) return { kind: 'statement', text: say.factNotInSources };
    const added = addFactToUnit(unit, sentence, input.workLang);
    return 'value' in added
      ? { kind: 'proposal', operation: 'add_fact', value: added.value }
      : { kind: 'statement', text: say.refused[added.refused](input.name) };
  }
  if (intent.kind === 'translate' && intent.to === input.workLang)
    return { kind: 'statement', text: say.alreadyIn };
  if (input.model) {
    const lang = intent.kind === 'translate' ? intent.to : input.workLang;
    return modelRevision(input, lang, primary);
  }
  if (intent.kind === 'shorten') {
    const shortened = shortenUnit(unit, primary);
    return 'value' in shortened
      ? { kind: 'proposal', operation: 'shorten', value: shortened.value }
      : { kind: 'statement', text: say.refused[shortened.refused](input.name) };
  }
  if (intent.kind === 'translate') {
    const again = await input.writtenIn(intent.to);
    return again
      ? { kind: 'proposal', operation: 'translate', value: again }
      : { kind: 'statement', text: say.refused.no_match(input.name) };
  }
  return { kind: 'statement', text: say.needsModel };
}

async function modelRevision<T>(
  input: UnitReviseInput<T>,
  lang: OutLangValue,
  primary: string[][],
): Promise<UnitRevisionOutcome<T>> {
  const { unit, say } = input;
  const fields = unit.fields(primary);
  if (fields.length === 0) return { kind: 'statement', text: say.refused.nothing_to_rewrite(input.name) };
  const result = await rewriteUnit(
    {
      target: unit.target,
      title: unit.title,
      fields,
      // A component's quotes are those of the texts asked about; a slide's are all of its own.
      quotes: unit.target === 'slide' ? unit.quotes() : unit.quotes(new Set(fields.map((f) => f.contentId))),
      instruction: input.instruction,
    },
    lang,
    input.model!.provider,
    { timeoutMs: input.model!.timeoutMs },
  );
  const refused = result.fields.filter((f) => f.status === 'fallback');
  if (refused.length > 0) {
    const reason = refused.map((f) => `${f.contentId}: ${f.reason ?? 'refused'}`).join('; ');
    return { kind: 'refused', operation: 'model', reason, text: say.modelRefused(input.name) };
  }
  if (result.accepted.size === 0) return { kind: 'statement', text: say.noChange(input.name) };
  return { kind: 'proposal', operation: 'model', value: unit.with(result.accepted) };
}
