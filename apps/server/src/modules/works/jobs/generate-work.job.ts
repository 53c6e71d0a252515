import { isArticleKind, REPORT_STATUS } from '@prowrite/contracts';
import type { CoveredSource, LlmProvider } from '@prowrite/engine';
import type { TeamScope } from '../../../http/auth';
import { defineJob } from '../../../jobs/job-registry';
import type { WorkerLogger } from '../../../jobs/worker';
import type { WakeUpChannel } from '../../../db/wake-up-channel';
import type { WorkSourcesRepository } from '../work-sources.repository';
import type { WorkRow, WorksRepository } from '../works.repository';
import { type ArticleWriter, planArticle } from '../article/article-plan';
import {
  type ArticleRewriteReport,
  articleRewriteSummary,
  rewrittenArticle,
} from '../article/article-rewrite';
import type { ArticlesRepository } from '../article/articles.repository';
import { defaultKindRegistry, type KindRegistry } from '../kinds/registry';
import { seriesCovered } from '../kinds/series-covered';
import { type DeckPlan, planDeck } from './deck-plan';
import { type DeckRewriteReport, rewriteSummary, rewrittenDeck } from './deck-rewrite';
import { WORK_GENERATE_JOB, workGeneratePayloadSchema } from './work-generate-payload';
import { ownTitle } from './work-title';

export type GenerateWorkDeps = {
  works: WorksRepository;
  sources: WorkSourcesRepository;
  events: WakeUpChannel;
  /** Article works: where their components are stored, and the engine's article writer. */
  articles: ArticlesRepository;
  writeArticle: ArticleWriter;
  /** The article kinds (default: every registered kind): which of them are monitoring series. */
  kinds?: KindRegistry;
  /** The configured LLM (LLM_BASE_URL): decks and articles are then rewritten by the LLM writer after the offline one. */
  llm?: LlmProvider | null;
  log?: Pick<WorkerLogger, 'warn' | 'info'>;
};

/** Thrown when the worker stops mid-deck: the queue runs the job again and it carries on where it stopped. */
export class GenerationInterruptedError extends Error {
  constructor() {
    super('Generation was interrupted; it resumes where it stopped');
    this.name = 'GenerationInterruptedError';
  }
}

/**
 * `work.generate`: writes the work's deck and persists it slide by slide, waking its streams after each
 * (article works: their components, one by one, see `generateArticle`).
 * Every insert is idempotent on (work_id, slide_num) and the offline writer is deterministic, so a job that
 * crashed or was stopped midway runs again without duplicating a slide. With an LLM configured each slide's
 * prose is rewritten before it is stored (see `rewrittenDeck`); a resumed run rewrites only the slides not
 * stored yet (the slide count is the offline plan's, never the model's). Ends the work once: done (1), no facts in
 * any source (3), facts but nothing to show (4); a job that dies ends it as failed (2) with the reason.
 */
export function createGenerateWorkJob(deps: GenerateWorkDeps) {
  const { works, events } = deps;
  return defineJob({
    type: WORK_GENERATE_JOB,
    payload: workGeneratePayloadSchema,
    async run({ workId, teamId, title }, ctx) {
      const scope = { teamId };
      const work = await works.find(scope, workId);
      if (!work) return { skipped: 'the work no longer exists' };
      if (work.process === 'end') return { skipped: 'already generated' };
      if (work.type !== 'PPT') return generateArticle(deps, work, title, ctx.signal);
      const plan = await planDeck(deps.sources, scope, {
        fileIds: work.fileIds,
        title,
        template: work.selectTemplate,
        outLang: work.outLang,
        closingContact: await works.closingContact(scope),
      });
      if (plan.rejected.length > 0)
        deps.log?.warn({ workId, rejected: plan.rejected }, 'writer slides refused by their layout');
      let inserted = 0;
      const report: DeckRewriteReport = { fields: [], requests: 0 };
      const slides = deps.llm
        ? rewrittenDeck(
            deps.llm,
            {
              slides: plan.slides,
              facts: plan.facts,
              outLang: work.outLang,
              stored: await storedSlides(deps, scope, workId, plan),
              signal: ctx.signal,
            },
            report,
          )
        : plan.slides;
      for await (const slide of slides) {
        if (ctx.signal.aborted) throw new GenerationInterruptedError();
        if (await works.insertSlideOnce(scope, workId, slide.slide_num, slide)) inserted++;
        await works.setProgress(scope, workId, Math.floor((slide.slide_num / plan.slides.length) * 99));
        events.notify(workId);
      }
      const rewrite = deps.llm ? rewriteSummary(report) : null;
      if (rewrite) deps.log?.info({ workId, ...rewrite }, 'LLM deck rewrite checked');
      const reportStatus =
        plan.slides.length > 0
          ? REPORT_STATUS.done
          : plan.anyFacts
            ? REPORT_STATUS.noContent
            : REPORT_STATUS.noNewContent;
      // Without a name from the user the work takes its own title (works of one paper stay apart).
      const name = title ? '' : ownTitle({ slides: plan.slides });
      await works.finishGeneration(scope, workId, { reportStatus, ...(name ? { name } : {}) });
      events.notify(workId);
      return {
        slides: plan.slides.length,
        inserted,
        rejected: plan.rejected.length,
        ...(rewrite ? { rewrite } : {}),
      };
    },
    async onDead({ workId, teamId }, error) {
      await works.finishGeneration({ teamId }, workId, { reportStatus: REPORT_STATUS.failed, errMsg: error });
      events.notify(workId);
    },
  });
}

/** Slide numbers of the plan an earlier run of this job already stored (a resumed run asks the LLM for the rest). */
async function storedSlides(
  deps: GenerateWorkDeps,
  scope: TeamScope,
  workId: string,
  plan: DeckPlan,
): Promise<Set<number>> {
  const stored = new Set<number>();
  if ((await deps.works.slideCount(scope, workId)) === 0) return stored;
  for (const slide of plan.slides)
    if (await deps.works.hasSlide(scope, workId, slide.slide_num)) stored.add(slide.slide_num);
  return stored;
}

/**
 * An article work: written by the engine's article writer, persisted component by component (appended at its
 * index only when the list is that long, so a re-run or a concurrent run never stores one twice), with the
 * same end states as decks.
 */
async function generateArticle(
  deps: GenerateWorkDeps,
  work: WorkRow,
  title: string | undefined,
  signal: AbortSignal,
) {
  const { articles, works, events } = deps;
  const scope = { teamId: work.teamId };
  if (!isArticleKind(work.type)) throw new Error(`${work.type} is not an article kind`);
  const kind = (deps.kinds ?? defaultKindRegistry).require(work.type);
  let covered: CoveredSource[] | undefined;
  if (kind.needsReportId) {
    covered = await seriesCovered(deps, work);
    if (!(await hasNewSource(deps, work, covered))) {
      // Every source was in an earlier report of the series: nothing new to report.
      await works.finishGeneration(scope, work.id, { reportStatus: REPORT_STATUS.noNewContent });
      events.notify(work.id);
      return { components: 0, inserted: 0, rejected: 0, covered: covered.length };
    }
  }
  const plan = await planArticle(
    deps.sources,
    scope,
    {
      workId: work.id,
      type: work.type,
      fileIds: work.fileIds,
      title,
      template: work.selectTemplate,
      outLang: work.outLang,
      optionalComponents: work.selectOptionalComponents,
      ...(covered ? { covered } : {}),
    },
    deps.writeArticle,
  );
  if (plan.rejected.length > 0 || plan.overLimit.length > 0)
    deps.log?.warn(
      { workId: work.id, rejected: plan.rejected, overLimit: plan.overLimit },
      'writer components refused by the contract or over a limit',
    );
  let inserted = 0;
  const report: ArticleRewriteReport = { fields: [], requests: 0 };
  // With an LLM, each component's prose is rewritten before it is stored; a resumed run asks only for the rest.
  const components = deps.llm
    ? rewrittenArticle(
        deps.llm,
        {
          components: plan.components,
          facts: plan.facts,
          type: work.type,
          outLang: work.outLang,
          stored: await articles.componentCount(scope, work.id),
          signal,
        },
        report,
      )
    : plan.components;
  let i = 0;
  for await (const component of components) {
    if (signal.aborted) throw new GenerationInterruptedError();
    if (await articles.appendComponentOnce(scope, work.id, i, component)) inserted++;
    await works.setProgress(scope, work.id, Math.floor(((i + 1) / plan.components.length) * 99));
    events.notify(work.id);
    i++;
  }
  const rewrite = deps.llm ? articleRewriteSummary(report) : null;
  if (rewrite) deps.log?.info({ workId: work.id, ...rewrite }, 'LLM article rewrite checked');
  const reportStatus =
    plan.components.length > 0
      ? REPORT_STATUS.done
      : plan.anyFacts
        ? REPORT_STATUS.noContent
        : REPORT_STATUS.noNewContent;
  const name = title ? '' : ownTitle({ components: plan.components });
  await works.finishGeneration(scope, work.id, { reportStatus, ...(name ? { name } : {}) });
  events.notify(work.id);
  return {
    components: plan.components.length,
    inserted,
    rejected: plan.rejected.length,
    ...(rewrite ? { rewrite } : {}),
  };
}

/** Whether any of the work's sources has content (by hash) no earlier report of its series covered. */
async function hasNewSource(
  deps: GenerateWorkDeps,
  work: WorkRow,
  covered: CoveredSource[],
): Promise<boolean> {
  const known = new Set(covered.map((c) => c.sha1));
  const own = await deps.sources.files({ teamId: work.teamId }, work.fileIds);
  return own.some((f) => !known.has(f.sha1));
}
