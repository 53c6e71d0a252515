import path from 'node:path';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, LogController, type RouteOptions } from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { Config } from './config';
import type { Database } from './db/client';
import { registerAuthGuard } from './http/auth';
import { registerRequestLog } from './http/request-log';
import { registerErrorHandler } from './http/error-handler';
import { frozenDataSerializerCompiler } from './http/frozen-data-serializer';
import { registerInputGuard } from './http/input-guard';
import { serializeError, serializeRequest } from './http/log-redaction';
import { registerSecurityHeaders } from './http/security-headers';
import { loadUrlTicketSecret } from './http/url-ticket-secret';
import { UrlTickets } from './http/url-tickets';
import { registerMultipart } from './http/multipart';
import { defaultWebDist, registerWebApp } from './http/web-app';
import { AccountsRepository } from './modules/accounts/accounts.repository';
import { kindWriter } from './modules/works/article/article-plan';
import { registerArticles } from './modules/works/article/articles.module';
import type { KindRegistry } from './modules/works/kinds/registry';
import { accountsRoutes } from './modules/accounts/accounts.routes';
import { AccountsService } from './modules/accounts/accounts.service';
import { SessionCache } from './modules/accounts/session-cache';
import { SignedLoginService } from './modules/accounts/signed-login.service';
import { type AccountFlows, registerAccountFlows } from './modules/accounts/account-flows.module';
import { LoginThrottle } from './modules/accounts/login-throttle';
import { registerScanLogin, type ScanLoginModule } from './modules/accounts/scan-login/scan-login.module';
import { registerTrialCleanup } from './modules/accounts/trial-cleanup/trial-cleanup.module';
import type { TrialCleanupService } from './modules/accounts/trial-cleanup/trial-cleanup.service';
import { chatTeamData } from './modules/chat/chat-team-data.service';
import { filesTeamData } from './modules/files/files-team-data.service';
import { knowledgeTeamData } from './modules/knowledge/knowledge-team-data.service';
import { promptsTeamData } from './modules/prompts/prompts-team-data.service';
import { workReviseTeamData } from './modules/work-revise/work-revise-team-data.service';
import { worksTeamData } from './modules/works/works-team-data.service';
import { registerTrialConversion } from './modules/accounts/trial-conversion/trial-conversion.module';
import { RegionsService, regionsRoutes } from './modules/regions';
import { RateLimits } from './modules/rate-limits/rate-limits.service';
import { createParseFileJob } from './modules/files/jobs/parse-file.job';
import { DEFAULT_PARSE_LIMITS } from './modules/files/jobs/parse-pool';
import {
  createSourceEngine,
  ENGINE_VERSION,
  type PooledSourceEngine,
} from './modules/files/jobs/source-engine';
import { FilesRepository } from './modules/files/files.repository';
import { filesRoutes } from './modules/files/files.routes';
import { FilesService } from './modules/files/files.service';
import { healthRoutes } from './modules/health/health.routes';
import { knowledgeChatRetriever } from './modules/knowledge/knowledge-chat-retriever';
import { registerKnowledge } from './modules/knowledge/knowledge.module';
import type { KnowledgeService } from './modules/knowledge/knowledge.service';
import {
  createMediaStore,
  type MediaModule,
  mediaUploadHandler,
  registerMedia,
} from './modules/media/media.module';
import { registerWorks, type WorksModule } from './modules/works/works.module';
import { type ChatModule, type ChatModuleOptions, registerChat } from './modules/chat/chat.module';
import { registerPrompts } from './modules/prompts/prompts.module';
import { registerWorkRevise } from './modules/work-revise/work-revise.module';
import { type ExportModule, type ExportModuleDeps, registerExport } from './modules/export/export.module';
import { createJobServices, type JobServices } from './jobs/job-services';
import { JOB_TYPES } from './jobs/job-types';
import { createStorage } from './storage/create-storage';
import type { StorageDriver } from './storage/storage-driver';

export type AppServices = {
  accounts: AccountsService;
  jobs: JobServices;
  storage: StorageDriver;
  files: FilesService;
  works: WorksModule;
  media: MediaModule;
  exports: ExportModule;
  /** Parses sources in warm worker threads; main warms it when a job worker starts. */
  sourceEngine: PooledSourceEngine;
  rateLimits: RateLimits;
  chat: ChatModule;
  knowledge: KnowledgeService;
  accountFlows: AccountFlows;
  scanLogin: ScanLoginModule;
  trialCleanup: TrialCleanupService;
};

export type BuiltApp = { app: FastifyInstance; services: AppServices };

export type BuildOptions = {
  /** Where log lines go (default stdout); tests read them to check what is (not) logged. */
  logStream?: DestinationStream;
  /** Called for every route registered (tests enumerate them all, hidden ones included). */
  onRoute?: (route: RouteOptions) => void;
  /** Export browser pool limits and flags (tests). */
  exportPool?: ExportModuleDeps['pool'];
  /** Chat answer limits and stream intervals (tests). */
  chat?: ChatModuleOptions;
  /** The article kinds the server writes (tests add a test-only kind; default: every registered kind). */
  kinds?: KindRegistry;
};

/** Builds the HTTP application on an open database. Starting workers and listening is the caller's job. */
export async function buildApp(
  config: Config,
  database: Database,
  options: BuildOptions = {},
): Promise<BuiltApp> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            // Tokens in URLs and query values in database errors never reach the log.
            serializers: { req: serializeRequest, err: serializeError },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    // Requests are logged at debug and summarised at info by registerRequestLog, not one info line each.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 2 * 1024 * 1024,
    trustProxy: false,
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(frozenDataSerializerCompiler);
  registerErrorHandler(app);
  // Before the auth guard: unusable input is refused before any session lookup.
  registerInputGuard(app);
  registerRequestLog(app);

  await registerSecurityHeaders(app, { frameAncestors: config.frameAncestors });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Prowrite API', version: '0.1.0' },
      components: {
        securitySchemes: { accessToken: { type: 'apiKey', in: 'header', name: 'Access-Token' } },
      },
      security: [{ accessToken: [] }],
    },
    transform: jsonSchemaTransform,
  });

  const sessionCache = new SessionCache(database.session);
  await sessionCache.start();
  app.addHook('onClose', async () => sessionCache.stop());
  const rateLimits = new RateLimits(database.db);
  const ticketSecret = await loadUrlTicketSecret(config.urlTicketSecret, config.dataDir);
  const accounts = new AccountsService(
    new AccountsRepository(database.db),
    config.sessionTtlMs,
    new LoginThrottle(rateLimits),
    new UrlTickets(ticketSecret),
    sessionCache,
  );
  registerAuthGuard(app, {
    cached: (accessToken) => accounts.cachedSession(accessToken),
    resolve: (sessionId) => accounts.resolveSession(sessionId),
    resolveTicket: (ticket, method, routeUrl) => accounts.resolveUrlTicket(ticket, method, routeUrl),
  });

  const { storage, close: closeStorage } = createStorage(config.storage, {
    tmpDir: path.join(config.dataDir, 'tmp'),
  });
  app.addHook('onClose', async () => closeStorage());
  healthRoutes(
    app,
    () => ({
      status: 'ok',
      db: database.kind,
      engine: config.llm ? 'llm' : 'offline',
      web_search: config.webSearch !== undefined,
    }),
    {
      database: () => database.ping(),
      storage: () => storage.check(),
    },
  );
  accountsRoutes(app, accounts, new SignedLoginService(accounts, ticketSecret));
  const regions = new RegionsService(config.region.fallback, config.region.hosts);
  regionsRoutes(app, regions);
  const accountFlows = registerAccountFlows(app, {
    config,
    regions,
    db: database.db,
    rateLimits,
    accounts,
    serverKey: ticketSecret,
  });
  const scanLogin = await registerScanLogin(app, {
    db: database.db,
    session: database.session,
    accounts,
    rateLimits,
    serverKey: ticketSecret,
  });

  const jobs = createJobServices(database.db);
  const filesRepository = new FilesRepository(database.db);
  const files = new FilesService(filesRepository, storage, jobs.queue, config.uploadMaxBytes);
  const sourceEngine = createSourceEngine(config.llm, app.log, {
    ...DEFAULT_PARSE_LIMITS,
    threads: Math.max(1, Math.min(DEFAULT_PARSE_LIMITS.threads, config.workerConcurrency)),
  });
  app.addHook('onClose', () => sourceEngine.close());
  jobs.registry.register(
    createParseFileJob({
      repo: filesRepository,
      storage,
      engine: sourceEngine,
      engineVersion: ENGINE_VERSION,
    }),
  );
  await registerMultipart(app, { maxFileBytes: config.uploadMaxBytes });
  const mediaStore = createMediaStore(files, storage, config);
  filesRoutes(app, files, { uploadMaxBytes: config.uploadMaxBytes, media: mediaUploadHandler(mediaStore) });
  const works = await registerWorks(
    app,
    database.db,
    jobs,
    (scope, fileId, index) => files.openFigure(scope, fileId, index),
    database.session,
    undefined,
    config.llm,
    options.kinds,
  );
  const media = registerMedia(app, {
    config,
    db: database.db,
    store: mediaStore,
    storage,
    works: works.works,
  });
  const articles = registerArticles(
    app,
    database.db,
    {
      openFigure: (scope, fileId, index) => files.openFigure(scope, fileId, index),
      openRaw: (scope, fileId) => files.openRaw(scope, fileId),
      openRawPart: (scope, fileId, range) => files.openRawPart(scope, fileId, range),
    },
    options.kinds ? kindWriter(options.kinds) : undefined,
  );

  const knowledge = registerKnowledge(app, {
    config,
    db: database.db,
    jobs,
    storage,
    files,
    engine: sourceEngine,
    mediaStore,
  });

  const exports = registerExport(app, {
    config,
    works: works.works,
    files,
    rateLimits,
    ...(options.exportPool ? { pool: options.exportPool } : {}),
  });

  const chat = await registerChat(
    app,
    { db: database.db, config, files, session: database.session },
    options.chat,
  );
  // Knowledge-base chat reads the knowledge base through its service; chat keeps no storage of its own.
  chat.chat.useKnowledge(knowledgeChatRetriever(knowledge));
  // Chat's ask calls take the prompts module's shortcut ids.
  chat.chat.useShortcuts(registerPrompts(app, database.db));
  // The workbench's chat-revise panel: conversations about a work, revisions saved as its versions.
  registerWorkRevise(app, { db: database.db, config, chat, works: works.works, articles: articles.edit });

  // Expired trials are deleted with their data: each module its own rows, referrers before referents.
  const teamDataOwners = [
    workReviseTeamData(),
    chatTeamData(),
    promptsTeamData(),
    worksTeamData(),
    knowledgeTeamData(database.db),
    filesTeamData(database.db),
  ];
  const trialCleanup = registerTrialCleanup(app, {
    db: database.db,
    storage,
    accounts,
    owners: teamDataOwners,
  });
  // Sign-up keeps a trial in place; an existing account takes a trial in, each module moving its own rows.
  registerTrialConversion(app, {
    db: database.db,
    owners: teamDataOwners,
    accounts,
    codes: accountFlows.codes,
  });

  app.get('/api/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () =>
    app.swagger(),
  );

  await registerWebApp(app, config.webDist ?? defaultWebDist());
  // Register job handlers above this line: boot stops here when a job type has none.
  jobs.registry.assertComplete(JOB_TYPES);
  return {
    app,
    services: {
      accounts,
      jobs,
      storage,
      files,
      works,
      exports,
      media,
      sourceEngine,
      rateLimits,
      chat,
      knowledge,
      accountFlows,
      scanLogin,
      trialCleanup,
    },
  };
}
