import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, badRequest, tooLarge } from './errors';
import { formatBytes } from './outbound/outbound-errors';

/** An upload over the cap: 413 with the cap in words. */
export function tooLargeError(maxBytes: number): AppError {
  return tooLarge(`The file is larger than the ${formatBytes(maxBytes)} limit`);
}

/** Our own errors and Fastify's FST_ errors (limits, content type) already carry the status they answer. */
export function keepsItsStatus(err: unknown): boolean {
  return err instanceof AppError || Boolean((err as Partial<FastifyError> | null)?.code?.startsWith('FST_'));
}

/**
 * What a failure while reading a multipart request becomes: an error that keeps its status is answered as
 * it is; anything else is broken framing, the client's fault: 400, not 500.
 */
export function multipartReadError(err: unknown): unknown {
  if (keepsItsStatus(err)) return err;
  return badRequest(`Malformed multipart upload: ${(err as Error).message}`);
}

/**
 * The upload answers errors in its own shape `{status: "error", message}` (what upload clients read); `code`/`msg` are added so the
 * shared HTTP client (which reads `code`) treats it like every other error.
 */
export function uploadErrorHandler(maxBytes: number) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    let status: number;
    let message: string;
    if (error instanceof AppError) {
      status = error.status;
      message = error.message;
    } else if (error.code === 'FST_REQ_FILE_TOO_LARGE' || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      status = 413;
      message = tooLargeError(maxBytes).message;
    } else if (
      error.code === 'FST_FILES_LIMIT' ||
      error.code === 'FST_PARTS_LIMIT' ||
      error.code === 'FST_FIELDS_LIMIT'
    ) {
      status = 413;
      message = 'Send one file per upload';
    } else if (
      error.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' ||
      error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
    ) {
      status = 400;
      message = 'Send the file as multipart/form-data in the field "jwfile"';
    } else if ((error.statusCode ?? 500) < 500) {
      status = 400;
      message = `Malformed upload: ${error.message}`;
    } else {
      request.log.error({ err: error }, 'upload failed');
      status = 500;
      message = 'Internal server error';
    }
    return reply.status(status).send({ status: 'error', message, code: 0, msg: message });
  };
}
