import path from 'node:path';
import { CHUNK_UPLOAD_PATH } from '@prowrite/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authOf } from '../../../http/auth';
import { registerPeriodicSweep } from '../../../jobs/periodic-sweep';
import type { KnowledgeService } from '../knowledge.service';
import { ChunkUploads } from './chunk-uploads';

/** How often unfinished uploads past their expiry are deleted. */
const SWEEP_EVERY_MS = 60 * 60 * 1000;

/**
 * `/api/files/upload/chunk` (POST) and `/api/files/upload/chunk/:id` (HEAD, PATCH, DELETE): the tus protocol.
 * The app's guard has authenticated the request (Access-Token) before the handler; the body is left unread
 * for tus to stream to disk, so no body parser of this scope reads it.
 */
export function chunkUploadRoutes(
  app: FastifyInstance,
  options: { dataDir: string; maxBytes: number; knowledge: KnowledgeService },
): ChunkUploads {
  const uploads = new ChunkUploads({
    directory: path.join(options.dataDir, 'partial-uploads'),
    maxBytes: options.maxBytes,
    knowledge: options.knowledge,
    onServerError: (err) => app.log.error({ err }, 'resumable upload failed'),
  });
  // Expired uploads: the first sweep waits one interval (as it always has), then hourly.
  registerPeriodicSweep(app, {
    name: 'expired upload',
    everyMs: SWEEP_EVERY_MS,
    run: () => uploads.sweepExpired(),
    firstRun: 'after-interval',
  });

  const handler = async (req: FastifyRequest, reply: FastifyReply) => {
    const auth = authOf(req);
    reply.hijack();
    try {
      await uploads.handle(auth, req.raw, reply.raw);
    } catch (err) {
      req.log.error({ err }, 'resumable upload request failed');
      if (!reply.raw.headersSent) reply.raw.writeHead(500).end();
      else reply.raw.destroy();
    }
  };
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_req, _payload, done) => done(null));
    // A binary protocol (tus 1.0), not JSON: kept out of the OpenAPI document.
    const schema = { tags: ['knowledge'], hide: true };
    scope.route({ method: 'POST', url: CHUNK_UPLOAD_PATH, schema, handler });
    scope.route({ method: ['HEAD', 'PATCH', 'DELETE'], url: `${CHUNK_UPLOAD_PATH}/:id`, schema, handler });
  });
  return uploads;
}
