import {
  answerStreamQuerySchema,
  askBodySchema,
  type ChatType,
  chatConversationSchema,
  chatIdParamsSchema,
  chatLimitsSchema,
  chatListQuerySchema,
  chatListResultSchema,
  chatMessagesQuerySchema,
  chatMessagesResultSchema,
  cleanChatsQuerySchema,
  cleanChatsResultSchema,
  createChatBodySchema,
  envelopeSchema,
  nestedEnvelopeSchema,
  renameChatBodySchema,
  stopAnswerBodySchema,
  tokenCountBodySchema,
  tokenCountResultSchema,
} from '@prowrite/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../http/auth';
import { ok, okNested } from '../../http/envelope';
import { forbidden } from '../../http/errors';
import { uiLanguageOf } from '../../http/ui-language';
import type { AnswerStreams } from './answer-stream';
import type { ChatLimits } from './chat-limits';
import type { ChatService } from './chat.service';
import { countTextTokens, TOKEN_ENCODING } from './token-count';

export type ChatRouteDeps = { chat: ChatService; streams: AnswerStreams; limits: ChatLimits };

const SSE_DESCRIPTION =
  'Server-Sent Events (text/event-stream), each with an id for Last-Event-ID: start {chat_id, message_id, ' +
  'question}; delta {text}; reasoning {text}; step {kind, text}; citation {n, file_id, page, quote, and for a ' +
  'web result url and title} (before the delta holding its marker; markers never split across deltas); usage {prompt_tokens, ' +
  'completion_tokens}; then exactly one of done {status} or error {code, msg}. Refusals before the stream ' +
  'are ordinary JSON errors (400, 404, 409, 403 code 10004, 429 code 10005). `shortcut_id` (GET ' +
  '/api/prowrite/v2/ask/shortcut) asks that quick ask in `lang`, followed by the question if any.';

function lastEventId(req: FastifyRequest): number {
  const id = Number(req.headers['last-event-id']);
  return Number.isInteger(id) && id > 0 ? id : 0;
}

/** AI chat: conversation management (`/api/ai/chat*`), the ask calls, resume, stop, token counting, limits. */
export function chatRoutes(app: FastifyInstance, deps: ChatRouteDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { chat, streams } = deps;
  const tags = ['chat'];

  r.post(
    '/api/ai/chat',
    {
      schema: {
        tags,
        body: createChatBodySchema,
        response: { 200: nestedEnvelopeSchema(chatConversationSchema) },
      },
    },
    async (req) => okNested(await chat.create(authOf(req), req.body)),
  );
  r.put(
    '/api/ai/chat',
    {
      schema: {
        tags,
        body: renameChatBodySchema,
        response: { 200: nestedEnvelopeSchema(chatConversationSchema) },
      },
    },
    async (req) => okNested(await chat.rename(authOf(req), req.body.id, req.body.name)),
  );
  r.delete(
    '/api/ai/chat/clean',
    {
      schema: {
        tags,
        querystring: cleanChatsQuerySchema,
        response: { 200: nestedEnvelopeSchema(cleanChatsResultSchema) },
      },
    },
    async (req) => okNested({ deleted: await chat.clean(authOf(req), req.query.type) }),
  );
  r.delete(
    '/api/ai/chat/:id',
    {
      schema: {
        tags,
        params: chatIdParamsSchema,
        response: { 200: nestedEnvelopeSchema(z.object({ id: z.string() })) },
      },
    },
    async (req) => {
      await chat.remove(authOf(req), req.params.id);
      return okNested({ id: req.params.id });
    },
  );
  r.get(
    '/api/ai/chat/list',
    {
      schema: {
        tags,
        querystring: chatListQuerySchema,
        response: { 200: envelopeSchema(chatListResultSchema) },
      },
    },
    async (req) => ok(await chat.list(authOf(req), req.query)),
  );
  r.get(
    '/api/ai/chat/messages',
    {
      schema: {
        tags,
        querystring: chatMessagesQuerySchema,
        response: { 200: nestedEnvelopeSchema(chatMessagesResultSchema.shape.data) },
      },
    },
    async (req) => okNested(await chat.messages(authOf(req), req.query.chat_id)),
  );

  const ask =
    (type: ChatType) =>
    async (req: FastifyRequest<{ Body: z.infer<typeof askBodySchema> }>, reply: FastifyReply) => {
      const auth = authOf(req);
      // A shortcut's text is in the caller's language (lang, else Accept-Language).
      const lang = uiLanguageOf(req, req.body.lang);
      const { messageId } = await chat.ask(auth, type, { ...req.body, lang });
      await streams.pipe(req, reply, messageId, 0);
    };
  const askSchema = { tags, body: askBodySchema, description: SSE_DESCRIPTION };
  r.post('/api/v1/question/ask', { schema: askSchema }, ask('pdf'));
  r.post('/api/v2/chat', { schema: askSchema }, ask('text'));
  r.post('/api/webchat/v2/question/ask', { schema: askSchema }, ask('kb'));

  r.get(
    '/api/v1/question/stream',
    { schema: { tags, querystring: answerStreamQuerySchema, description: SSE_DESCRIPTION } },
    async (req, reply) => {
      await chat.requireMessage(authOf(req), req.query.message_id);
      await streams.pipe(req, reply, req.query.message_id, lastEventId(req));
    },
  );
  r.post(
    '/api/v1/question/stop',
    {
      schema: {
        tags,
        body: stopAnswerBodySchema,
        response: { 200: nestedEnvelopeSchema(z.object({ id: z.string() })) },
      },
    },
    async (req) => {
      await chat.stop(authOf(req), req.body.message_id);
      return okNested({ id: req.body.message_id });
    },
  );

  r.post(
    '/api/v1/token-count',
    {
      schema: {
        tags,
        body: tokenCountBodySchema,
        response: { 200: nestedEnvelopeSchema(tokenCountResultSchema) },
      },
    },
    async (req) => okNested({ tokens: countTextTokens(req.body.text), encoding: TOKEN_ENCODING }),
  );

  r.put(
    '/api/admin/chat/limits',
    {
      config: { access: 'admin' },
      schema: { tags, body: chatLimitsSchema, response: { 200: nestedEnvelopeSchema(chatLimitsSchema) } },
    },
    async (req) => {
      // Quotas are the operator's: only the first administrator (all teams) sets them.
      if (!authOf(req).isSuperAdmin) throw forbidden('Only the first administrator sets chat limits');
      await deps.limits.set(req.body.team_id, {
        totalMessages: req.body.total_messages,
        dailyMessages: req.body.daily_messages,
        premiumTotalMessages: req.body.premium_total_messages ?? null,
        premiumDailyMessages: req.body.premium_daily_messages ?? null,
      });
      return okNested(req.body);
    },
  );
}
