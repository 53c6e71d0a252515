import {
  adminFeedbackQuerySchema,
  adminFeedbackResultSchema,
  chatFeedbackSchema,
  deleteFeedbackQuerySchema,
  deleteFeedbackResultSchema,
  envelopeSchema,
  feedbackTagsQuerySchema,
  feedbackTagsResultSchema,
  nestedEnvelopeSchema,
  saveFeedbackBodySchema,
} from '@prowrite/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../http/auth';
import { ok, okNested } from '../../http/envelope';
import { uiLanguageOf } from '../../http/ui-language';
import { feedbackTags } from './feedback-tags';
import type { FeedbackService } from './feedback.service';

/** Feedback on chat answers: the tag sets, like/dislike of the caller's answers, the console's list. */
export function feedbackRoutes(app: FastifyInstance, feedback: FeedbackService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['chat'];

  r.get(
    '/api/ai/comment/tag',
    {
      schema: {
        tags,
        description:
          'The like and dislike tag sets: stable keys with labels in `lang` (zh-cn, en, ja, es, fr, de; another ' +
          'value answers 400). Without `lang` the Accept-Language header chooses, else zh-cn.',
        querystring: feedbackTagsQuerySchema,
        response: { 200: nestedEnvelopeSchema(feedbackTagsResultSchema) },
      },
    },
    async (req) => okNested(feedbackTags(uiLanguageOf(req, req.query.lang))),
  );
  r.post(
    '/api/ai/message/comment',
    {
      schema: {
        tags,
        description:
          "Likes or dislikes one of the caller's answers, replacing the caller's earlier feedback on it. Tags " +
          "come from the type's set (others: 400); content is at most 500 characters. Another user's or team's " +
          'message, or an unknown id: 404; an answer still being written: 409.',
        body: saveFeedbackBodySchema,
        response: { 200: nestedEnvelopeSchema(chatFeedbackSchema) },
      },
    },
    async (req) => okNested(await feedback.save(authOf(req), req.body)),
  );
  r.delete(
    '/api/ai/message/comment',
    {
      schema: {
        tags,
        description:
          "Removes the caller's feedback on the answer `message_id` (query). `deleted` is false when there was " +
          "none. Another user's or team's message, or an unknown id: 404.",
        querystring: deleteFeedbackQuerySchema,
        response: { 200: nestedEnvelopeSchema(deleteFeedbackResultSchema) },
      },
    },
    async (req) =>
      okNested({
        message_id: req.query.message_id,
        deleted: await feedback.remove(authOf(req), req.query.message_id),
      }),
  );
  r.get(
    '/api/admin/chat/feedback',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        description:
          'Feedback on answers, newest first. A team administrator sees their own team (another team_id: 404); ' +
          'the first administrator every team, or the one named by team_id.',
        querystring: adminFeedbackQuerySchema,
        response: { 200: envelopeSchema(adminFeedbackResultSchema) },
      },
    },
    async (req) => ok(await feedback.adminList(authOf(req), req.query)),
  );
}
