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
import { MediaFetchService } from '../media/media-fetch.service';
import type { MediaStore } from '../media';
import { SearxngProvider, type WebSearchProvider } from '../chat';
import { MediaItemReader } from './media/media-item-reader';
import { TranscriptionClient } from './media/transcription-client';
import { WebSearchReader } from './web-search/web-search-reader';

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
  /** Image and video items: stored as team files; link_image/link_video fetched through the guard. */
  mediaStore?: MediaStore;
  /** An OpenAI-compatible transcription model for video and audio; absent = "no transcript". */
  transcribe?: Config['transcribe'];
  /** The web search service of searchWeb items; absent = such items are refused. */
  webSearch?: WebSearchProvider | null;
};

/** Wires the knowledge base (service, ingestion job) without HTTP: the server and kb-eval share it. */
export function createKnowledge(deps: KnowledgeModuleDeps): {
  service: KnowledgeService;
  repo: KnowledgeRepository;
} {
  const repo = new KnowledgeRepository(deps.db);
  const media = new MediaItemReader({
    storage: deps.storage,
    files: deps.files,
    fetcher:
      deps.mediaStore && deps.link.allow
        ? new MediaFetchService(deps.mediaStore, {
            allow: deps.link.allow,
            ...(deps.link.resolver ? { resolver: deps.link.resolver } : {}),
            ...(deps.link.connector ? { connector: deps.link.connector } : {}),
          })
        : null,
    transcriber: deps.transcribe
      ? new TranscriptionClient({ ...deps.transcribe, fetch: operatorFetch() })
      : null,
  });
  const sources = new KnowledgeSources({
    storage: deps.storage,
    files: deps.files,
    engine: deps.engine,
    link: deps.link,
    media,
    webSearch: deps.webSearch ? new WebSearchReader({ provider: deps.webSearch, link: deps.link }) : null,
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
    ...(deps.mediaStore ? { media: deps.mediaStore } : {}),
    webSearchEnabled: Boolean(deps.webSearch),
    transaction: (work) => deps.db.transaction((tx) => work(new KnowledgeRepository(tx), tx)),
  });
  return { service, repo };
}

export function registerKnowledge(
  app: FastifyInstance,
  deps: Omit<KnowledgeModuleDeps, 'link'> & { config: Config },
): KnowledgeService {
  const allow = new AllowList(deps.config.outboundAllowHosts);
  // SEARXNG_URL is operator-trusted like LLM_BASE_URL; the result pages go through the guard as links.
  const webSearch =
    deps.webSearch !== undefined
      ? deps.webSearch
      : deps.config.webSearch
        ? new SearxngProvider({
            baseUrl: deps.config.webSearch.searxngUrl,
            timeoutMs: deps.config.webSearch.timeoutMs,
          })
        : null;
  const { service } = createKnowledge({
    ...deps,
    link: { ...DEFAULT_LINK_LIMITS, allow },
    embedding: deps.config.embedding,
    transcribe: deps.config.transcribe,
    webSearch,
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
