import { z } from 'zod';
import { articleSaveResultSchema } from './articles/calls';
import { askBodySchema, chatConversationSchema } from './chat';
import { langQuerySchema } from './prompts';
import { workRevisionSchema } from './work-revision';
import { saveResultSchema } from './works';

/**
 * The workbench's chat-revise panel: a conversation linked to one work (chat type
 * `work`), asked through `POST /api/prowrite/v2/ask` on the chat's one SSE protocol. A question about the
 * work's sources is answered like PDF chat; a revision of one slide is proposed (the `proposal` event) and
 * applied only when the user accepts it, as a new version of the work. Decision 0047.
 */

const idSchema = z.string().min(1).max(64);

/**
 * `POST /api/prowrite/v2/ask`: `slide_num` is the slide the panel has selected on a deck (a message naming
 * one wins), `component_id` the component selected on an article.
 */
export const workAskBodySchema = z.strictObject({
  work_id: idSchema,
  question: askBodySchema.shape.question,
  chat_id: idSchema.optional(),
  slide_num: z.number().int().min(1).max(10_000).optional(),
  component_id: idSchema.optional(),
  shortcut_id: askBodySchema.shape.shortcut_id,
  lang: langQuerySchema.optional(),
});
export type WorkAskBody = z.infer<typeof workAskBodySchema>;

/** `GET /api/prowrite/v2/ask/chat?work_id=`: the work's conversation (null before the first ask) and its revisions. */
export const workChatQuerySchema = z.strictObject({ work_id: idSchema });
export const workChatResultSchema = z.object({
  chat: chatConversationSchema.nullable(),
  revisions: z.array(workRevisionSchema),
});
export type WorkChatResult = z.infer<typeof workChatResultSchema>;

/**
 * `POST /api/prowrite/v2/ask/revision/accept`: `version` is the work's version the client has (409 if stale).
 * `save` is the editor's save result: a deck's, or an article's (with its undo count).
 */
export const acceptRevisionBodySchema = z.strictObject({
  id: idSchema,
  version: z.number().int().min(0),
});
export const acceptRevisionResultSchema = z.object({
  revision: workRevisionSchema,
  save: z.union([articleSaveResultSchema, saveResultSchema]),
});
export type AcceptRevisionResult = z.infer<typeof acceptRevisionResultSchema>;

/** `POST /api/prowrite/v2/ask/revision/reject`: nothing is saved. */
export const rejectRevisionBodySchema = z.strictObject({ id: idSchema });
