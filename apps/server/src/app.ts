import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { registerAuthGuard } from './http/auth';
import { registerErrorHandler } from './http/error-handler';
import { defaultWebDist, registerWebApp } from './http/web-app';
import { AccountsRepository } from './modules/accounts/accounts.repository';
import { accountsRoutes } from './modules/accounts/accounts.routes';
import { AccountsService } from './modules/accounts/accounts.service';
import { healthRoutes } from './modules/health/health.routes';

export type AppServices = {
  accounts: AccountsService;
};

export type BuiltApp = { app: FastifyInstance; services: AppServices };

/** Builds the HTTP application on an open database. Starting workers and listening is the caller's job. */
export async function buildApp(config: Config, database: Database): Promise<BuiltApp> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    bodyLimit: 2 * 1024 * 1024,
    trustProxy: false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

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

  app.get('/api/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () =>
    app.swagger(),
  );

  await registerWebApp(app, config.webDist ?? defaultWebDist());
  return { app, services: { accounts } };
}
