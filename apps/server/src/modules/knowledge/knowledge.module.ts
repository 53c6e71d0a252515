import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AllowList } from '../../http/outbound/address-policy';
import type { JobServices } from '../../jobs/job-services';
import type { StorageDriver } from '../../storage/storage-driver';
import type { SourceEngine } from '../files';
import { chunkUploadRoutes } from './chunk-upload/chunk-upload.routes';
import type { FilesService } from '../files/files.service';
import { operatorFetch } from '../../http/outbound/operator-fetch';
import { EmbeddingClient } from './embedding/embedding-client';
import { createKnowledgeIngestJob } from './knowledge-ingest.job';
import { KnowledgeRepository } from './knowledge.repository';
import { knowledgeRoutes, workKnowledgeRoutes } from './knowledge.routes';
import { KnowledgeService } from './knowledge.service';
import { KnowledgeSources } from './knowledge-sources';
import { KnowledgeSearchIndex } from './search/knowledge-search-index';
import { KnowledgeImportService } from './sitemap/knowledge-import.service';
import { DEFAULT_LINK_LIMITS, type LinkFetchOptions } from './link-page-reader';

export type KnowledgeModuleDeps = {
  db: Db;
  jobs: JobServices;
  storage: StorageDriver;
  files: Pick<FilesService, 'detail' | 'upload'>;
  engine: SourceEngine;
  link: LinkFetchOptions;
  /** An OpenAI-compatible embedding model: hybrid search; absent = lexical only. */
  embedding?: Config['embedding'];
  /** Where a search index snapshot that could not be read or written is reported. */
  log?: Pick<FastifyBaseLogger, 'warn'>;
};

/** Wires the knowledge base (service, ingestion job) without HTTP: the server and kb-eval share it. */
export function createKnowledge(deps: KnowledgeModuleDeps): {
  service: KnowledgeService;
  repo: KnowledgeRepository;
} {
  const repo = new KnowledgeRepository(deps.db);
  const sources = new KnowledgeSources({
    storage: deps.storage,
    files: deps.files,
    engine: deps.engine,
    link: deps.link,
  });
  const embedder = deps.embedding ? new EmbeddingClient({ ...deps.embedding, fetch: operatorFetch() }) : null;
  deps.jobs.registry.register(createKnowledgeIngestJob({ repo, sources, embedder }));
  const service = new KnowledgeService({
    repo,
    queue: deps.jobs.queue,
    storage: deps.storage,
    files: deps.files,
    searchIndex: new KnowledgeSearchIndex(repo, {
      onSnapshotError: (err, teamId) =>
        deps.log?.warn(
          { teamId, err: err instanceof Error ? err.message : String(err) },
          'knowledge search index snapshot not used',
        ),
    }),
    embedder,
    transaction: (work) => deps.db.transaction((tx) => work(new KnowledgeRepository(tx), tx)),
  });
  return { service, repo };
}

export function registerKnowledge(
  app: FastifyInstance,
  deps: Omit<KnowledgeModuleDeps, 'link'> & { config: Config },
): KnowledgeService {
  const allow = new AllowList(deps.config.outboundAllowHosts);
  const { service } = createKnowledge({
    ...deps,
    link: { ...DEFAULT_LINK_LIMITS, allow },
    embedding: deps.config.embedding,
    log: app.log,
  });
  knowledgeRoutes(app, service, new KnowledgeImportService({ knowledge: service, fetch: { allow } }));
  workKnowledgeRoutes(app, service);
  warmSearchAtStart(app, service);
  chunkUploadRoutes(app, {
    dataDir: deps.config.dataDir,
    maxBytes: deps.config.uploadMaxBytes,
    knowledge: service,
  });
  return service;
}

/**
 * Once the server is ready, the teams' search indexes load in the background (a first search after a
 * restart would otherwise read its whole team); closing stops between teams and waits for the one loading.
 */
function warmSearchAtStart(app: FastifyInstance, service: KnowledgeService): void {
  let closing = false;
  let warming: Promise<void> = Promise.resolve();
  app.addHook('onReady', async () => {
    const started = performance.now();
    warming = service
      .warmSearchIndex(() => closing)
      .then(
        () => app.log.info({ ms: Math.round(performance.now() - started) }, 'knowledge search index warmed'),
        (err: unknown) =>
          app.log.warn(
            { err: err instanceof Error ? err.message : String(err) },
            'knowledge search warm-up failed',
          ),
      );
  });
  app.addHook('onClose', async () => {
    closing = true;
    await warming;
    await service.searchIndexIdle();
  });
}
