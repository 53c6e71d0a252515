import { REPORT_STATUS } from '@prowrite/contracts';
import { defineJob } from '../../../jobs/job-registry';
import type { WorkerLogger } from '../../../jobs/worker';
import type { WakeUpChannel } from '../../../db/wake-up-channel';
import type { WorkSourcesRepository } from '../work-sources.repository';
import type { WorkRow, WorksRepository } from '../works.repository';
import { type ArticleWriter, planArticle } from '../article/article-plan';
import type { ArticlesRepository } from '../article/articles.repository';
import { planDeck } from './deck-plan';
import { WORK_GENERATE_JOB, workGeneratePayloadSchema } from './work-generate-payload';
import { ownTitle } from './work-title';

export type GenerateWorkDeps = {
  works: WorksRepository;
  sources: WorkSourcesRepository;
  events: WakeUpChannel;
  /** Article works: where their components are stored, and the engine's article writer. */
  articles: ArticlesRepository;
  writeArticle: ArticleWriter;
  log?: Pick<WorkerLogger, 'warn'>;
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
 * Every insert is idempotent on (work_id, slide_num) and the writer is deterministic, so a job that crashed
 * or was stopped midway runs again without duplicating a slide. Ends the work once: done (1), no facts in
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
      for (const slide of plan.slides) {
        if (ctx.signal.aborted) throw new GenerationInterruptedError();
        if (await works.insertSlideOnce(scope, workId, slide.slide_num, slide)) inserted++;
        await works.setProgress(scope, workId, Math.floor((slide.slide_num / plan.slides.length) * 99));
        events.notify(workId);
      }
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
      return { slides: plan.slides.length, inserted, rejected: plan.rejected.length };
    },
    async onDead({ workId, teamId }, error) {
      await works.finishGeneration({ teamId }, workId, { reportStatus: REPORT_STATUS.failed, errMsg: error });
      events.notify(workId);
    },
  });
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
  const plan = await planArticle(
    deps.sources,
    scope,
    {
      workId: work.id,
      type: work.type as 'Tweets' | 'PatientEducationPost',
      fileIds: work.fileIds,
      title,
      template: work.selectTemplate,
      outLang: work.outLang,
      optionalComponents: work.selectOptionalComponents,
    },
    deps.writeArticle,
  );
  if (plan.rejected.length > 0 || plan.overLimit.length > 0)
    deps.log?.warn(
      { workId: work.id, rejected: plan.rejected, overLimit: plan.overLimit },
      'writer components refused by the contract or over a limit',
    );
  let inserted = 0;
  for (const [i, component] of plan.components.entries()) {
    if (signal.aborted) throw new GenerationInterruptedError();
    if (await articles.appendComponentOnce(scope, work.id, i, component)) inserted++;
    await works.setProgress(scope, work.id, Math.floor(((i + 1) / plan.components.length) * 99));
    events.notify(work.id);
  }
  const reportStatus =
    plan.components.length > 0
      ? REPORT_STATUS.done
      : plan.anyFacts
        ? REPORT_STATUS.noContent
        : REPORT_STATUS.noNewContent;
  const name = title ? '' : ownTitle({ components: plan.components });
  await works.finishGeneration(scope, work.id, { reportStatus, ...(name ? { name } : {}) });
  events.notify(work.id);
  return { components: plan.components.length, inserted, rejected: plan.rejected.length };
}
