import {
  articleSaveResultSchema,
  editComponentBodySchema,
  envelopeSchema,
  nestedEnvelopeSchema,
  publicWorkImageQuerySchema,
  publicWorkQuerySchema,
  publicWorkSchema,
  publicWorkVideoQuerySchema,
  revocationBodySchema,
  sortComponentsBodySchema,
  templateSettingBodySchema,
  withdrawResultSchema,
} from '@prowrite/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../../http/auth';
import { ok, okNested } from '../../../http/envelope';
import { byteRange, sendFilePart } from '../../../http/byte-range';
import type { ArticleEditService } from './article-edit.service';
import type { ArticlePublicService } from './article-public.service';

export type ArticlesRouteDeps = {
  edit: ArticleEditService;
  publicWorks: ArticlePublicService;
};

const saveResult = { 200: nestedEnvelopeSchema(articleSaveResultSchema) };

/** Article editing, undo and the public screenshot page (docs/decisions/0005-article-api.md). */
export function articlesRoutes(app: FastifyInstance, deps: ArticlesRouteDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { edit, publicWorks } = deps;
  const tags = ['articles'];

  r.post(
    '/api/prowrite/v1/component_content',
    { schema: { tags, body: editComponentBodySchema, response: saveResult } },
    async (req) => okNested(await edit.edit(authOf(req).scope, req.body)),
  );

  r.post(
    '/api/prowrite/v1/assembly',
    { schema: { tags, body: sortComponentsBodySchema, response: saveResult } },
    async (req) => okNested(await edit.sort(authOf(req).scope, req.body)),
  );

  r.post(
    '/api/prowrite/v1/saving/components',
    { schema: { tags, body: templateSettingBodySchema, response: saveResult } },
    async (req) => okNested(await edit.templateSetting(authOf(req).scope, req.body)),
  );

  r.post(
    '/api/prowrite/v2/withdraw',
    {
      schema: {
        tags,
        body: revocationBodySchema,
        response: { 200: nestedEnvelopeSchema(withdrawResultSchema) },
      },
    },
    async (req) => okNested(await edit.withdraw(authOf(req).scope, req.body.id)),
  );

  r.post(
    '/api/prowrite/v2/close/revocation',
    { schema: { tags, body: revocationBodySchema, response: saveResult } },
    async (req) => okNested(await edit.closeRevocation(authOf(req).scope, req.body.id)),
  );

  r.get(
    '/api/prowrite/v1/public/work',
    {
      config: { access: 'public' },
      schema: {
        tags,
        querystring: publicWorkQuerySchema,
        response: { 200: envelopeSchema(publicWorkSchema) },
      },
    },
    async (req) => ok(await publicWorks.work(req.query.prowrite_id, req.query.token)),
  );

  r.get(
    '/api/prowrite/v1/public/work/image',
    { config: { access: 'public' }, schema: { tags, querystring: publicWorkImageQuerySchema } },
    async (req, reply) => {
      const { prowrite_id, token, url } = req.query;
      const image = await publicWorks.image(prowrite_id, token, url);
      return reply
        .header('Content-Type', image.mime)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .header('Cache-Control', 'private, no-cache')
        .send(image.stream);
    },
  );

  // Videos on the public page: browsers seek with `Range`, answered as the raw route does.
  r.get(
    '/api/prowrite/v1/public/work/video',
    { config: { access: 'public' }, schema: { tags, querystring: publicWorkVideoQuerySchema } },
    async (req, reply) => {
      const { prowrite_id, token, url } = req.query;
      const video = await publicWorks.video(prowrite_id, token, url, byteRange(req.headers.range));
      reply
        .header('Content-Type', video.mime)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .header('Cache-Control', 'private, no-cache');
      return sendFilePart(reply, video);
    },
  );
}
