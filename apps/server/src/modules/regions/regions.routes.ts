import { envelopeSchema, regionConfigSchema } from '@prowrite/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import type { RegionsService } from './regions.service';

export function regionsRoutes(app: FastifyInstance, regions: RegionsService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Public: the login page asks before anyone is signed in; the answer mirrors the JMRegionconfig.region value clients read.
  r.get(
    '/api/login/regionconfig',
    {
      config: { access: 'public' },
      schema: { tags: ['accounts'], response: { 200: envelopeSchema(regionConfigSchema) } },
    },
    async (req) => ok(regions.configFor(req.hostname)),
  );
}
