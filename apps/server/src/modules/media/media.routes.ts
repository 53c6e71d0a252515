import {
  fetchMediaBodySchema,
  footnoteTitleResultSchema,
  generatedImagesSchema,
  generateImageBodySchema,
  medicalImageResultSchema,
  nestedEnvelopeSchema,
  prowriteIdQuerySchema,
  regenerateFootnoteBodySchema,
  regenerateMedicalImageBodySchema,
  sourceImageListSchema,
  workImageListSchema,
} from '@prowrite/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../http/auth';
import { okNested } from '../../http/envelope';
import type { MediaFetchService } from './media-fetch.service';
import type { MediaService } from './media.service';
import type { MediaServiceDeps } from './media.service';
import { streamFetch } from './fetch-stream';

export type MediaRouteDeps = {
  service: MediaService;
  fetcher: MediaFetchService;
  works: MediaServiceDeps['works'];
  heartbeatMs?: number;
};

/** The insert dialogs' calls (link fetch, figures, AI images, titles); uploads: media-upload.routes.ts. */
export function mediaRoutes(app: FastifyInstance, deps: MediaRouteDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { service } = deps;

  r.post(
    '/api/prowrite/v1/fetch/media',
    { schema: { tags: ['media'], body: fetchMediaBodySchema, produces: ['text/event-stream'] } },
    async (req, reply) => {
      const auth = authOf(req);
      // Before the stream starts, so a foreign or unknown work is an ordinary 404.
      if (req.body.prowrite_id) await deps.works.require(auth.scope, req.body.prowrite_id);
      await streamFetch(req, reply, (signal) => deps.fetcher.fetch(auth, req.body, signal), deps.heartbeatMs);
    },
  );

  r.get(
    '/api/prowrite/v1/related/pictures',
    {
      schema: {
        tags: ['media'],
        querystring: prowriteIdQuerySchema,
        response: { 200: nestedEnvelopeSchema(sourceImageListSchema) },
      },
    },
    async (req) => okNested(await service.relatedPictures(authOf(req), req.query.prowrite_id)),
  );

  r.get(
    '/api/prowrite/v1/images/retrieve',
    {
      schema: {
        tags: ['media'],
        querystring: prowriteIdQuerySchema,
        response: { 200: nestedEnvelopeSchema(workImageListSchema) },
      },
    },
    async (req) => okNested(await service.retrieveImages(authOf(req), req.query.prowrite_id)),
  );

  r.post(
    '/api/prowrite/v1/regenerate/footnote_title',
    {
      schema: {
        tags: ['media'],
        body: regenerateFootnoteBodySchema,
        response: { 200: nestedEnvelopeSchema(footnoteTitleResultSchema) },
      },
    },
    async (req) => okNested(await service.footnoteTitle(authOf(req), req.body)),
  );

  r.post(
    '/api/prowrite/v2/auto/generate/image',
    {
      schema: {
        tags: ['media'],
        body: generateImageBodySchema,
        response: { 200: nestedEnvelopeSchema(generatedImagesSchema) },
      },
    },
    async (req) => okNested(await service.generateImage(authOf(req), req.body)),
  );

  r.post(
    '/api/prowrite/v1/regenerate/medical_image',
    {
      schema: {
        tags: ['media'],
        body: regenerateMedicalImageBodySchema,
        response: { 200: nestedEnvelopeSchema(medicalImageResultSchema) },
      },
    },
    async (req) => okNested(await service.regenerateImage(authOf(req), req.body)),
  );
}
