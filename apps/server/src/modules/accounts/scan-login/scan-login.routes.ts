import {
  envelopeSchema,
  loginResultSchema,
  scanLoginCreatedSchema,
  scanLoginDecisionResultSchema,
  scanLoginExchangeBodySchema,
  scanLoginScanResultSchema,
  scanLoginSecretBodySchema,
  scanLoginWatchBodySchema,
} from '@prowrite/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../../http/auth';
import { ok } from '../../../http/envelope';
import type { ScanLoginStreams } from './scan-login-stream';
import type { ScanLoginService } from './scan-login.service';

const tags = ['accounts'];
/** The calls carry only ids and tokens: a small limit keeps a huge body from being read at all. */
const BODY_LIMIT = 4 * 1024;

function lastEventId(req: FastifyRequest): number {
  const id = Number(req.headers['last-event-id']);
  return Number.isInteger(id) && id > 0 ? id : 0;
}

/** Scan login: the waiting page's calls (public) and the phone's (signed in, under /api/user/). */
export function scanLoginRoutes(
  app: FastifyInstance,
  service: ScanLoginService,
  streams: ScanLoginStreams,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/login/scan',
    {
      bodyLimit: BODY_LIMIT,
      config: { access: 'public' },
      schema: { tags, response: { 200: envelopeSchema(scanLoginCreatedSchema) } },
    },
    async (req) => ok(await service.create({ ip: req.ip, userAgent: req.headers['user-agent'] ?? '' })),
  );

  r.post(
    '/api/login/scan/events',
    {
      bodyLimit: BODY_LIMIT,
      config: { access: 'public' },
      schema: {
        tags,
        description:
          'Server-Sent Events (text/event-stream): `state` events {state, expires_at | ticket} with the ' +
          "login's version as id (Last-Event-ID resumes); ends after approved (with the one-time ticket), " +
          'rejected, expired or used. A wrong id or watch key is refused before the stream (400, code 170301).',
        body: scanLoginWatchBodySchema,
        produces: ['text/event-stream'],
      },
    },
    async (req, reply) => {
      const row = await service.openWatch(req.body.id, req.body.watch_key);
      await streams.pipe(req, reply, row.id, lastEventId(req));
    },
  );

  r.post(
    '/api/login/scan/exchange',
    {
      bodyLimit: BODY_LIMIT,
      config: { access: 'public' },
      schema: {
        tags,
        body: scanLoginExchangeBodySchema,
        response: { 200: envelopeSchema(loginResultSchema) },
      },
    },
    async (req) => ok(await service.exchange(req.body.id, req.body.ticket)),
  );

  r.post(
    '/api/user/scan-login/scan',
    {
      bodyLimit: BODY_LIMIT,
      schema: {
        tags,
        body: scanLoginSecretBodySchema,
        response: { 200: envelopeSchema(scanLoginScanResultSchema) },
      },
    },
    async (req) => ok(await service.scan(authOf(req), req.body.secret, req.ip)),
  );

  r.post(
    '/api/user/scan-login/approve',
    {
      bodyLimit: BODY_LIMIT,
      schema: {
        tags,
        body: scanLoginSecretBodySchema,
        response: { 200: envelopeSchema(scanLoginDecisionResultSchema) },
      },
    },
    async (req) => ok(await service.approve(authOf(req), req.body.secret)),
  );

  r.post(
    '/api/user/scan-login/reject',
    {
      bodyLimit: BODY_LIMIT,
      schema: {
        tags,
        body: scanLoginSecretBodySchema,
        response: { 200: envelopeSchema(scanLoginDecisionResultSchema) },
      },
    },
    async (req) => ok(await service.reject(authOf(req), req.body.secret)),
  );
}
