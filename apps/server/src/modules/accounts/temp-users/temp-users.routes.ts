import {
  envelopeSchema,
  tempLoginBodySchema,
  tempLoginResultSchema,
  tempMedicalTokenSchema,
} from '@prowrite/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { readSessionId } from '../../../http/auth';
import { ok } from '../../../http/envelope';
import type { AccountsService } from '../accounts.service';
import type { TempUsersService } from './temp-users.service';

export function tempUsersRoutes(
  app: FastifyInstance,
  service: TempUsersService,
  accounts: AccountsService,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/login/temp',
    {
      config: { access: 'public' },
      schema: {
        tags: ['accounts'],
        body: tempLoginBodySchema,
        response: { 200: envelopeSchema(tempLoginResultSchema) },
      },
    },
    async (req) => ok(await service.login(req.body, req.ip)),
  );

  // Public: a visitor has no session yet; a temporary user's own session (if sent) keeps its user.
  r.get(
    '/api/user/temp-medical-token',
    {
      config: { access: 'public' },
      schema: { tags: ['accounts'], response: { 200: envelopeSchema(tempMedicalTokenSchema) } },
    },
    async (req) => {
      const sessionId = readSessionId(req);
      const caller = sessionId ? await accounts.resolveSession(sessionId) : null;
      return ok(await service.medicalToken(caller, req.ip));
    },
  );
}
