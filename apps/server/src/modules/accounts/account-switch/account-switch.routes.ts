import {
  envelopeSchema,
  linkAccountBodySchema,
  loginResultSchema,
  nestedEnvelopeSchema,
  switchAccountBodySchema,
  switchListSchema,
  unlinkAccountParamsSchema,
} from '@prowrite/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../../http/auth';
import { ok, okNested } from '../../../http/envelope';
import type { AccountSwitchService } from './account-switch.service';

export function accountSwitchRoutes(app: FastifyInstance, service: AccountSwitchService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/account/switchlist',
    { schema: { tags: ['accounts'], response: { 200: nestedEnvelopeSchema(switchListSchema) } } },
    async (req) => okNested(await service.list(authOf(req))),
  );

  r.post(
    '/api/account/switch',
    {
      schema: {
        tags: ['accounts'],
        body: switchAccountBodySchema,
        response: { 200: envelopeSchema(loginResultSchema) },
      },
    },
    async (req) => ok(await service.switchTo(authOf(req), req.body.user_id)),
  );

  r.post(
    '/api/account/link',
    {
      schema: {
        tags: ['accounts'],
        body: linkAccountBodySchema,
        response: { 200: nestedEnvelopeSchema(switchListSchema) },
      },
    },
    async (req) => okNested(await service.link(authOf(req), req.body, req.ip)),
  );

  r.delete(
    '/api/account/link/:user_id',
    { schema: { tags: ['accounts'], params: unlinkAccountParamsSchema } },
    async (req) => {
      await service.unlink(authOf(req), req.params.user_id);
      return ok(null);
    },
  );
}
