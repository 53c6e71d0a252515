import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';

/**
 * Multipart parsing for uploads. The file size limit is enforced while streaming (busboy stops reading at the
 * cap), so an oversized upload is refused without buffering it.
 */
export async function registerMultipart(
  app: FastifyInstance,
  options: { maxFileBytes: number },
): Promise<void> {
  await app.register(fastifyMultipart, {
    limits: {
      fileSize: options.maxFileBytes,
      files: 1,
      fields: 20,
      fieldSize: 64 * 1024,
      parts: 30,
      headerPairs: 100,
    },
  });
}
