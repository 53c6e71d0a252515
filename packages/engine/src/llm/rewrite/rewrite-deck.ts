import { type Facts, measureText, type Slide } from '@prowrite/contracts';
import { reportedPrimaryValues } from '../../check-work/check-work';
import { isLabelId } from '../../check-work/placed-text';
import type { OutLang } from '../../writer/labels';
import { WRITER_LAYOUTS } from '../../writer/layouts';
import { QUOTE_MARK } from '../../writer/source-quote';
import type { LlmCallOptions, LlmProvider } from '../llm-client';
import type { RewriteField } from './field-check';
import { inOrder, rewriteCounts, rewriteUnit, type UnitFieldOutcome } from './rewrite-unit';

/** What became of one field of a slide (see UnitFieldOutcome). */
export type FieldOutcome = UnitFieldOutcome & { slideNum: number };

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

/** One slide: its rewritable fields in one request (see `rewriteUnit`); provenance left as the offline writer recorded it. */
async function rewriteSlide(
  slide: Slide,
  input: RewriteDeckInput,
  primaryValues: string[][],
): Promise<SlideRewrite> {
  const fields = rewritableFields(slide, primaryValues);
  const result = await rewriteUnit(
    {
      target: 'slide',
      title: slide.catchy_title,
      fields,
      quotes: (slide.provenance ?? []).map((p) => p.quote),
    },
    input.outLang,
    input.client,
    input.call,
  );
  const content = slide.content.map((c) => {
    const text = result.accepted.get(c.id);
    return text === undefined ? c : { ...c, text };
  });
  return {
    slide: result.accepted.size > 0 ? { ...slide, content } : slide,
    fields: result.fields.map((f) => ({ slideNum: slide.slide_num, ...f })),
    requests: result.requests,
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
  const primaryValues = input.facts.flatMap((f) => {
    const values = reportedPrimaryValues(f);
    return values ? [values] : [];
  });
  yield* inOrder(input.slides, input.concurrency ?? DEFAULT_REWRITE_CONCURRENCY, (slide) =>
    input.skip?.(slide)
      ? Promise.resolve({ slide, fields: [], requests: 0 })
      : rewriteSlide(slide, input, primaryValues),
  );
}

export { rewriteCounts };
