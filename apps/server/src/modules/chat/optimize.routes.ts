import {
  nestedEnvelopeSchema,
  optimizeQuestionBodySchema,
  optimizeQuestionResultSchema,
} from '@prowrite/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../http/auth';
import { okNested } from '../../http/envelope';
import type { QuestionOptimizer } from './question-optimizer';

/** `POST /api/webchat/v2/optimize/question`: the question made specific, for the user to accept. */
export function optimizeRoutes(app: FastifyInstance, optimizer: QuestionOptimizer): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/webchat/v2/optimize/question',
    {
      schema: {
        tags: ['chat'],
        description:
          'Returns the original and the optimised question with what changed. Without a model: spaces tidied, ' +
          'abbreviations of the glossary spelled out at first use, "this study" named after the trial of ' +
          '`file_id` (when its facts name one). With a model: the model rewrites it, and the rewrite is kept ' +
          'only when it keeps every number and name and adds no number (else the rule-based result with a ' +
          'note). Empty, over 20,000 characters, NUL or unpaired surrogates: 400. Another team’s file: 404.',
        body: optimizeQuestionBodySchema,
        response: { 200: nestedEnvelopeSchema(optimizeQuestionResultSchema) },
      },
    },
    async (req) => okNested(await optimizer.optimize(authOf(req), req.body)),
  );
}
