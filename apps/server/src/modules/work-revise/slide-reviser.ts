import type { Facts, OutLangValue, RevisionOperation, Slide } from '@prowrite/contracts';
import {
  addFactToSlide,
  type LlmProvider,
  matchingSlide,
  namedFactLabels,
  namedFactSentence,
  type RevisionIntent,
  reportedPrimaryValues,
  rewritableFields,
  rewriteUnit,
  shortenSlide,
} from '@prowrite/engine';
import type { RevisePhrases } from './revise-phrases';

/** What a revision request came to: a slide to propose, a revision the checks refused, or a plain answer. */
export type SlideRevisionOutcome =
  | { kind: 'proposal'; operation: RevisionOperation; slide: Slide }
  | { kind: 'refused'; operation: RevisionOperation; reason: string; text: string }
  | { kind: 'statement'; text: string };

export type SlideReviseInput = {
  intent: Exclude<RevisionIntent, { kind: 'question' }>;
  instruction: string;
  slide: Slide;
  deckLang: OutLangValue;
  facts: readonly Facts[];
  /** The deck written again offline in a language (translations). */
  deckIn: (lang: OutLangValue) => Promise<Slide[]>;
  model: { provider: LlmProvider; timeoutMs: number } | null;
  say: RevisePhrases;
};

/**
 * One slide's revision. With a model every wording change is the model's, through the shared checked
 * rewrite (number guard, fit, language; a refused field refuses the revision). Without one, only what the
 * engine can do without writing a word: drop whole sentences, take the slide the writer makes from the same
 * facts in the other language, add a named fact as printed with its provenance.
 */
export async function reviseSlide(input: SlideReviseInput): Promise<SlideRevisionOutcome> {
  const { intent, slide, say } = input;
  const primary = input.facts.flatMap((f) => {
    const values = reportedPrimaryValues(f);
    return values ? [values] : [];
  });
  if (intent.kind === 'add_fact') {
    if (!intent.fact) return { kind: 'statement', text: say.nameAFact(namedFactLabels(input.deckLang)) };
    const sentence = namedFactSentence(input.facts, intent.fact, input.deckLang);
    if (!sentence) return { kind: 'statement', text: say.factNotInSources };
    const added = addFactToSlide(slide, sentence, input.deckLang);
    return 'slide' in added
      ? { kind: 'proposal', operation: 'add_fact', slide: added.slide }
      : { kind: 'statement', text: say.refused[added.refused] };
  }
  if (intent.kind === 'translate' && intent.to === input.deckLang)
    return { kind: 'statement', text: say.alreadyIn };
  if (input.model) {
    const lang = intent.kind === 'translate' ? intent.to : input.deckLang;
    return modelRevision(input, lang, primary);
  }
  if (intent.kind === 'shorten') {
    const shortened = shortenSlide(slide, primary);
    return 'slide' in shortened
      ? { kind: 'proposal', operation: 'shorten', slide: shortened.slide }
      : { kind: 'statement', text: say.refused[shortened.refused] };
  }
  if (intent.kind === 'translate') {
    const again = matchingSlide(slide, await input.deckIn(intent.to));
    return again
      ? {
          kind: 'proposal',
          operation: 'translate',
          slide: { ...again, slide_num: slide.slide_num, num: slide.num },
        }
      : { kind: 'statement', text: say.refused.no_match };
  }
  return { kind: 'statement', text: say.needsModel };
}

async function modelRevision(
  input: SlideReviseInput,
  lang: OutLangValue,
  primary: string[][],
): Promise<SlideRevisionOutcome> {
  const { slide, say } = input;
  const fields = rewritableFields(slide, primary);
  if (fields.length === 0) return { kind: 'statement', text: say.refused.nothing_to_rewrite };
  const result = await rewriteUnit(
    {
      target: 'slide',
      title: slide.catchy_title,
      fields,
      quotes: (slide.provenance ?? []).map((p) => p.quote),
      instruction: input.instruction,
    },
    lang,
    input.model!.provider,
    { timeoutMs: input.model!.timeoutMs },
  );
  const refused = result.fields.filter((f) => f.status === 'fallback');
  if (refused.length > 0) {
    const reason = refused.map((f) => `${f.contentId}: ${f.reason ?? 'refused'}`).join('; ');
    return { kind: 'refused', operation: 'model', reason, text: say.modelRefused(slide.slide_num) };
  }
  if (result.accepted.size === 0) return { kind: 'statement', text: say.noChange };
  const content = slide.content.map((c) =>
    result.accepted.has(c.id) ? { ...c, text: result.accepted.get(c.id)! } : c,
  );
  return { kind: 'proposal', operation: 'model', slide: { ...slide, content } };
}
