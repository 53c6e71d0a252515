import type { PromptItem, UiLanguage } from '@prowrite/contracts';
import { BUILTIN_PROMPTS, type PromptTexts } from './builtin-ids';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { ja } from './ja';
import { zhCn } from './zh-cn';

export const PROMPT_TEXTS: Record<UiLanguage, PromptTexts> = { 'zh-cn': zhCn, en, ja, es, fr, de };

const BUILTIN_IDS: ReadonlySet<string> = new Set(BUILTIN_PROMPTS.map((p) => p.id));

export function isBuiltinPromptId(id: string): boolean {
  return BUILTIN_IDS.has(id);
}

/** The built-in prompts in one language, in library order. */
export function builtinPrompts(lang: UiLanguage): PromptItem[] {
  return BUILTIN_PROMPTS.map(({ id, category }) => ({
    id,
    kind: 'builtin',
    category,
    updated_at: 0,
    ...PROMPT_TEXTS[lang][id],
  }));
}
