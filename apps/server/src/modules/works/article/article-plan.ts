import {
  type ArticleComponent,
  type ArticleComponentKind,
  articleComponentSchema,
  type Facts,
  componentLimitIssue,
  type OutLangValue,
  randomId,
} from '@prowrite/contracts';
import { type CoveredSource, type DeckSource, hasAnyFacts } from '@prowrite/engine';
import type { TeamScope } from '../../../http/auth';
import { loadDeckSources } from '../jobs/deck-plan';
import { defaultKindRegistry, type KindRegistry } from '../kinds/registry';
import type { WorkSourcesRepository } from '../work-sources.repository';
import { cleanComponent } from './article-input';
import type { ArticleType } from './article-state';

/** The writer of a work's kind (`KindWriteInput` plus the type), injected so tests can stand in for it. */
export type ArticleWriter = (input: {
  type: ArticleType;
  title?: string;
  facts: DeckSource[];
  template: string;
  outLang: OutLangValue;
  optionalComponents?: ArticleComponentKind[];
  /** Seeds the component ids (the work id): a re-run writes the same ids. */
  idSeed?: string;
  /** Monitoring series: the sources the series' earlier reports covered. */
  covered?: CoveredSource[];
}) => unknown[];

/** Each kind's offline writer of the engine, picked by the work's type from `kinds`. */
export function kindWriter(kinds: KindRegistry): ArticleWriter {
  return ({ type, ...input }) => [...kinds.require(type).write(input)];
}

/** The offline writers of every registered kind. */
export const engineArticleWriter: ArticleWriter = kindWriter(defaultKindRegistry);

export type ArticleRequest = {
  workId: string;
  type: ArticleType;
  fileIds: string[];
  title?: string | undefined;
  template: string;
  outLang: OutLangValue;
  optionalComponents: string[];
  covered?: CoveredSource[];
};

export type ArticlePlan = {
  components: ArticleComponent[];
  /** Whether any source had any fact: none at all is the "no new source content" case. */
  anyFacts: boolean;
  /** Each source's facts (the LLM writer keeps the primary result's values where a text states it). */
  facts: Facts[];
  /** Components the contract refused (a writer bug): left out, reported. */
  rejected: string[];
  /** Components over a section 9 limit: kept (the text is the user's to shorten), reported. */
  overLimit: string[];
};

const KINDS = new Set<string>(articleComponentSchema.shape.component.options);

/**
 * The article of a work written offline from its sources' facts, each component checked against the contract
 * and cleaned exactly like an edit (rich texts sanitised, addresses checked), ids made unique.
 */
export async function planArticle(
  sources: WorkSourcesRepository,
  scope: TeamScope,
  request: ArticleRequest,
  write: ArticleWriter,
): Promise<ArticlePlan> {
  const facts = await loadDeckSources(sources, scope, request.fileIds);
  const anyFacts = facts.some((s) => hasAnyFacts(s.facts));
  const plan: ArticlePlan = {
    components: [],
    anyFacts,
    facts: facts.map((s) => s.facts),
    rejected: [],
    overLimit: [],
  };
  if (!anyFacts) return plan;
  const written = write({
    type: request.type,
    ...(request.title ? { title: request.title } : {}),
    facts,
    template: request.template,
    outLang: request.outLang,
    optionalComponents: request.optionalComponents.filter((k): k is ArticleComponentKind => KINDS.has(k)),
    idSeed: request.workId,
    ...(request.covered ? { covered: request.covered } : {}),
  });
  const ids = new Set<string>();
  written.forEach((raw, i) => {
    const parsed = articleComponentSchema.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      plan.rejected.push(`#${i}: ${issue.path.join('.')}: ${issue.message}`);
      return;
    }
    let component: ArticleComponent;
    try {
      component = cleanComponent(parsed.data, `components.${i}`);
    } catch (err) {
      plan.rejected.push(`#${i}: ${(err as Error).message}`);
      return;
    }
    if (ids.has(component.id)) component = { ...component, id: randomId() };
    ids.add(component.id);
    const issue = componentLimitIssue(component);
    if (issue) plan.overLimit.push(`#${i} ${issue.kind}: ${issue.length} > ${issue.limit} at ${issue.path}`);
    plan.components.push(component);
  });
  return plan;
}
