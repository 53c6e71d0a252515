import {
  codeLoginBodySchema,
  devOutboxEntrySchema,
  envelopeSchema,
  loginResultSchema,
  nestedEnvelopeSchema,
  sendCodeBodySchema,
  sendCodeResultSchema,
  TEMP_USER_TYPE,
} from '@prowrite/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, readSessionId } from '../../../http/auth';
import type { AccountsService } from '../accounts.service';
import { ok, okNested } from '../../../http/envelope';
import { forbidden } from '../../../http/errors';
import type { RegionsService } from '../../regions/regions.service';
import type { AccountCodesService } from './account-codes.service';
import type { DevOutboxRepository } from './dev-outbox.repository';

export function codesRoutes(
  app: FastifyInstance,
  service: AccountCodesService,
  outbox: { read(limit: number): ReturnType<DevOutboxRepository['latest']> },
  regions: RegionsService,
  accounts: AccountsService,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/password/send/code',
    {
      config: { access: 'public' },
      schema: {
        tags: ['accounts'],
        body: sendCodeBodySchema,
        response: { 200: envelopeSchema(sendCodeResultSchema) },
      },
    },
    async (req) => {
      // A trial user signing up to keep its works needs no invite code (decision 0069).
      const sessionId = readSessionId(req);
      const caller = sessionId ? await accounts.resolveSession(sessionId) : null;
      const trial = caller?.user.type === TEMP_USER_TYPE;
      return ok(await service.sendCode(req.body, req.ip, regions.regionOf(req.hostname), trial));
    },
  );

  r.post(
    '/api/login/code',
    {
      config: { access: 'public' },
      schema: {
        tags: ['accounts'],
        body: codeLoginBodySchema,
        response: { 200: envelopeSchema(loginResultSchema) },
      },
    },
    async (req) => ok(await service.login(req.body, req.ip)),
  );

  // The outbox holds other people's codes: only the first administrator reads it.
  r.get(
    '/api/admin/dev-outbox',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) }),
        response: { 200: nestedEnvelopeSchema(z.array(devOutboxEntrySchema)) },
      },
    },
    async (req) => {
      if (!authOf(req).isSuperAdmin)
        throw forbidden('Only the first administrator reads the development outbox');
      const rows = await outbox.read(req.query.limit);
      return okNested(
        rows.map((row) => ({
          id: row.id,
          channel: row.channel,
          address: row.address,
          subject: row.subject,
          text: row.body,
          created_at: Math.floor(row.createdAt.getTime() / 1000),
        })),
      );
    },
  );
}
