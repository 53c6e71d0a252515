import {
  askShortcutListSchema,
  askShortcutQuerySchema,
  NEW_PROMPT_ID,
  nestedEnvelopeSchema,
  promptIdParamsSchema,
  promptItemSchema,
  promptListQuerySchema,
  promptListResultSchema,
  savePromptBodySchema,
} from '@prowrite/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../http/auth';
import { okNested } from '../../http/envelope';
import { uiLanguageOf } from '../../http/ui-language';
import type { PromptsService } from './prompts.service';

const LIMITS =
  'Title 1–100 characters, text 1–5000 characters (both trimmed); at most 200 saved prompts per user (409 ' +
  'beyond). NUL characters and unpaired surrogates are refused (400).';

/** The chat prompt library (`/api/v1/nana-prompts`). */
export function promptsRoutes(app: FastifyInstance, prompts: PromptsService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['chat'];

  r.get(
    '/api/v1/nana-prompts',
    {
      schema: {
        tags,
        description:
          'The built-in prompt templates in `lang` (zh-cn, en, ja, es, fr, de; another value answers 400), then ' +
          "the caller's saved prompts, newest first. Without `lang` the Accept-Language header chooses, else zh-cn.",
        querystring: promptListQuerySchema,
        response: { 200: nestedEnvelopeSchema(promptListResultSchema) },
      },
    },
    async (req) => okNested(await prompts.list(authOf(req), uiLanguageOf(req, req.query.lang))),
  );
  r.get(
    '/api/prowrite/v2/ask/shortcut',
    {
      schema: {
        tags,
        description:
          "The workbench's quick asks in `lang` (zh-cn, en, ja, es, fr, de; without it Accept-Language, else " +
          'zh-cn). Each `id` is a `shortcut_id` of the ask calls, whose question becomes the shortcut text.',
        querystring: askShortcutQuerySchema,
        response: { 200: nestedEnvelopeSchema(askShortcutListSchema) },
      },
    },
    async (req) => okNested(prompts.shortcuts(uiLanguageOf(req, req.query.lang))),
  );
  r.post(
    '/api/v1/nana-prompts',
    {
      schema: {
        tags,
        description: `Saves a new prompt of the caller (the same as POST /api/v1/nana-prompts/new). ${LIMITS}`,
        body: savePromptBodySchema,
        response: { 200: nestedEnvelopeSchema(promptItemSchema) },
      },
    },
    async (req) => okNested(await prompts.save(authOf(req), NEW_PROMPT_ID, req.body)),
  );
  r.post(
    '/api/v1/nana-prompts/:id',
    {
      schema: {
        tags,
        description:
          "`id` `new` saves a new prompt; the id of one of the caller's saved prompts replaces its title and " +
          "text; a built-in prompt's id answers 400 (built-in prompts are read-only: save a copy instead); any " +
          `other id (including another user's or team's prompt) answers 404. ${LIMITS}`,
        params: promptIdParamsSchema,
        body: savePromptBodySchema,
        response: { 200: nestedEnvelopeSchema(promptItemSchema) },
      },
    },
    async (req) => okNested(await prompts.save(authOf(req), req.params.id, req.body)),
  );
  r.delete(
    '/api/v1/nana-prompts/:id',
    {
      schema: {
        tags,
        description:
          "Deletes one of the caller's saved prompts. A built-in id answers 400; another user's or team's " +
          'prompt, or an unknown id, 404.',
        params: promptIdParamsSchema,
        response: { 200: nestedEnvelopeSchema(z.object({ id: z.string() })) },
      },
    },
    async (req) => {
      await prompts.remove(authOf(req), req.params.id);
      return okNested({ id: req.params.id });
    },
  );
}
