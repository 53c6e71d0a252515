import { ErrorCode, webSearchAskBodySchema } from '@prowrite/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../../http/auth';
import { AppError } from '../../../http/errors';
import type { AnswerStreams } from '../answer-stream';
import type { ChatService } from '../chat.service';
import type { Answerer } from '../answer-recorder';
import type { WebSearchAnswerRequest } from './web-search-answerer';

export const WEB_SEARCH_NOT_CONFIGURED =
  'Web search is not configured on this server: the operator sets SEARXNG_URL to a SearXNG instance';

export type WebSearchRouteDeps = {
  chat: ChatService;
  streams: AnswerStreams;
  /** Null when no search service is configured. */
  answererFor: ((request: WebSearchAnswerRequest) => Answerer) | null;
};

/** `POST /api/webchat/v2/console/websearch/ask`: a text-chat answer written from web search results. */
export function webSearchRoutes(app: FastifyInstance, deps: WebSearchRouteDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/webchat/v2/console/websearch/ask',
    {
      schema: {
        tags: ['chat'],
        body: webSearchAskBodySchema,
        description:
          'Searches the web (the SearXNG at SEARXNG_URL) for the question and answers from the results as ' +
          'Server-Sent Events, like every ask call: a retrieved step lists the results; citations carry the ' +
          "result's url, title and snippet (file_id '' and page 1). With a model the model writes from the " +
          'snippets; without one the best snippets are quoted and the answer says that writing needs a model. ' +
          'A failing search service ends the stream with error code 10041. Without SEARXNG_URL: 503 with code ' +
          '10040 before any stream. Conversations are text chats.',
      },
    },
    async (req, reply) => {
      const answererFor = deps.answererFor;
      if (!answererFor) throw new AppError(503, WEB_SEARCH_NOT_CONFIGURED, ErrorCode.webSearchNotConfigured);
      const body = req.body;
      const { messageId } = await deps.chat.ask(
        authOf(req),
        'text',
        {
          question: body.question,
          file_ids: [],
          regenerate: body.regenerate,
          ...(body.chat_id ? { chat_id: body.chat_id } : {}),
        },
        (request) =>
          answererFor({
            question: request.question,
            lang: body.lang,
            history: request.history,
            premiumModel: request.premiumModel ?? null,
          }),
      );
      await deps.streams.pipe(req, reply, messageId, 0);
    },
  );
}
