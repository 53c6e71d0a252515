import {
  envelopeSchema,
  trialConvertBodySchema,
  trialConvertResultSchema,
  trialMergeBodySchema,
  trialMergeResultSchema,
} from '@prowrite/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../../http/auth';
import { ok } from '../../../http/envelope';
import type { TrialConversionService } from './trial-conversion.service';

export function trialConversionRoutes(app: FastifyInstance, service: TrialConversionService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // A trial session signs up keeping its works (a full account gets 409).
  r.post(
    '/api/user/trial/convert',
    {
      schema: {
        tags: ['accounts'],
        body: trialConvertBodySchema,
        response: { 200: envelopeSchema(trialConvertResultSchema) },
      },
    },
    async (req) => ok(await service.convert(authOf(req), req.body, req.ip)),
  );

  // A full account takes a trial in (under /api/account/: closed to trial users, 170401).
  r.post(
    '/api/account/trial/merge',
    {
      schema: {
        tags: ['accounts'],
        body: trialMergeBodySchema,
        response: { 200: envelopeSchema(trialMergeResultSchema) },
      },
    },
    async (req) => ok(await service.merge(authOf(req), req.body)),
  );
}
