import type { PromptCategory } from '@prowrite/contracts';

/**
 * The built-in prompts in the order the picker lists them, with what each is for. Their texts are data, one
 * file per UI language; the type below makes a language file without every id fail to compile, and
 * builtin-prompts.test checks the texts themselves.
 */
export const BUILTIN_PROMPTS = [
  { id: 'trial-primary-result', category: 'results' },
  { id: 'compare-arms', category: 'results' },
  { id: 'adverse-events-by-grade', category: 'safety' },
  { id: 'msl-discussion-guide', category: 'communication' },
  { id: 'kaplan-meier-plain-language', category: 'communication' },
  { id: 'patient-friendly-summary', category: 'communication' },
  { id: 'risk-of-bias-appraisal', category: 'appraisal' },
  { id: 'extract-pico', category: 'appraisal' },
] as const satisfies readonly { id: string; category: PromptCategory }[];

export type BuiltinPromptId = (typeof BUILTIN_PROMPTS)[number]['id'];

/** One language's texts of every built-in prompt. */
export type PromptTexts = Record<BuiltinPromptId, { title: string; text: string }>;
