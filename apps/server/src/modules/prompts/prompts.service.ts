import {
  type AskShortcutList,
  NEW_PROMPT_ID,
  type PromptItem,
  type PromptListResult,
  SAVED_PROMPTS_MAX_PER_USER,
  type SavePromptBody,
  type UiLanguage,
} from '@prowrite/contracts';
import { newId } from '../../db/ids';
import type { AuthContext } from '../../http/auth';
import { badRequest, conflict, notFound } from '../../http/errors';
import { builtinPrompts, isBuiltinPromptId } from './library/builtin-prompts';
import { askShortcuts, shortcutText } from './library/shortcuts';
import type { PromptOwner, PromptsRepository, SavedPromptRow } from './prompts.repository';

const owner = (auth: AuthContext): PromptOwner => ({ scope: auth.scope, userId: auth.userId });
const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

export const BUILTIN_READ_ONLY =
  'Built-in prompts cannot be changed or deleted; save your own copy with POST /api/v1/nana-prompts';
export const TOO_MANY_PROMPTS = `You already have ${SAVED_PROMPTS_MAX_PER_USER} saved prompts, the most one user may keep; delete one before saving another`;

/** The prompt library: built-in prompts per language and each user's saved prompts. */
export class PromptsService {
  constructor(
    private readonly repo: PromptsRepository,
    private readonly maxPerUser: number = SAVED_PROMPTS_MAX_PER_USER,
  ) {}

  async list(auth: AuthContext, lang: UiLanguage): Promise<PromptListResult> {
    const own = await this.repo.list(owner(auth));
    return {
      lang,
      data: [...builtinPrompts(lang), ...own.map(toItem)],
      remaining: Math.max(0, this.maxPerUser - own.length),
    };
  }

  /** `id` is `new` (create), a saved prompt of the caller (replace), or a built-in id (refused: read-only). */
  async save(auth: AuthContext, id: string, body: SavePromptBody): Promise<PromptItem> {
    if (id === NEW_PROMPT_ID) {
      const row = await this.repo.insertWithin(owner(auth), { id: newId(), ...body }, this.maxPerUser);
      if (!row) throw conflict(TOO_MANY_PROMPTS);
      return toItem(row);
    }
    if (isBuiltinPromptId(id)) throw badRequest(BUILTIN_READ_ONLY);
    const row = await this.repo.update(owner(auth), id, body);
    if (!row) throw notFound('Prompt');
    return toItem(row);
  }

  /** The workbench's quick asks in `lang` (`GET /api/prowrite/v2/ask/shortcut`). */
  shortcuts(lang: UiLanguage): AskShortcutList {
    return { lang, data: askShortcuts(lang) };
  }

  /** What a shortcut id asks, in `lang`; null for an unknown id (the ask calls answer 400). */
  shortcutText(id: string, lang: UiLanguage): string | null {
    return shortcutText(id, lang);
  }

  async remove(auth: AuthContext, id: string): Promise<void> {
    if (isBuiltinPromptId(id)) throw badRequest(BUILTIN_READ_ONLY);
    if (!(await this.repo.delete(owner(auth), id))) throw notFound('Prompt');
  }
}

function toItem(row: SavedPromptRow): PromptItem {
  return {
    id: row.id,
    kind: 'own',
    title: row.title,
    text: row.text,
    category: null,
    updated_at: seconds(row.updatedAt),
  };
}
