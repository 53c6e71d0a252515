import { z } from 'zod';

/** A model chat may answer with (the server's CHAT_MODELS); `premium` is the one the member switch picks. */
export const chatModelSchema = z.object({ name: z.string(), premium: z.boolean() });
export type ChatModelInfo = z.infer<typeof chatModelSchema>;

/** `GET /api/v1/chat/models`: the models, the one a question of the caller goes to now, the caller's switch. */
export const chatModelsResultSchema = z.object({
  /** Empty when no model is configured (answers come from the offline engine). */
  models: z.array(chatModelSchema),
  /** The model the caller's next question goes to (null: the offline engine). */
  current_model: z.string().nullable(),
  /** The caller's premium switch (stays off while no premium model is configured). */
  gpt4: z.boolean(),
});
export type ChatModelsResult = z.infer<typeof chatModelsResultSchema>;

/**
 * `PUT /api/member/gpt4`: the spec's call has an empty body (absent or null) and flips the caller's premium switch; a body
 * `{gpt4: true|false}` sets it instead (idempotent).
 */
export const memberGpt4BodySchema = z.strictObject({ gpt4: z.boolean().optional() }).nullish();
export type MemberGpt4Body = z.infer<typeof memberGpt4BodySchema>;
export const memberGpt4ResultSchema = z.object({ gpt4: z.boolean(), model: z.string() });
export type MemberGpt4Result = z.infer<typeof memberGpt4ResultSchema>;

/**
 * `GET /api/v1/gpt4-usage`: questions the caller's team had answered by the premium model, in all and today
 * (UTC), and the team's limits (0 = unlimited; beyond them 10004 and 10005).
 */
export const gpt4UsageSchema = z.object({
  model: z.string().nullable(),
  gpt4: z.boolean(),
  used_total: z.number().int().min(0),
  used_today: z.number().int().min(0),
  total_limit: z.number().int().min(0),
  daily_limit: z.number().int().min(0),
});
export type Gpt4Usage = z.infer<typeof gpt4UsageSchema>;
