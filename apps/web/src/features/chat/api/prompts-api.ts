import {
  NEW_PROMPT_ID,
  nestedDataSchema,
  type PromptItem,
  type PromptListResult,
  promptItemSchema,
  promptListResultSchema,
  type SavePromptBody,
  type UiLanguage,
} from '@prowrite/contracts';
import { http } from '../../../lib/http';

const listResult = nestedDataSchema(promptListResultSchema);
const itemResult = nestedDataSchema(promptItemSchema);

/** The prompt library: built-in prompts in the UI language, and the user's saved prompts. */
export const promptsApi = {
  list: (lang: UiLanguage, signal?: AbortSignal): Promise<PromptListResult> =>
    http
      .get('/api/v1/nana-prompts', { query: { lang }, signal, parse: (d) => listResult.parse(d) })
      .then((r) => r.data),
  /** Without `id` a new prompt is saved; with the id of a saved prompt it is replaced. */
  save: (body: SavePromptBody, id: string = NEW_PROMPT_ID): Promise<PromptItem> =>
    http
      .post(`/api/v1/nana-prompts/${encodeURIComponent(id)}`, body, {
        silent: true,
        parse: (d) => itemResult.parse(d),
      })
      .then((r) => r.data),
  remove: (id: string) => http.delete(`/api/v1/nana-prompts/${encodeURIComponent(id)}`),
};
