import { z } from 'zod';

/**
 * The chat prompt library (`/api/v1/nana-prompts`): built-in medical-affairs prompt templates in every UI
 * language, and the prompts each user saves for themselves. Saved prompts belong to their user within their
 * team; another user's or team's prompt is simply not found (404). Built-in prompts are read-only.
 */

/** The UI languages of the web app; built-in prompts and feedback tags exist in each. */
export const UI_LANGUAGES = ['zh-cn', 'en', 'ja', 'es', 'fr', 'de'] as const;
export const uiLanguageSchema = z.enum(UI_LANGUAGES);
export type UiLanguage = z.infer<typeof uiLanguageSchema>;
/** The language of a caller who names none and whose Accept-Language offers none of ours. */
export const DEFAULT_UI_LANGUAGE: UiLanguage = 'zh-cn';

/**
 * `?lang=` of the calls that answer in a language: one of the UI languages (case does not matter, `zh-CN`
 * is `zh-cn`). Without it the caller's Accept-Language decides, else zh-cn.
 */
export const langQuerySchema = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
  z.enum(UI_LANGUAGES, { error: () => `lang must be one of ${UI_LANGUAGES.join(', ')}` }),
);

export const PROMPT_TITLE_MAX_CHARS = 100;
export const PROMPT_TEXT_MAX_CHARS = 5000;
/** Saved prompts one user may keep; the library is for reuse, not storage. */
export const SAVED_PROMPTS_MAX_PER_USER = 200;

/** What a built-in prompt is for (the picker groups by it). */
export const promptCategorySchema = z.enum(['results', 'safety', 'appraisal', 'communication']);
export type PromptCategory = z.infer<typeof promptCategorySchema>;

export const promptItemSchema = z.object({
  /** A built-in prompt's stable id (e.g. `trial-primary-result`), or a saved prompt's 32-character id. */
  id: z.string(),
  /** `builtin`: the library's, read-only; `own`: saved by the caller. */
  kind: z.enum(['builtin', 'own']),
  title: z.string(),
  text: z.string(),
  /** Built-in prompts only; null for saved ones. */
  category: promptCategorySchema.nullable(),
  /** Seconds since the epoch; 0 for built-in prompts. */
  updated_at: z.number().int(),
});
export type PromptItem = z.infer<typeof promptItemSchema>;

/** `GET /api/v1/nana-prompts?lang=`: the built-in prompts in that language, then the caller's own (newest first). */
export const promptListQuerySchema = z.strictObject({ lang: langQuerySchema.optional() });
export const promptListResultSchema = z.object({
  lang: uiLanguageSchema,
  data: z.array(promptItemSchema),
  /** How many more prompts the caller may save. */
  remaining: z.number().int().min(0),
});
export type PromptListResult = z.infer<typeof promptListResultSchema>;

const trimmedText = (max: number, what: string) =>
  z
    .string()
    .trim()
    .min(1, { message: `The ${what} is empty` })
    .max(max, { message: `The ${what} is at most ${max} characters` });

/**
 * `POST /api/v1/nana-prompts` (or `POST /api/v1/nana-prompts/new`) saves a new prompt of the caller;
 * `POST /api/v1/nana-prompts/{id}` with a saved prompt's id replaces its title and text.
 */
export const savePromptBodySchema = z.strictObject({
  title: trimmedText(PROMPT_TITLE_MAX_CHARS, 'title'),
  text: trimmedText(PROMPT_TEXT_MAX_CHARS, 'prompt text'),
});
export type SavePromptBody = z.infer<typeof savePromptBodySchema>;

/** `{id}` of the prompt calls: `new`, a built-in id or a saved prompt's id. */
export const promptIdParamsSchema = z.strictObject({ id: z.string().min(1).max(64) });
/** The path id that creates instead of updating. */
export const NEW_PROMPT_ID = 'new';
