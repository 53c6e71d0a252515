import {
  envelopeSchema,
  partnerTokenQuerySchema,
  partnerTokenSchema,
  partnerUserSchema,
  partnerVerifyBodySchema,
} from '@prowrite/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../../http/auth';
import { ok } from '../../../http/envelope';
import { unauthorized } from '../../../http/errors';
import type { PartnerCredentials } from './partner-credentials';
import type { PartnerTokensService } from './partner-tokens.service';

export function partnerTokensRoutes(
  app: FastifyInstance,
  service: PartnerTokensService,
  partners: PartnerCredentials,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/basicauth/user/partnertoken',
    {
      schema: {
        tags: ['accounts'],
        querystring: partnerTokenQuerySchema,
        response: { 200: envelopeSchema(partnerTokenSchema) },
      },
    },
    async (req) => {
      const auth = authOf(req);
      // Only a live session mints a partner token (a URL ticket cannot).
      if (!auth.sessionId) throw unauthorized();
      return ok(await service.mint(auth, req.query.partner_id));
    },
  );

  // Public: the partner's server calls it with the token its page received, authenticated as that partner
  // (HTTP Basic with its id and secret) when partners are registered.
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
    async (req, reply) => {
      const caller = partners.authenticate(req.headers.authorization);
      // A refused partner is told how to authenticate (RFC 7617), whatever else is wrong.
      if (partners.refuses(caller)) {
        reply.header('www-authenticate', 'Basic realm="partner", charset="UTF-8"');
      }
      return ok(await service.exchange(req.body.token, caller));
    },
  );
}
