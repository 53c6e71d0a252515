import { envelopeSchema, type Health, healthSchema } from '@prowrite/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';

export function healthRoutes(app: FastifyInstance, health: () => Health): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: { tags: ['system'], response: { 200: envelopeSchema(healthSchema) } },
    },
    async () => ok(health()),
  );
}
