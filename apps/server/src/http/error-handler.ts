import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ErrorLogBudget } from './error-log-budget';
import { AppError } from './errors';

type ValidationIssue = { instancePath?: string; message?: string; params?: { issue?: { path?: unknown[] } } };

function describeValidation(context: string | undefined, issues: ValidationIssue[]): string {
  const parts = issues.slice(0, 5).map((i) => {
    const where = (i.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
    return where ? `${where}: ${i.message}` : (i.message ?? 'invalid');
  });
  return `Invalid ${context ?? 'request'}: ${parts.join('; ')}`;
}

/** Maps every failure to the envelope `{code, msg}` with a matching HTTP status. Never sends a stack trace. */
export function registerErrorHandler(app: FastifyInstance, budget = new ErrorLogBudget()): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send({ code: error.code, msg: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const msg = describeValidation(error.validationContext, error.validation as ValidationIssue[]);
      return reply.status(400).send({ code: 0, msg });
    }
    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return reply.status(400).send({ code: 0, msg: 'Malformed JSON body' });
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
      case 'FST_REQ_FILE_TOO_LARGE':
      case 'FST_FILES_LIMIT':
      case 'FST_PARTS_LIMIT':
        return reply.status(413).send({ code: 0, msg: 'Request body is too large' });
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return reply.status(415).send({ code: 0, msg: 'Unsupported content type' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ code: 0, msg: error.message || 'Bad request' });
    }
    const { log, suppressedBefore } = budget.take();
    if (suppressedBefore > 0) {
      request.log.warn(
        { suppressed: suppressedBefore },
        'unhandled errors not logged (over the per-minute budget)',
      );
    }
    if (log) request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ code: 0, msg: 'Internal server error' });
  });
}
