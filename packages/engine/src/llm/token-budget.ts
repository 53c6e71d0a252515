/**
 * Rough token counts without a tokenizer: about four ASCII characters per token, and one token per
 * non-ASCII character (CJK, Greek, accented letters often cost one or more tokens each). The estimate
 * errs high so that a prompt we accept also fits the real tokenizer.
 */
export function estimateTokens(text: string): number {
  let ascii = 0;
  let other = 0;
  for (const char of text) {
    if (char.charCodeAt(0) < 0x80) ascii += 1;
    else other += 1;
  }
  return Math.ceil(ascii / 4) + other;
}

/** Per-message framing the chat format adds (role markers, separators). */
const MESSAGE_OVERHEAD_TOKENS = 4;

export function estimateMessagesTokens(messages: readonly { content: string }[]): number {
  let total = 3;
  for (const message of messages) total += MESSAGE_OVERHEAD_TOKENS + estimateTokens(message.content);
  return total;
}
