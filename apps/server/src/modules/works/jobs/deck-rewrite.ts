import { type Facts, type OutLangValue, type Slide, slideSchema } from '@prowrite/contracts';
import { type FieldOutcome, type LlmProvider, rewriteCounts, rewriteDeck } from '@prowrite/engine';
import { validateSlideContent } from '@prowrite/layouts';

export type DeckRewriteInput = {
  slides: Slide[];
  facts: Facts[];
  outLang: OutLangValue;
  /** Slide numbers an earlier run already stored: they are not asked about again. */
  stored: ReadonlySet<number>;
  signal: AbortSignal;
};

export type DeckRewriteReport = {
  fields: FieldOutcome[];
  requests: number;
};

/**
 * The planned deck through the LLM writer, slide by slide in deck order: each slide's prose rewritten into
 * the output language where the number guard and the fitting rules accept it, else the offline text. A
 * rewritten slide its layout refuses is stored as written offline (its fields reported as fallbacks). The
 * report is filled as the slides go by and holds no text of the sources.
 */
export async function* rewrittenDeck(
  client: LlmProvider,
  input: DeckRewriteInput,
  report: DeckRewriteReport,
): AsyncGenerator<Slide> {
  for await (const result of rewriteDeck({
    slides: input.slides,
    facts: input.facts,
    outLang: input.outLang,
    client,
    skip: (slide) => input.stored.has(slide.slide_num),
    call: { signal: input.signal },
  })) {
    report.requests += result.requests;
    const offline = input.slides[result.slide.slide_num - 1]!;
    if (result.slide !== offline && !validateSlideContent(result.slide).ok) {
      report.fields.push(
        ...result.fields.map((f) =>
          f.status === 'rewritten' ? { ...f, status: 'fallback' as const, reason: 'layout refused' } : f,
        ),
      );
      yield offline;
      continue;
    }
    report.fields.push(...result.fields);
    yield slideSchema.parse(result.slide);
  }
}

/** The report as counts for the job's log and result. */
export function rewriteSummary(report: DeckRewriteReport) {
  return { ...rewriteCounts(report.fields), requests: report.requests };
}
