import {
  AVATAR_MAX_BYTES,
  cutFileQuerySchema,
  envelopeSchema,
  saveScreenshotFieldsSchema,
  saveScreenshotResultSchema,
  uploadResultSchema,
} from '@prowrite/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { badRequest } from '../../http/errors';
import { uploadErrorHandler } from '../../http/upload-errors';
import { receiveMediaUpload, receiveScreenshot, storeImageBytes } from './media-upload';
import type { MediaStore } from './media-store';

/** Avatar and screenshot uploads (2.7, 4); media through `POST /api/files/upload?purpose=media` is in files. */
export function mediaUploadRoutes(app: FastifyInstance, store: MediaStore): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/file/uploadcutfile',
    {
      schema: {
        tags: ['files'],
        consumes: ['multipart/form-data'],
        querystring: cutFileQuerySchema,
        response: { 200: uploadResultSchema },
      },
      errorHandler: uploadErrorHandler(AVATAR_MAX_BYTES),
    },
    async (req) => {
      const maxBytes = req.query.type === 'avatar' ? AVATAR_MAX_BYTES : store.limits.imageMaxBytes;
      const data = await receiveMediaUpload(req, store, { accept: 'image', maxBytes });
      return { status: 'success' as const, data, message: 'success' };
    },
  );

  r.post(
    '/api/files/save/screenshot',
    {
      schema: {
        tags: ['files'],
        consumes: ['multipart/form-data'],
        response: { 200: envelopeSchema(saveScreenshotResultSchema) },
      },
    },
    async (req) => {
      const { png, fields } = await receiveScreenshot(req, store.limits.imageMaxBytes);
      const parsed = saveScreenshotFieldsSchema.safeParse(fields);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw badRequest(`Invalid screenshot fields: ${issue?.path.join('.') || 'body'}: ${issue?.message}`);
      }
      const stored = await storeImageBytes(req, store, png, `screenshot-${parsed.data.obj_id}.png`);
      return ok({
        id: stored.id,
        original: { open_url: stored.url, width: stored.width, height: stored.height },
      });
    },
  );
}
