import {
  envelopeSchema,
  partnerTokenSchema,
  partnerUserSchema,
  partnerVerifyBodySchema,
} from '@prowrite/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../../http/auth';
import { ok } from '../../../http/envelope';
import { unauthorized } from '../../../http/errors';
import type { PartnerTokensService } from './partner-tokens.service';

export function partnerTokensRoutes(app: FastifyInstance, service: PartnerTokensService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/basicauth/user/partnertoken',
    { schema: { tags: ['accounts'], response: { 200: envelopeSchema(partnerTokenSchema) } } },
    async (req) => {
      const auth = authOf(req);
      // Only a live session mints a partner token (a URL ticket cannot).
      if (!auth.sessionId) throw unauthorized();
      return ok(await service.mint(auth));
    },
  );

  // Public: the partner's server calls it with the token its page received; the token is the credential.
  r.post(
    '/basicauth/partner/verify',
    {
      config: { access: 'public' },
      schema: {
        tags: ['accounts'],
        body: partnerVerifyBodySchema,
        response: { 200: envelopeSchema(partnerUserSchema) },
      },
    },
    async (req) => ok(await service.exchange(req.body.token)),
  );
}
