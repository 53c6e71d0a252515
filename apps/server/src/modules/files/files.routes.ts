import {
  envelopeSchema,
  factsQuerySchema,
  factsSchema,
  fileDetailSchema,
  fileIdParamsSchema,
  figureParamsSchema,
  fileIdQuerySchema,
  fileListQuerySchema,
  fileListResultSchema,
  type MediaFileInfo,
  nestedEnvelopeSchema,
  uploadQuerySchema,
  uploadResultSchema,
} from '@prowrite/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../http/auth';
import { ok, okNested } from '../../http/envelope';
import { AppError, badRequest } from '../../http/errors';
import { StorageObjectMissingError } from '../../storage/storage-driver';
import { multipartReadError, uploadErrorHandler } from '../../http/upload-errors';
import type { FilesService } from './files.service';
import { byteRange, sendFilePart } from '../../http/byte-range';

/**
 * The insert dialogs' `?purpose=media` upload: the media module reads and sniffs the part and records it
 * through this module's service (wired in app.ts, so this module does not depend on media).
 */
export type MediaUpload = (req: FastifyRequest) => Promise<MediaFileInfo>;

export function filesRoutes(
  app: FastifyInstance,
  service: FilesService,
  options: { uploadMaxBytes: number; media?: MediaUpload },
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/files/upload',
    {
      schema: {
        tags: ['files'],
        consumes: ['multipart/form-data'],
        querystring: uploadQuerySchema,
        response: { 200: uploadResultSchema },
      },
      errorHandler: uploadErrorHandler(options.uploadMaxBytes),
    },
    async (req) => {
      // Images and videos for the insert dialogs: sniffed and capped by the media module, stored as they stream.
      if (req.query.purpose === 'media' && options.media) {
        return { status: 'success' as const, data: await options.media(req), message: 'success' };
      }
      const auth = authOf(req);
      const { fileName, bytes } = await readUploadedFile(req);
      const data = await service.upload(auth, { fileName, bytes });
      return { status: 'success' as const, data, message: 'success' };
    },
  );

  r.get(
    '/api/files/detail',
    {
      schema: {
        tags: ['files'],
        querystring: fileIdQuerySchema,
        response: { 200: envelopeSchema(fileDetailSchema) },
      },
    },
    async (req) => ok(await service.detail(authOf(req).scope, req.query.id)),
  );

  r.get(
    '/api/files/list',
    {
      schema: {
        tags: ['files'],
        querystring: fileListQuerySchema,
        response: { 200: envelopeSchema(fileListResultSchema) },
      },
    },
    async (req) => ok(await service.list(authOf(req).scope, req.query)),
  );

  // Raw bytes and figures may be loaded by <img>/<iframe>, which send `?token=` instead of the header.
  r.get(
    '/api/files/:id/raw',
    { schema: { tags: ['files'], params: fileIdParamsSchema } },
    async (req, reply) => {
      // Videos are played with seeking: a single `Range: bytes=a-b` answers 206 with that part only.
      const range = byteRange(req.headers.range);
      const file = await openOrNotFound(() => service.openRawPart(authOf(req).scope, req.params.id, range));
      const isMedia = ['png', 'jpeg', 'gif', 'webp', 'mp4', 'webm'].includes(file.kind);
      reply
        .header('Content-Type', file.mime)
        .header('Content-Disposition', inlineDisposition(file.name))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, max-age=3600');
      // A PDF or text opened directly must not run scripts or reach the app's origin.
      if (!isMedia) reply.header('Content-Security-Policy', 'sandbox');
      return sendFilePart(reply, file);
    },
  );

  r.get(
    '/api/files/:id/figures/:index',
    { schema: { tags: ['files'], params: figureParamsSchema } },
    async (req, reply) => {
      const png = await openOrNotFound(() =>
        service.openFigure(authOf(req).scope, req.params.id, req.params.index),
      );
      return reply
        .header('Content-Type', 'image/png')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, max-age=3600')
        .send(png);
    },
  );

  r.get(
    '/api/prowrite/v1/facts',
    {
      schema: {
        tags: ['facts'],
        querystring: factsQuerySchema,
        response: { 200: nestedEnvelopeSchema(factsSchema) },
      },
    },
    async (req) => okNested(await service.facts(authOf(req).scope, req.query.file_id)),
  );
}

/** The `jwfile` part's name and bytes. Broken multipart framing is the client's fault: 400, not 500. */
async function readUploadedFile(req: FastifyRequest): Promise<{ fileName: string; bytes: Buffer }> {
  try {
    const part = await req.file();
    if (part?.fieldname !== 'jwfile') throw badRequest('Send the file in the multipart field "jwfile"');
    return { fileName: part.filename, bytes: await part.toBuffer() };
  } catch (err) {
    throw multipartReadError(err);
  }
}

/** A stored object that vanished from disk is a missing file to the caller, not a server crash. */
async function openOrNotFound<T>(open: () => Promise<T>): Promise<T> {
  try {
    return await open();
  } catch (err) {
    if (err instanceof StorageObjectMissingError) throw new AppError(404, 'File content not found');
    throw err;
  }
}

/** `inline` with an ASCII fallback name and the exact UTF-8 name (RFC 6266 / RFC 5987). */
export function inlineDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `inline; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
