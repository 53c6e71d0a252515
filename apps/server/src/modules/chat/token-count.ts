import { countTokens } from 'gpt-tokenizer';

export const TOKEN_ENCODING = 'o200k_base';

/**
 * Tokens of a text for current OpenAI models (o200k_base). Special-token strings such as `<|endoftext|>` in
 * user text are counted as the plain text they are, not refused: a user may paste them.
 */
export function countTextTokens(text: string): number {
  return countTokens(text, { disallowedSpecial: new Set() });
}
