import { z } from 'zod';
import { langQuerySchema, uiLanguageSchema } from './prompts';

/**
 * Feedback on chat answers: like or dislike, optional tags from the fixed sets of `GET /api/ai/comment/tag`,
 * optional text. One feedback per user and answer (a second POST replaces the first); only the answer's own
 * user may give it (another user's or team's answer: 404). Answers carry it as `comment_list`.
 */

export const feedbackTypeSchema = z.enum(['like', 'dislike']);
export type FeedbackType = z.infer<typeof feedbackTypeSchema>;

/** Stable tag keys; their labels come localised from `GET /api/ai/comment/tag`. */
export const FEEDBACK_TAGS = {
  like: ['accurate', 'well_sourced', 'clear', 'useful'],
  dislike: ['inaccurate', 'missing_source', 'wrong_citation', 'incomplete', 'not_relevant', 'too_long'],
} as const satisfies Record<FeedbackType, readonly string[]>;
export type FeedbackTag = (typeof FEEDBACK_TAGS.like)[number] | (typeof FEEDBACK_TAGS.dislike)[number];

export const FEEDBACK_TEXT_MAX_CHARS = 500;
export const FEEDBACK_MAX_TAGS = FEEDBACK_TAGS.dislike.length;

const idSchema = z.string().min(1).max(64);

/** `GET /api/ai/comment/tag?lang=`: the like and dislike tag sets with labels in that language. */
export const feedbackTagsQuerySchema = z.strictObject({ lang: langQuerySchema.optional() });
const tagLabelSchema = z.object({ key: z.string(), label: z.string() });
export const feedbackTagsResultSchema = z.object({
  lang: uiLanguageSchema,
  like: z.array(tagLabelSchema),
  dislike: z.array(tagLabelSchema),
});
export type FeedbackTagsResult = z.infer<typeof feedbackTagsResultSchema>;

/**
 * `POST /api/ai/message/comment`: likes or dislikes an answer of the caller. Tags must belong to the set of
 * the type (a like's tags are like tags). Replaces the caller's earlier feedback on that answer. An answer
 * still being written answers 409.
 */
export const saveFeedbackBodySchema = z.strictObject({
  message_id: idSchema,
  type: feedbackTypeSchema,
  tags: z.array(z.string().min(1).max(40)).max(FEEDBACK_MAX_TAGS).default([]),
  content: z
    .string()
    .max(FEEDBACK_TEXT_MAX_CHARS, {
      message: `Feedback text is at most ${FEEDBACK_TEXT_MAX_CHARS} characters`,
    })
    .default(''),
});
export type SaveFeedbackBody = z.infer<typeof saveFeedbackBodySchema>;

/** `DELETE /api/ai/message/comment?message_id=`: removes the caller's feedback (deleted false when there was none). */
export const deleteFeedbackQuerySchema = z.strictObject({ message_id: idSchema });
export const deleteFeedbackResultSchema = z.object({ message_id: z.string(), deleted: z.boolean() });

/** The caller's feedback on an answer, as answers carry it (`comment_list`) and the POST returns it. */
export const chatFeedbackSchema = z.object({
  message_id: z.string(),
  type: feedbackTypeSchema,
  tags: z.array(z.string()),
  content: z.string(),
  /** Seconds since the epoch. */
  created_at: z.number().int(),
  updated_at: z.number().int(),
});
export type ChatFeedback = z.infer<typeof chatFeedbackSchema>;

/**
 * `GET /api/admin/chat/feedback`: the console's feedback list, newest first. A team administrator sees their
 * team; the first administrator sees every team, or one with `team_id`.
 */
export const adminFeedbackQuerySchema = z.strictObject({
  type: feedbackTypeSchema.optional(),
  team_id: idSchema.optional(),
  pageno: z.coerce.number().int().min(0).max(100_000).default(0),
  pagesize: z.coerce.number().int().min(1).max(100).default(15),
});
export const adminFeedbackRowSchema = chatFeedbackSchema.extend({
  chat_id: z.string(),
  team: z.object({ id: z.string(), name: z.string() }),
  user: z.object({ id: z.string(), name: z.string() }),
  question: z.string(),
  /** The answer's first characters (the whole answer is in the conversation). */
  answer_excerpt: z.string(),
});
export type AdminFeedbackRow = z.infer<typeof adminFeedbackRowSchema>;
export const adminFeedbackResultSchema = z.object({
  data: z.array(adminFeedbackRowSchema),
  total_num: z.number().int(),
});
