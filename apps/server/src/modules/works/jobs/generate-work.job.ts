import { REPORT_STATUS } from '@prowrite/contracts';
import { defineJob } from '../../../jobs/job-registry';
import type { WorkerLogger } from '../../../jobs/worker';
import type { WorkEvents } from '../work-events';
import type { WorkSourcesRepository } from '../work-sources.repository';
import type { WorksRepository } from '../works.repository';
import { planDeck } from './deck-plan';
import { WORK_GENERATE_JOB, workGeneratePayloadSchema } from './work-generate-payload';

export type GenerateWorkDeps = {
  works: WorksRepository;
  sources: WorkSourcesRepository;
  events: WorkEvents;
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
 * `work.generate`: writes the work's deck and persists it slide by slide, waking its streams after each.
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
      const plan = await planDeck(deps.sources, scope, {
        fileIds: work.fileIds,
        title,
        template: work.selectTemplate,
        outLang: work.outLang,
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
      await works.finishGeneration(scope, workId, { reportStatus });
      events.notify(workId);
      return { slides: plan.slides.length, inserted, rejected: plan.rejected.length };
    },
    async onDead({ workId, teamId }, error) {
      await works.finishGeneration({ teamId }, workId, { reportStatus: REPORT_STATUS.failed, errMsg: error });
      events.notify(workId);
    },
  });
}
