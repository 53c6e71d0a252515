import { z } from 'zod';
import { chatFeedbackSchema } from './chat-feedback';
import { langQuerySchema } from './prompts';
import { workRevisionSchema } from './work-revision';

/**
 * AI chat: conversations (`/api/ai/chat*`), the ask calls and their one Server-Sent-Events protocol, and token
 * counting. Conversations belong to their user; another user's or team's id is simply not found (404).
 */

/**
 * Conversation kinds: text chat (/chat-text), PDF chat (/chat-pdf), knowledge-base chat, and the workbench's
 * chat-revise conversation about one work (`work`, asked through /api/prowrite/v2/ask).
 */
export const chatTypeSchema = z.enum(['text', 'pdf', 'kb', 'work']);
export type ChatType = z.infer<typeof chatTypeSchema>;

/** A question longer than this is refused (400): it would not fit any model's prompt with its sources. */
export const CHAT_QUESTION_MAX_CHARS = 20_000;
export const CHAT_NAME_MAX_CHARS = 200;
/** Files one PDF chat may ask about at once. */
export const CHAT_MAX_FILES = 10;

const idSchema = z.string().min(1).max(64);

export const chatConversationSchema = z.object({
  id: z.string(),
  type: chatTypeSchema,
  name: z.string(),
  file_ids: z.array(z.string()),
  /** Seconds since the epoch (every time field of the chat API). */
  created_at: z.number().int(),
  updated_at: z.number().int(),
});
export type ChatConversation = z.infer<typeof chatConversationSchema>;

/** `POST /api/ai/chat` */
export const createChatBodySchema = z.strictObject({
  type: chatTypeSchema,
  name: z.string().trim().max(CHAT_NAME_MAX_CHARS).optional(),
  file_ids: z.array(idSchema).max(CHAT_MAX_FILES).default([]),
});
export type CreateChatBody = z.infer<typeof createChatBodySchema>;

/** `PUT /api/ai/chat` renames. */
export const renameChatBodySchema = z.strictObject({
  id: idSchema,
  name: z.string().trim().min(1).max(CHAT_NAME_MAX_CHARS),
});

export const chatIdParamsSchema = z.strictObject({ id: idSchema });

/** `DELETE /api/ai/chat/clean?type=` removes every conversation of that type (the caller's own). */
export const cleanChatsQuerySchema = z.strictObject({ type: chatTypeSchema });
export const cleanChatsResultSchema = z.object({ deleted: z.number().int() });

/** `GET /api/ai/chat/list?type=&pageno=0&pagesize=15`: newest activity first. */
export const chatListQuerySchema = z.strictObject({
  type: chatTypeSchema.optional(),
  pageno: z.coerce.number().int().min(0).max(100_000).default(0),
  pagesize: z.coerce.number().int().min(1).max(100).default(15),
});
export const chatListResultSchema = z.object({
  data: z.array(chatConversationSchema),
  total_num: z.number().int(),
});

/**
 * A citation marker `[n]` in an answer: the exact quote printed on that page of that file. A web-search
 * citation carries the result's `url` and `title` instead of a file: its `file_id` is '' and its `page` 1,
 * and its `quote` is the result's snippet as the search service returned it.
 */
export const chatCitationSchema = z.object({
  n: z.number().int().min(1),
  file_id: z.string(),
  page: z.number().int().min(1),
  quote: z.string(),
  url: z.string().optional(),
  title: z.string().optional(),
});
export type ChatCitation = z.infer<typeof chatCitationSchema>;

/** Bot message step kinds: the trace an answer shows of how it was made. */
export const chatStepKindSchema = z.enum(['thought', 'retrieved', 'controller', 'generator', 'system']);
export const chatStepSchema = z.object({ kind: chatStepKindSchema, text: z.string() });
export type ChatStep = z.infer<typeof chatStepSchema>;

export const chatUsageSchema = z.object({
  prompt_tokens: z.number().int().min(0),
  completion_tokens: z.number().int().min(0),
});
export type ChatUsage = z.infer<typeof chatUsageSchema>;

/** streaming: being written; done: complete; error: ended by a failure (partial text kept); stopped: by the user. */
export const chatMessageStatusSchema = z.enum(['streaming', 'done', 'error', 'stopped']);
export type ChatMessageStatus = z.infer<typeof chatMessageStatusSchema>;

/**
 * A chat message as the spec lists it (id, send_at, message_type, message {code, msg, data {content,
 * request_id, question}}, comment_list), plus what the answer carries: status, reasoning, steps, citations, usage.
 */
export const chatMessageSchema = z.object({
  id: z.string(),
  chat_id: z.string(),
  send_at: z.number().int(),
  message_type: z.enum(['answer']),
  status: chatMessageStatusSchema,
  message: z.object({
    code: z.number().int(),
    msg: z.string(),
    data: z.object({ content: z.string(), request_id: z.string(), question: z.string() }),
  }),
  reasoning: z.string(),
  steps: z.array(chatStepSchema),
  citations: z.array(chatCitationSchema),
  usage: chatUsageSchema.nullable(),
  user: z.object({ id: z.string(), name: z.string(), avatar: z.string() }),
  /** The caller's like or dislike of this answer: none or one entry (a list, as clients read it). */
  comment_list: z.array(chatFeedbackSchema),
});
export type ChatMessageItem = z.infer<typeof chatMessageSchema>;

/** `GET /api/ai/chat/messages?chat_id=`: oldest first. */
export const chatMessagesQuerySchema = z.strictObject({ chat_id: idSchema });
export const chatMessagesResultSchema = z.object({ data: z.array(chatMessageSchema) });

/**
 * `POST /api/v1/question/ask` (PDF chat) and `POST /api/v2/chat` (text chat): answered as Server-Sent Events.
 * Without `chat_id` a conversation is created. `regenerate` replaces the conversation's last answer.
 */
export const askBodySchema = z.strictObject({
  question: z.string().max(CHAT_QUESTION_MAX_CHARS, {
    message: `A question is at most ${CHAT_QUESTION_MAX_CHARS} characters`,
  }),
  file_ids: z.array(idSchema).max(CHAT_MAX_FILES).default([]),
  chat_id: idSchema.optional(),
  regenerate: z.boolean().default(false),
  /**
   * A workbench shortcut (`GET /api/prowrite/v2/ask/shortcut`): its text in `lang` becomes the question,
   * followed by `question` when that is not empty (what the shortcut applies to).
   */
  shortcut_id: z.string().min(1).max(64).optional(),
  lang: langQuerySchema.optional(),
});
export type AskBody = z.infer<typeof askBodySchema>;

/**
 * `POST /api/webchat/v2/console/websearch/ask`: the question is searched on the web (the server's search
 * service) and answered from the results' snippets, citing each result's url; answered as Server-Sent Events
 * like every ask call. Conversations are text chats. `lang` picks the search language (default: any).
 */
export const webSearchAskBodySchema = z.strictObject({
  question: askBodySchema.shape.question,
  chat_id: idSchema.optional(),
  regenerate: z.boolean().default(false),
  lang: langQuerySchema.optional(),
});
export type WebSearchAskBody = z.infer<typeof webSearchAskBodySchema>;

/** `GET /api/v1/question/stream?message_id=` resumes an answer (reload, second tab) after Last-Event-ID. */
export const answerStreamQuerySchema = z.strictObject({ message_id: idSchema });
/** `POST /api/v1/question/stop` ends an answer in progress; what was written so far is kept. */
export const stopAnswerBodySchema = z.strictObject({ message_id: idSchema });

/**
 * The events of one answer, in order. Every event has an SSE `id` (1, 2, …) so that a client resumes with
 * Last-Event-ID. `start` comes first; exactly one terminal event (`done` or `error`) comes last, also when
 * the model's stream breaks. A citation marker `[n]` is never split across two `delta` events, and its
 * `citation` event is sent before the delta that contains the marker.
 */
export const chatStreamEventSchema = z.discriminatedUnion('event', [
  z.object({
    event: z.literal('start'),
    data: z.object({ chat_id: z.string(), message_id: z.string(), question: z.string() }),
  }),
  z.object({ event: z.literal('delta'), data: z.object({ text: z.string() }) }),
  z.object({ event: z.literal('reasoning'), data: z.object({ text: z.string() }) }),
  z.object({ event: z.literal('step'), data: chatStepSchema }),
  z.object({ event: z.literal('citation'), data: chatCitationSchema }),
  z.object({ event: z.literal('usage'), data: chatUsageSchema }),
  /** Chat-revise answers only: a revision of the work, proposed (to accept or reject) or refused with its reason. */
  z.object({ event: z.literal('proposal'), data: workRevisionSchema }),
  z.object({ event: z.literal('done'), data: z.object({ status: z.enum(['done', 'stopped']) }) }),
  z.object({ event: z.literal('error'), data: z.object({ code: z.number().int(), msg: z.string() }) }),
]);
export type ChatStreamEvent = z.infer<typeof chatStreamEventSchema>;
export type ChatStreamEventName = ChatStreamEvent['event'];
export const CHAT_TERMINAL_EVENTS: ReadonlySet<ChatStreamEventName> = new Set(['done', 'error']);

/** `POST /api/v1/token-count`: tokens of a text for the model's tokenizer (o200k_base). */
export const tokenCountBodySchema = z.strictObject({ text: z.string().max(1_000_000) });
export const tokenCountResultSchema = z.object({ tokens: z.number().int(), encoding: z.string() });

/**
 * Per-team message limits (0 = unlimited): over the total 10004, over the day's 10005. The premium ones count
 * answers of the premium model only; absent or null = the server's default (CHAT_TEAM_PREMIUM_*).
 */
export const chatLimitsSchema = z.strictObject({
  team_id: idSchema,
  total_messages: z.number().int().min(0),
  daily_messages: z.number().int().min(0),
  premium_total_messages: z.number().int().min(0).nullish(),
  premium_daily_messages: z.number().int().min(0).nullish(),
});
export type ChatLimits = z.infer<typeof chatLimitsSchema>;
