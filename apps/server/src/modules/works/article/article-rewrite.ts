import {
  type ArticleComponent,
  articleComponentSchema,
  componentLimitIssue,
  type Facts,
  kindAudience,
  type OutLangValue,
} from '@prowrite/contracts';
import { type ArticleFieldOutcome, type LlmProvider, rewriteArticle, rewriteCounts } from '@prowrite/engine';
import { cleanComponent } from './article-input';
import type { ArticleType } from './article-state';

export type ArticleRewriteInput = {
  components: ArticleComponent[];
  facts: Facts[];
  type: ArticleType;
  outLang: OutLangValue;
  /** Components an earlier run already stored (the first `stored`): they are not asked about again. */
  stored: number;
  signal: AbortSignal;
};

export type ArticleRewriteReport = { fields: ArticleFieldOutcome[]; requests: number };

/**
 * The planned article through the LLM writer (the deck's rewrite, guard and prompt builder: `rewriteArticle`),
 * component by component in order: each component's prose rewritten into the output language where the number
 * guard and the writer's rules accept it, else the offline text. A rewritten component the contract refuses,
 * that its cleaning changes, or that goes over a limit the offline one kept, is stored as written offline (its
 * fields reported as fallbacks). The report holds counts and value tokens, never text of the sources.
 */
export async function* rewrittenArticle(
  client: LlmProvider,
  input: ArticleRewriteInput,
  report: ArticleRewriteReport,
): AsyncGenerator<ArticleComponent> {
  for await (const result of rewriteArticle({
    components: input.components,
    facts: input.facts,
    outLang: input.outLang,
    audience: kindAudience(input.type),
    client,
    skip: (index) => index < input.stored,
    call: { signal: input.signal },
  })) {
    report.requests += result.requests;
    const offline = input.components[result.index]!;
    const stored = result.component === offline ? offline : storable(result.component, offline);
    if (!stored) {
      report.fields.push(
        ...result.fields.map((f) =>
          f.status === 'rewritten' ? { ...f, status: 'fallback' as const, reason: 'contract refused' } : f,
        ),
      );
      yield offline;
      continue;
    }
    report.fields.push(...result.fields);
    yield stored;
  }
}

/** The rewritten component as it would be stored after an edit, or null when it may not replace the offline one. */
function storable(component: ArticleComponent, offline: ArticleComponent): ArticleComponent | null {
  const parsed = articleComponentSchema.safeParse(component);
  if (!parsed.success) return null;
  try {
    const clean = cleanComponent(parsed.data, 'component');
    if (componentLimitIssue(clean) && !componentLimitIssue(offline)) return null;
    return clean;
  } catch {
    return null;
  }
}

/** The report as counts for the job's log and result. */
export function articleRewriteSummary(report: ArticleRewriteReport) {
  return { ...rewriteCounts(report.fields), requests: report.requests };
}
