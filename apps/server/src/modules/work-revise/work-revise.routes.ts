import {
  acceptRevisionBodySchema,
  acceptRevisionResultSchema,
  nestedEnvelopeSchema,
  rejectRevisionBodySchema,
  workAskBodySchema,
  workChatQuerySchema,
  workChatResultSchema,
  workRevisionSchema,
} from '@prowrite/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../http/auth';
import { okNested } from '../../http/envelope';
import { uiLanguageOf } from '../../http/ui-language';
import type { AnswerStreams } from '../chat';
import type { WorkReviseService } from './work-revise.service';

const ASK_DESCRIPTION =
  "The chat's Server-Sent Events protocol (see POST /api/v2/chat), in a conversation about the work " +
  '(chat type work): a question about its sources is answered with citations; a revision request of a ' +
  'slide (the selected `slide_num`, or "slide N" in the message) adds one `proposal` event (the revision, ' +
  'proposed or refused with its reason) before the text. Refusals before the stream are JSON errors (400, ' +
  '404, 409 while the work is being generated).';

/** The chat-revise panel's calls: ask (SSE), the work's conversation, accept and reject a revision. */
export function workReviseRoutes(
  app: FastifyInstance,
  deps: { revise: WorkReviseService; streams: AnswerStreams },
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['chat'];

  r.post(
    '/api/prowrite/v2/ask',
    { schema: { tags, body: workAskBodySchema, description: ASK_DESCRIPTION } },
    async (req, reply) => {
      const lang = uiLanguageOf(req, req.body.lang);
      const { messageId } = await deps.revise.ask(authOf(req), { ...req.body, lang });
      await deps.streams.pipe(req, reply, messageId, 0);
    },
  );
  r.get(
    '/api/prowrite/v2/ask/chat',
    {
      schema: {
        tags,
        querystring: workChatQuerySchema,
        response: { 200: nestedEnvelopeSchema(workChatResultSchema) },
      },
    },
    async (req) => okNested(await deps.revise.workChat(authOf(req), req.query.work_id)),
  );
  r.post(
    '/api/prowrite/v2/ask/revision/accept',
    {
      schema: {
        tags,
        body: acceptRevisionBodySchema,
        response: { 200: nestedEnvelopeSchema(acceptRevisionResultSchema) },
      },
    },
    async (req) => okNested(await deps.revise.accept(authOf(req), req.body.id, req.body.version)),
  );
  r.post(
    '/api/prowrite/v2/ask/revision/reject',
    {
      schema: {
        tags,
        body: rejectRevisionBodySchema,
        response: { 200: nestedEnvelopeSchema(workRevisionSchema) },
      },
    },
    async (req) => okNested(await deps.revise.reject(authOf(req), req.body.id)),
  );
}
