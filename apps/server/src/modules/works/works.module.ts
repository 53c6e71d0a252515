import { createLlmClient, type LlmConfig } from '@prowrite/engine';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { operatorFetch } from '../../http/outbound/operator-fetch';
import type { JobServices } from '../../jobs/job-services';
import { kindWriter } from './article/article-plan';
import { ArticlesRepository } from './article/articles.repository';
import { CommentsRepository } from './comments.repository';
import { CommentsService } from './comments.service';
import { createGenerateWorkJob } from './jobs/generate-work.job';
import { defaultKindRegistry, type KindRegistry } from './kinds/registry';
import { ReportSeriesRepository } from './series/report-series.repository';
import { reportSeriesRoutes } from './series/report-series.routes';
import { ReportSeriesService } from './series/report-series.service';
import { WorkCheckService } from './work-check.service';
import type { DatabaseSession } from '../../db/database-session';
import { WakeUpChannel } from '../../db/wake-up-channel';
import { WorkSourcesRepository } from './work-sources.repository';
import { DEFAULT_STREAM_OPTIONS, type StreamOptions, WorkStreams } from './work-stream';
import { WorksRepository } from './works.repository';
import { type WorksRouteDeps, worksRoutes } from './works.routes';
import { WorksService } from './works.service';

export type WorksModule = { works: WorksService; events: WakeUpChannel; streams: WorkStreams };

/** Wires the works module: repositories, services, the `work.generate` job handler, the routes. */
export async function registerWorks(
  app: FastifyInstance,
  db: Db,
  jobs: JobServices,
  openFigure: WorksRouteDeps['openFigure'],
  session?: DatabaseSession,
  streamOptions: StreamOptions = DEFAULT_STREAM_OPTIONS,
  llm?: LlmConfig,
  kinds: KindRegistry = defaultKindRegistry,
): Promise<WorksModule> {
  const worksRepo = new WorksRepository(db);
  const sources = new WorkSourcesRepository(db);
  const commentsRepo = new CommentsRepository(db);
  const events = new WakeUpChannel(session);
  await events.start();
  app.addHook('onClose', async () => events.stop());
  const articles = new ArticlesRepository(db);
  const works = new WorksService({
    works: worksRepo,
    revisions: { count: (scope, workId) => articles.revisionCount(scope, workId) },
    comments: commentsRepo,
    sources,
    queue: jobs.queue,
    kinds,
    writes: session?.writes ?? null,
  });
  const comments = new CommentsService(commentsRepo, worksRepo);
  const streams = new WorkStreams(works, events, streamOptions);
  streams.register(app);
  jobs.registry.register(
    createGenerateWorkJob({
      works: worksRepo,
      sources,
      events,
      articles,
      writeArticle: kindWriter(kinds),
      kinds,
      // LLM_BASE_URL is operator-trusted: the outbound guard caps size and time, not the address.
      llm: llm ? createLlmClient(llm, { fetch: operatorFetch() }) : null,
      log: app.log,
    }),
  );
  const series = new ReportSeriesService({ series: new ReportSeriesRepository(db), sources });
  worksRoutes(app, {
    works,
    openFigure,
    comments,
    check: new WorkCheckService(works, sources),
    streams,
    series,
  });
  reportSeriesRoutes(app, series);
  return { works, events, streams };
}
