import {
  envelopeSchema,
  reportSeriesDetailSchema,
  reportSeriesListSchema,
  reportSeriesQuerySchema,
} from '@prowrite/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../../http/auth';
import { ok } from '../../../http/envelope';
import type { ReportSeriesService } from './report-series.service';

/**
 * Monitoring series calls. `report/list` and `report/editName` already answer for works (the workbench list
 * and rename), so series are listed by `report/simple` (id, name, report count, last report time).
 */
export function reportSeriesRoutes(app: FastifyInstance, series: ReportSeriesService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['works'];

  r.get(
    '/api/prowrite/v1/report/simple',
    { schema: { tags, response: { 200: envelopeSchema(reportSeriesListSchema) } } },
    async (req) => ok(await series.list(authOf(req).scope)),
  );

  r.get(
    '/api/prowrite/v1/report/detail',
    {
      schema: {
        tags,
        querystring: reportSeriesQuerySchema,
        response: { 200: envelopeSchema(reportSeriesDetailSchema) },
      },
    },
    async (req) => ok(await series.detail(authOf(req).scope, req.query.report_id)),
  );
}
