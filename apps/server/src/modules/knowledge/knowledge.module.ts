import type { FastifyInstance } from 'fastify';
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
    searchIndex: new KnowledgeSearchIndex(repo),
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
  });
  knowledgeRoutes(app, service, new KnowledgeImportService({ knowledge: service, fetch: { allow } }));
  workKnowledgeRoutes(app, service);
  chunkUploadRoutes(app, {
    dataDir: deps.config.dataDir,
    maxBytes: deps.config.uploadMaxBytes,
    knowledge: service,
  });
  return service;
}
