export {
  type ChatMessage,
  createLlmClient,
  LLM_DEFAULTS,
  type LlmCallOptions,
  type LlmClientOptions,
  type LlmCompletion,
  type LlmConfig,
  type LlmEvent,
  type LlmProvider,
  type LlmStreamPart,
  type LlmStructured,
  type LlmUsage,
  OpenAiCompatibleClient,
  type StructuredFormat,
} from './llm-client';
export { isLlmError, LlmError, type LlmErrorKind } from './llm-error';
export { toStrictJsonSchema } from './json-schema';
export { DEFAULT_RETRY_POLICY, type RetryPolicy, retryAfterMs } from './retry-policy';
export { estimateMessagesTokens, estimateTokens } from './token-budget';
export type { ProposalField } from './proposal-schema';
export {
  mergeProposals,
  type ProposalDecision,
  type ProposeFactsOptions,
  type ProposeFactsResult,
  proposeFacts,
} from './propose-facts';
export * from './rewrite';
