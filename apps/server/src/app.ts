import path from 'node:path';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { registerAuthGuard } from './http/auth';
import { registerRequestLog } from './http/request-log';
import { registerErrorHandler } from './http/error-handler';
import { registerMultipart } from './http/multipart';
import { defaultWebDist, registerWebApp } from './http/web-app';
import { AccountsRepository } from './modules/accounts/accounts.repository';
import { registerArticles } from './modules/articles/articles.module';
import { accountsRoutes } from './modules/accounts/accounts.routes';
import { AccountsService } from './modules/accounts/accounts.service';
import { createParseFileJob } from './modules/files/jobs/parse-file.job';
import { createSourceEngine, ENGINE_VERSION } from './modules/files/jobs/source-engine';
import { FilesRepository } from './modules/files/files.repository';
import { filesRoutes } from './modules/files/files.routes';
import { FilesService } from './modules/files/files.service';
import { healthRoutes } from './modules/health/health.routes';
import { createMediaStore, type MediaModule, registerMedia } from './modules/media/media.module';
import { registerWorks, type WorksModule } from './modules/works/works.module';
import { type ExportModule, registerExport } from './modules/export/export.module';
import { createJobServices, type JobServices } from './jobs/job-services';
import { JOB_TYPES } from './jobs/job-types';
import { LocalStorage } from './storage/local-storage';
import type { StorageDriver } from './storage/storage-driver';

export type AppServices = {
  accounts: AccountsService;
  jobs: JobServices;
  storage: StorageDriver;
  files: FilesService;
  works: WorksModule;
  media: MediaModule;
  exports: ExportModule;
};

export type BuiltApp = { app: FastifyInstance; services: AppServices };

/** Builds the HTTP application on an open database. Starting workers and listening is the caller's job. */
export async function buildApp(config: Config, database: Database): Promise<BuiltApp> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    // Requests are logged at debug and summarised at info by registerRequestLog, not one info line each.
    disableRequestLogging: true,
    bodyLimit: 2 * 1024 * 1024,
    trustProxy: false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerRequestLog(app);

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

  const accounts = new AccountsService(new AccountsRepository(database.db), config.sessionTtlMs);
  registerAuthGuard(app, (sessionId) => accounts.resolveSession(sessionId));

  healthRoutes(app, () => ({ status: 'ok', db: database.kind, engine: config.llm ? 'llm' : 'offline' }));
  accountsRoutes(app, accounts);

  const jobs = createJobServices(database.db);
  const storage = new LocalStorage(path.join(config.dataDir, 'files'));
  const filesRepository = new FilesRepository(database.db);
  const files = new FilesService(filesRepository, storage, jobs.queue, config.uploadMaxBytes);
  jobs.registry.register(
    createParseFileJob({
      repo: filesRepository,
      storage,
      engine: createSourceEngine(config.llm, app.log),
      engineVersion: ENGINE_VERSION,
    }),
  );
  await registerMultipart(app, { maxFileBytes: config.uploadMaxBytes });
  const mediaStore = createMediaStore(filesRepository, storage, config);
  filesRoutes(app, files, { uploadMaxBytes: config.uploadMaxBytes, media: mediaStore });
  const works = registerWorks(app, database.db, jobs, (scope, fileId, index) =>
    files.openFigure(scope, fileId, index),
  );
  const media = registerMedia(app, {
    config,
    db: database.db,
    store: mediaStore,
    storage,
    works: works.works,
  });
  registerArticles(app, database.db, {
    openFigure: (scope, fileId, index) => files.openFigure(scope, fileId, index),
    openRaw: (scope, fileId) => files.openRaw(scope, fileId),
    openRawPart: (scope, fileId, range) => files.openRawPart(scope, fileId, range),
  });

  const exports = registerExport(app, {
    config,
    db: database.db,
    works: works.works,
    files,
    filesRepo: filesRepository,
    storage,
  });

  app.get('/api/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () =>
    app.swagger(),
  );

  await registerWebApp(app, config.webDist ?? defaultWebDist());
  // Register job handlers above this line: boot stops here when a job type has none.
  jobs.registry.assertComplete(JOB_TYPES);
  return { app, services: { accounts, jobs, storage, files, works, exports, media } };
}
