import {
  envelopeSchema,
  exportBodySchema,
  exportDocQuerySchema,
  exportImagesResultSchema,
  nestedEnvelopeSchema,
  pptGenerateBodySchema,
  publicExportBodySchema,
  renderFigureQuerySchema,
  renderFileQuerySchema,
  renderTicketQuerySchema,
  workDetailSchema,
} from '@prowrite/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../http/auth';
import { ok, okNested } from '../../http/envelope';
import type { ExportFile, ExportService } from './export.service';
import { attachmentDisposition } from './file-names';
import type { RenderService } from './render.service';

/** 500 slides of generous content fit; the JSON routes elsewhere keep the app's 2 MB limit. */
const PPT_GENERATE_BODY_LIMIT = 20 * 1024 * 1024;

function sendFile(reply: FastifyReply, file: ExportFile) {
  return reply
    .header('Content-Type', file.mime)
    .header('Content-Disposition', attachmentDisposition(file.fileName))
    .header('Content-Length', String(file.bytes.byteLength))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'no-store')
    .send(file.bytes);
}

/** Export calls (file, PNG set, stateless PPTX, DOCX, public export) and the print pages' ticketed reads. */
export function exportRoutes(app: FastifyInstance, exports: ExportService, render: RenderService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['export'];

  r.post('/api/prowrite/v1/export', { schema: { tags, body: exportBodySchema } }, async (req, reply) =>
    sendFile(reply, await exports.exportWork(authOf(req), req.body)),
  );

  r.post(
    '/api/prowrite/v2/export/images',
    { schema: { tags, body: exportBodySchema, response: { 200: envelopeSchema(exportImagesResultSchema) } } },
    async (req) => ok(await exports.exportImages(authOf(req), req.body)),
  );

  r.get(
    '/api/botconsole/export/doc',
    { schema: { tags, querystring: exportDocQuerySchema } },
    async (req, reply) => sendFile(reply, await exports.exportDoc(authOf(req), req.query.id, req.query.lang)),
  );

  r.post(
    '/webapi/ppt/generate',
    { bodyLimit: PPT_GENERATE_BODY_LIMIT, schema: { tags, body: pptGenerateBodySchema } },
    async (req, reply) => sendFile(reply, await exports.generatePpt(authOf(req), req.body)),
  );

  r.post(
    '/api/prowrite/v1/public/export',
    { config: { access: 'public' }, schema: { tags, body: publicExportBodySchema } },
    // req.ip is the socket's address (trustProxy is off): a forwarded header cannot pick the bucket.
    async (req, reply) => sendFile(reply, await exports.publicExport(req.body, req.ip)),
  );

  // Read by the server's own print pages in its Chromium, with a short-lived ticket instead of a session.
  r.get(
    '/api/prowrite/v1/render/work',
    {
      config: { access: 'public' },
      schema: {
        tags,
        querystring: renderTicketQuerySchema,
        response: { 200: nestedEnvelopeSchema(workDetailSchema) },
      },
    },
    async (req) => okNested(await render.detail(req.query.ticket)),
  );

  r.get(
    '/api/prowrite/v1/render/figure',
    { config: { access: 'public' }, schema: { tags, querystring: renderFigureQuerySchema } },
    async (req, reply) => {
      const png = await render.figure(req.query.ticket, req.query.file_id, req.query.index);
      return reply
        .header('Content-Type', 'image/png')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'no-store')
        .send(png);
    },
  );

  r.get(
    '/api/prowrite/v1/render/file',
    { config: { access: 'public' }, schema: { tags, querystring: renderFileQuerySchema } },
    async (req, reply) => {
      const picture = await render.picture(req.query.ticket, req.query.id);
      return reply
        .header('Content-Type', picture.mime)
        .header('Content-Length', String(picture.size))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'no-store')
        .send(picture.stream);
    },
  );
}
