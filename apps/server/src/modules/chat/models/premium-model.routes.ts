import {
  chatModelsResultSchema,
  gpt4UsageSchema,
  memberGpt4BodySchema,
  memberGpt4ResultSchema,
  nestedEnvelopeSchema,
} from '@prowrite/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../../http/auth';
import { okNested } from '../../../http/envelope';
import type { PremiumModelService } from './premium-model.service';

/** The model list, the member's premium-model switch and the team's premium usage. */
export function premiumModelRoutes(app: FastifyInstance, service: PremiumModelService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['chat'];
  r.get(
    '/api/v1/chat-models',
    {
      schema: {
        tags,
        description:
          'The models chat may answer with (CHAT_MODELS; LLM_MODEL first; empty without a model), the one the ' +
          'caller’s next question goes to, and the caller’s premium switch.',
        response: { 200: nestedEnvelopeSchema(chatModelsResultSchema) },
      },
    },
    async (req) => okNested(await service.models(authOf(req))),
  );
  r.put(
    '/api/member/gpt4',
    {
      schema: {
        tags,
        description:
          'The caller’s premium-model switch: an empty body flips it, `{gpt4: true|false}` sets it. Kept per ' +
          'member. 400 when no premium model is configured.',
        body: memberGpt4BodySchema,
        response: { 200: nestedEnvelopeSchema(memberGpt4ResultSchema) },
      },
    },
    async (req) => okNested(await service.setSwitch(authOf(req), req.body)),
  );
  r.get(
    '/api/v1/gpt4-usage',
    {
      schema: {
        tags,
        description:
          'Questions answered by the premium model for the caller’s team, in all and today (UTC), and the ' +
          'team’s limits (0 = unlimited; beyond the total 10004, beyond the day’s 10005).',
        response: { 200: nestedEnvelopeSchema(gpt4UsageSchema) },
      },
    },
    async (req) => okNested(await service.usage(authOf(req))),
  );
}
