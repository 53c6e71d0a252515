import {
  type ArticleComponent,
  type BodyItem,
  COMPONENT_CHAR_LIMITS,
  type ComponentContent,
  type Facts,
  measureText,
} from '@prowrite/contracts';
import { reportedPrimaryValues } from '../../check-work/check-work';
import { paragraphsHtml, plainText } from '../../article/html';
import type { OutLang } from '../../writer/labels';
import { QUOTE_MARK } from '../../writer/source-quote';
import type { LlmProvider } from '../llm-client';
import type { RewriteField } from './field-check';
import { DEFAULT_REWRITE_CONCURRENCY } from './rewrite-deck';
import { inOrder, type RewriteCall, rewriteUnit, type UnitFieldOutcome } from './rewrite-unit';

/** What became of one text of an article component (content path as its provenance names it). */
export type ArticleFieldOutcome = UnitFieldOutcome & { componentIndex: number };

export type ComponentRewrite = {
  component: ArticleComponent;
  index: number;
  fields: ArticleFieldOutcome[];
  requests: number;
};

export type RewriteArticleInput = {
  /** The offline article as it will be stored. */
  components: readonly ArticleComponent[];
  facts: readonly Facts[];
  outLang: OutLang;
  /** A patient post is written for patients: plain words, no quote of the paper in another language. */
  audience: 'medical' | 'patients';
  client: LlmProvider;
  concurrency?: number;
  /** Components to pass through untouched (e.g. already stored by an earlier run), by index. */
  skip?: (index: number) => boolean;
  call?: RewriteCall;
};

/** Below this measure a text is a name or a label, written from the glossary: not prose to rewrite. */
const MIN_PROSE = 40;
/** Components whose texts are the paper's record or the user's settings, never rewritten. */
const FIXED = new Set(['references', 'review_code', 'statement', 'personal_introductions', 'banner']);
/** Component contents holding prose (`value`) the writer composed. */
const PROSE_VALUES = new Set(['introduction', 'summary']);

type Placed = { path: string; html: string };

/** The prose texts of a component with the content path its provenance uses (body items, prose values). */
export function componentProseTexts(component: ArticleComponent): Placed[] {
  if (FIXED.has(component.component)) return [];
  const out: Placed[] = [];
  const bodies = (items: BodyItem[], path: string) =>
    items.forEach((item, i) => {
      if (item.body.text) out.push({ path: `${path}.contents.${i}`, html: item.body.text });
    });
  for (const c of component.contents) {
    if (c.value && PROSE_VALUES.has(c.id)) out.push({ path: c.id, html: c.value });
    const chapters = [...(c.chapters ?? []), ...(c.chapter ? [c.chapter] : [])];
    chapters.forEach((ch, ci) => {
      bodies(ch.contents, `chapters.${ci}`);
      ch.sections.forEach((s, si) => {
        bodies(s.contents, `chapters.${ci}.sections.${si}`);
      });
    });
  }
  return out;
}

/**
 * The texts of a component worth rewriting, one field per body item or prose value (paragraphs on lines):
 * prose, or text holding a source sentence kept in its language. The budget is the contract's body limit.
 */
export function rewritableComponentFields(
  component: ArticleComponent,
  primaryValues: readonly string[][],
  audience: RewriteArticleInput['audience'],
): RewriteField[] {
  return componentProseTexts(component).flatMap(({ path, html }) => {
    const text = plainText(html);
    const marked = text.includes(QUOTE_MARK['zh-cn']) || text.includes(QUOTE_MARK.en);
    if (!marked && measureText(text) < MIN_PROSE) return [];
    return [
      {
        contentId: path,
        offline: text,
        limit: path.includes('.contents.')
          ? COMPONENT_CHAR_LIMITS.body
          : COMPONENT_CHAR_LIMITS[component.component],
        primaryValues:
          primaryValues.find((values) => values.length > 0 && values.every((v) => text.includes(v))) ?? [],
        multiline: true,
        noSourceQuotes: audience === 'patients',
      },
    ];
  });
}

/** The component with the accepted texts put back at their paths (as paragraphs of rich text). */
export function componentWithTexts(
  component: ArticleComponent,
  accepted: ReadonlyMap<string, string>,
): ArticleComponent {
  if (accepted.size === 0) return component;
  const html = (path: string, old: string) => {
    const text = accepted.get(path);
    return text === undefined ? old : paragraphsHtml(text.split('\n').filter((l) => l.trim()));
  };
  const bodies = (items: BodyItem[], path: string): BodyItem[] =>
    items.map((item, i) =>
      item.body.text
        ? { ...item, body: { ...item.body, text: html(`${path}.contents.${i}`, item.body.text) } }
        : item,
    );
  const contents = component.contents.map((c): ComponentContent => {
    const next: ComponentContent = { ...c };
    if (c.value && PROSE_VALUES.has(c.id)) next.value = html(c.id, c.value);
    if (c.chapters)
      next.chapters = c.chapters.map((ch, ci) => ({
        ...ch,
        contents: bodies(ch.contents, `chapters.${ci}`),
        sections: ch.sections.map((s, si) => ({
          ...s,
          contents: bodies(s.contents, `chapters.${ci}.sections.${si}`),
        })),
      }));
    if (c.chapter && !c.chapters) {
      const ch = c.chapter;
      next.chapter = {
        ...ch,
        contents: bodies(ch.contents, 'chapters.0'),
        sections: ch.sections.map((s, si) => ({
          ...s,
          contents: bodies(s.contents, `chapters.0.sections.${si}`),
        })),
      };
    }
    return next;
  });
  return { ...component, contents };
}

/**
 * The LLM writer for articles: each component's prose rewritten and translated into the output language in
 * one request (the same unit rewrite, guard and prompt builder as decks: `rewriteUnit`), from the quotes its
 * provenance records for each text. Yields the components in order, `concurrency` in flight; a component
 * whose call fails keeps its offline text, so the article is always complete. Provenance is left as the
 * offline writer recorded it.
 */
export async function* rewriteArticle(input: RewriteArticleInput): AsyncGenerator<ComponentRewrite> {
  const primaryValues = input.facts.flatMap((f) => {
    const values = reportedPrimaryValues(f);
    return values ? [values] : [];
  });
  yield* inOrder(
    input.components,
    input.concurrency ?? DEFAULT_REWRITE_CONCURRENCY,
    async (component, index): Promise<ComponentRewrite> => {
      if (input.skip?.(index)) return { component, index, fields: [], requests: 0 };
      const fields = rewritableComponentFields(component, primaryValues, input.audience);
      const paths = new Set(fields.map((f) => f.contentId));
      const result = await rewriteUnit(
        {
          target: input.audience === 'patients' ? 'patient_article' : 'article',
          title: component.title ?? '',
          fields,
          // The quotes of the texts asked about: what the facts they state were read from.
          quotes: (component.provenance ?? [])
            .filter((p) => paths.has(p.content_id ?? ''))
            .map((p) => p.quote),
        },
        input.outLang,
        input.client,
        input.call,
      );
      return {
        component: componentWithTexts(component, result.accepted),
        index,
        fields: result.fields.map((f) => ({ componentIndex: index, ...f })),
        requests: result.requests,
      };
    },
  );
}
