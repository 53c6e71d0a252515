import { z } from 'zod';
import { CHAT_QUESTION_MAX_CHARS } from './chat';
import { langQuerySchema, uiLanguageSchema } from './prompts';

/**
 * The helpers around the chat input: question optimisation (`POST /api/webchat/v2/optimize/question`) and
 * the workbench's quick asks (`GET /api/prowrite/v2/ask/shortcut`). Decision 0042 records the shapes.
 */

/** `POST /api/webchat/v2/optimize/question`. `file_id` is the selected document ("this study" names it). */
export const optimizeQuestionBodySchema = z.strictObject({
  // Not trimmed here: tidying the question is one of the optimiser's changes.
  question: z
    .string()
    .max(CHAT_QUESTION_MAX_CHARS, { message: `A question is at most ${CHAT_QUESTION_MAX_CHARS} characters` })
    .refine((q) => q.trim().length > 0, { message: 'The question is empty' }),
  file_id: z.string().min(1).max(64).optional(),
});
export type OptimizeQuestionBody = z.infer<typeof optimizeQuestionBodySchema>;

/**
 * One change the optimiser made. `expanded`: an abbreviation spelled out; `named`: "this study" given the
 * trial's name; `trimmed`: spaces and blank lines tidied; `rewritten`: the model rephrased the question.
 */
export const questionChangeSchema = z.object({
  kind: z.enum(['expanded', 'named', 'trimmed', 'rewritten']),
  from: z.string(),
  to: z.string(),
});
export type QuestionChange = z.infer<typeof questionChangeSchema>;

export const optimizeQuestionResultSchema = z.object({
  original: z.string(),
  optimized: z.string(),
  /** `model`: written by the language model (and checked); `rules`: the deterministic improvement. */
  method: z.enum(['model', 'rules']),
  changes: z.array(questionChangeSchema),
  /** Why the model's rewrite was not used (it dropped a number or a name, or failed); null otherwise. */
  note: z.string().nullable(),
});
export type OptimizeQuestionResult = z.infer<typeof optimizeQuestionResultSchema>;

/** `GET /api/prowrite/v2/ask/shortcut?lang=`: without `lang`, Accept-Language, else zh-cn. */
export const askShortcutQuerySchema = z.strictObject({ lang: langQuerySchema.optional() });

/** A quick ask: `id` is what the ask call takes as `shortcut_id`; `text` becomes the question. */
export const askShortcutSchema = z.object({ id: z.string(), title: z.string(), text: z.string() });
export type AskShortcut = z.infer<typeof askShortcutSchema>;

export const askShortcutListSchema = z.object({ lang: uiLanguageSchema, data: z.array(askShortcutSchema) });
export type AskShortcutList = z.infer<typeof askShortcutListSchema>;
