import OpenAI, { type ClientOptions } from 'openai';
import type {
  ChatCompletionCreateParamsNonStreaming,
  ChatCompletionCreateParamsStreaming,
} from 'openai/resources/chat/completions';
import type { z } from 'zod';
import { assertSchemaName, type JsonSchema, toStrictJsonSchema } from './json-schema';
import { LlmError } from './llm-error';
import {
  type AbortCause,
  backoffDelayMs,
  DEFAULT_RETRY_POLICY,
  isRetryable,
  type RetryPolicy,
  sleep as defaultSleep,
  toLlmError,
} from './retry-policy';
import { parseStructuredAnswer } from './structured-answer';
import { estimateMessagesTokens, estimateTokens } from './token-budget';

/** What the server reads from LLM_BASE_URL, LLM_API_KEY and LLM_MODEL; the engine never reads the environment. */
export type LlmConfig = { baseUrl: string; apiKey: string; model: string };

export type ChatMessage = { role: 'system' | 'user' | 'assistant'; content: string };

export type LlmCallOptions = {
  /** Per request; for a stream, the longest wait for the next chunk. */
  timeoutMs?: number;
  maxOutputTokens?: number;
  maxPromptTokens?: number;
  temperature?: number;
  /** Cancels the call (the error kind is then 'cancelled'). */
  signal?: AbortSignal;
};

export type LlmEvent =
  | { type: 'retry'; retry: number; delayMs: number; error: LlmError }
  | { type: 'invalid_output'; schema: string; error: string };

export type LlmClientOptions = {
  timeoutMs?: number;
  maxPromptTokens?: number;
  maxOutputTokens?: number;
  retry?: Partial<RetryPolicy>;
  /** Which request field carries the output cap; default: max_completion_tokens for OpenAI/Azure hosts, else max_tokens. */
  tokenLimitParam?: 'max_tokens' | 'max_completion_tokens';
  /** 'json_object' for servers without JSON-schema support: the schema then goes into the system prompt. */
  structuredOutput?: 'json_schema' | 'json_object';
  /** Sent only when set: some models reject any temperature. */
  temperature?: number;
  /** The fetch to use, e.g. the server's outbound-HTTP guard. */
  fetch?: ClientOptions['fetch'];
  /** Injectable so tests neither wait nor depend on randomness. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  random?: () => number;
  onEvent?: (event: LlmEvent) => void;
};

export type LlmUsage = { promptTokens: number; completionTokens: number };

export type LlmCompletion = {
  text: string;
  finishReason: string | null;
  /** HTTP requests sent for this call, retries included. */
  requests: number;
  usage: LlmUsage | null;
};

/** One piece of a streamed chat answer: text, reasoning (models that think aloud), the usage, the end. */
export type LlmStreamPart =
  | { type: 'text'; text: string }
  | { type: 'reasoning'; text: string }
  | { type: 'usage'; usage: LlmUsage }
  | { type: 'finish'; reason: string };

export type LlmStructured<T> = { value: T; text: string; requests: number; usage: LlmUsage | null };

export type StructuredFormat<S extends z.ZodType> = { name: string; schema: S; description?: string };

/** What the rest of the engine needs from a language model; the OpenAI-compatible client is one. */
export interface LlmProvider {
  readonly model: string;
  readonly limits: { maxPromptTokens: number; maxOutputTokens: number };
  complete(messages: ChatMessage[], options?: LlmCallOptions): Promise<LlmCompletion>;
  completeJson<S extends z.ZodType>(
    messages: ChatMessage[],
    format: StructuredFormat<S>,
    options?: LlmCallOptions,
  ): Promise<LlmStructured<z.output<S>>>;
  /** Text deltas as they arrive. Retried only before the first delta, so nothing is ever repeated. */
  stream(messages: ChatMessage[], options?: LlmCallOptions): AsyncIterable<string>;
  /**
   * Text, reasoning (`reasoning_content` or `reasoning` deltas) and usage as they arrive, then the finish
   * reason. Retried only before the first part; the timeout is an idle timeout between chunks.
   */
  streamChat(messages: ChatMessage[], options?: LlmCallOptions): AsyncIterable<LlmStreamPart>;
}

export const LLM_DEFAULTS = { timeoutMs: 60_000, maxPromptTokens: 16_000, maxOutputTokens: 4_096 } as const;

/** How much of a rejected answer is echoed back in the repair request. */
const MAX_ECHOED_ANSWER_CHARS = 4_000;

type ResponseFormat = ChatCompletionCreateParamsNonStreaming['response_format'];

export function createLlmClient(config: LlmConfig, options: LlmClientOptions = {}): LlmProvider {
  return new OpenAiCompatibleClient(config, options);
}

export class OpenAiCompatibleClient implements LlmProvider {
  readonly model: string;
  readonly limits: { maxPromptTokens: number; maxOutputTokens: number };
  private readonly sdk: OpenAI;
  private readonly timeoutMs: number;
  private readonly retry: RetryPolicy;
  private readonly tokenLimitParam: 'max_tokens' | 'max_completion_tokens';
  private readonly options: LlmClientOptions;
  private readonly schemas = new WeakMap<z.ZodType, JsonSchema>();

  constructor(config: LlmConfig, options: LlmClientOptions = {}) {
    const baseUrl = parseBaseUrl(config.baseUrl);
    if (!config.model.trim()) throw new LlmError('bad_request', 'LLM_MODEL is empty: name the model to use');
    this.model = config.model.trim();
    this.options = options;
    this.timeoutMs = positive(options.timeoutMs, LLM_DEFAULTS.timeoutMs);
    this.limits = {
      maxPromptTokens: positive(options.maxPromptTokens, LLM_DEFAULTS.maxPromptTokens),
      maxOutputTokens: positive(options.maxOutputTokens, LLM_DEFAULTS.maxOutputTokens),
    };
    this.retry = { ...DEFAULT_RETRY_POLICY, ...options.retry };
    this.tokenLimitParam = options.tokenLimitParam ?? defaultTokenLimitParam(baseUrl);
    // Every option the SDK would otherwise read from process.env is given explicitly; its own retries are
    // off so that ours (typed, observable, testable) are the only ones.
    this.sdk = new OpenAI({
      baseURL: baseUrl.href.replace(/\/+$/, ''),
      // Local servers (Ollama, llama.cpp) need no key, but the SDK refuses an empty one.
      apiKey: config.apiKey || 'no-key',
      adminAPIKey: null,
      organization: null,
      project: null,
      webhookSecret: null,
      maxRetries: 0,
      timeout: 24 * 3_600_000,
      logLevel: 'off',
      fetch: options.fetch,
    });
  }

  async complete(messages: ChatMessage[], options: LlmCallOptions = {}): Promise<LlmCompletion> {
    return this.completeWith(messages, undefined, 0, options);
  }

  async completeJson<S extends z.ZodType>(
    messages: ChatMessage[],
    format: StructuredFormat<S>,
    options: LlmCallOptions = {},
  ): Promise<LlmStructured<z.output<S>>> {
    assertSchemaName(format.name);
    const jsonSchema = this.jsonSchemaOf(format.schema);
    const schemaText = JSON.stringify(jsonSchema);
    let prompt = messages;
    let responseFormat: ResponseFormat;
    if (this.options.structuredOutput === 'json_object') {
      prompt = [
        {
          role: 'system',
          content: `Answer with one JSON object only, matching this JSON Schema:\n${schemaText}`,
        },
        ...messages,
      ];
      responseFormat = { type: 'json_object' };
    } else {
      responseFormat = {
        type: 'json_schema',
        json_schema: { name: format.name, schema: jsonSchema, strict: true, description: format.description },
      };
    }
    const schemaTokens = this.options.structuredOutput === 'json_object' ? 0 : estimateTokens(schemaText);

    const first = await this.completeWith(prompt, responseFormat, schemaTokens, options);
    const firstParse = parseStructuredAnswer(first.text, format.schema, first.finishReason);
    if (firstParse.ok)
      return { value: firstParse.value, text: first.text, requests: first.requests, usage: first.usage };
    this.options.onEvent?.({ type: 'invalid_output', schema: format.name, error: firstParse.error });

    const repair: ChatMessage[] = [
      ...prompt,
      { role: 'assistant', content: first.text.slice(0, MAX_ECHOED_ANSWER_CHARS) },
      {
        role: 'user',
        content: `Your answer was rejected. ${firstParse.error} Answer again with only the JSON object that matches the schema.`,
      },
    ];
    let second: LlmCompletion;
    try {
      second = await this.completeWith(repair, responseFormat, schemaTokens, options);
    } catch (error) {
      throw error instanceof LlmError ? error.withRequests(first.requests + error.requests) : error;
    }
    const requests = first.requests + second.requests;
    const secondParse = parseStructuredAnswer(second.text, format.schema, second.finishReason);
    if (secondParse.ok) return { value: secondParse.value, text: second.text, requests, usage: second.usage };
    this.options.onEvent?.({ type: 'invalid_output', schema: format.name, error: secondParse.error });
    throw new LlmError(
      'invalid_output',
      `The LLM answer did not fit the "${format.name}" schema, even after one repair request: ${secondParse.error}`,
      { requests },
    );
  }

  async *stream(
    messages: ChatMessage[],
    options: LlmCallOptions = {},
  ): AsyncGenerator<string, void, undefined> {
    for await (const part of this.streamChat(messages, options)) if (part.type === 'text') yield part.text;
  }

  async *streamChat(
    messages: ChatMessage[],
    options: LlmCallOptions = {},
  ): AsyncGenerator<LlmStreamPart, void, undefined> {
    const maxOutputTokens = this.checkBudget(messages, 0, options);
    const body: ChatCompletionCreateParamsStreaming = {
      ...this.baseBody(messages, maxOutputTokens, options),
      stream: true,
      // The usage arrives in a last chunk without choices.
      stream_options: { include_usage: true },
    };
    const timeoutMs = positive(options.timeoutMs, this.timeoutMs);
    let yielded = false;
    for (let retry = 0, requests = 1; ; retry++, requests++) {
      const guard = new AttemptGuard(timeoutMs, options.signal);
      try {
        const chunks = await this.sdk.chat.completions.create(body, { signal: guard.signal });
        guard.restart();
        let finish: string | null = null;
        for await (const chunk of chunks) {
          const parts: LlmStreamPart[] = [];
          const choice = chunk.choices[0];
          // Reasoning models behind OpenAI-compatible servers name it reasoning_content (DeepSeek, vLLM) or reasoning.
          const delta = choice?.delta as
            | { content?: string | null; reasoning_content?: unknown; reasoning?: unknown }
            | undefined;
          const reasoning = delta?.reasoning_content ?? delta?.reasoning;
          if (typeof reasoning === 'string' && reasoning) parts.push({ type: 'reasoning', text: reasoning });
          if (delta?.content) parts.push({ type: 'text', text: delta.content });
          if (chunk.usage)
            parts.push({
              type: 'usage',
              usage: {
                promptTokens: chunk.usage.prompt_tokens,
                completionTokens: chunk.usage.completion_tokens,
              },
            });
          if (choice?.finish_reason) finish = choice.finish_reason;
          for (const part of parts) {
            // The consumer's own pace does not count against the idle timeout.
            guard.pause();
            yielded = true;
            yield part;
          }
          guard.restart();
        }
        // The SDK ends the iteration quietly when the request is aborted or the connection closes early.
        if (guard.cause) throw new Error('stream aborted');
        if (finish === null) throw new LlmError('network', 'The LLM stream ended before its last chunk');
        yield { type: 'finish', reason: finish };
        return;
      } catch (error) {
        const failure = toLlmError(error, guard.cause, timeoutMs).withRequests(requests);
        if (yielded) throw failure;
        await this.waitBeforeRetry(failure, retry, options.signal);
      } finally {
        guard.dispose();
      }
    }
  }

  private async completeWith(
    messages: ChatMessage[],
    responseFormat: ResponseFormat | undefined,
    extraPromptTokens: number,
    options: LlmCallOptions,
  ): Promise<LlmCompletion> {
    const maxOutputTokens = this.checkBudget(messages, extraPromptTokens, options);
    const body: ChatCompletionCreateParamsNonStreaming = {
      ...this.baseBody(messages, maxOutputTokens, options),
      stream: false,
      ...(responseFormat ? { response_format: responseFormat } : {}),
    };
    const timeoutMs = positive(options.timeoutMs, this.timeoutMs);
    for (let retry = 0, requests = 1; ; retry++, requests++) {
      const guard = new AttemptGuard(timeoutMs, options.signal);
      try {
        const response = await this.sdk.chat.completions.create(body, { signal: guard.signal });
        const choice = response.choices[0];
        if (!choice) throw new LlmError('invalid_output', 'The LLM answer has no choices', { requests });
        const refusal = choice.message.refusal;
        return {
          text: choice.message.content ?? (refusal ? `(refused: ${refusal})` : ''),
          finishReason: choice.finish_reason ?? null,
          requests,
          usage: response.usage
            ? {
                promptTokens: response.usage.prompt_tokens,
                completionTokens: response.usage.completion_tokens,
              }
            : null,
        };
      } catch (error) {
        const failure = toLlmError(error, guard.cause, timeoutMs).withRequests(requests);
        await this.waitBeforeRetry(failure, retry, options.signal);
      } finally {
        guard.dispose();
      }
    }
  }

  /** Returns when another attempt should be made; throws the failure otherwise. */
  private async waitBeforeRetry(failure: LlmError, retry: number, signal: AbortSignal | undefined) {
    if (!isRetryable(failure) || retry >= this.retry.maxRetries) throw failure;
    if (failure.retryAfterMs !== undefined && failure.retryAfterMs > this.retry.maxRetryAfterMs) {
      throw new LlmError(
        'rate_limited',
        `${failure.message}; the server asks to wait ${Math.ceil(failure.retryAfterMs / 1000)} s, ` +
          `more than the ${Math.ceil(this.retry.maxRetryAfterMs / 1000)} s allowed`,
        {
          status: failure.status,
          requests: failure.requests,
          retryAfterMs: failure.retryAfterMs,
          cause: failure,
        },
      );
    }
    const random = this.options.random ?? Math.random;
    const delayMs = backoffDelayMs(retry, this.retry, random, failure.retryAfterMs);
    this.options.onEvent?.({ type: 'retry', retry: retry + 1, delayMs, error: failure });
    try {
      await (this.options.sleep ?? defaultSleep)(delayMs, signal);
    } catch (error) {
      throw new LlmError('cancelled', 'The LLM call was cancelled while waiting to retry', {
        requests: failure.requests,
        cause: error,
      });
    }
  }

  /** Refuses, before anything is sent, a prompt whose estimate exceeds the budget; returns the output cap. */
  private checkBudget(messages: ChatMessage[], extraPromptTokens: number, options: LlmCallOptions): number {
    const maxPromptTokens = positive(options.maxPromptTokens, this.limits.maxPromptTokens);
    const maxOutputTokens = positive(options.maxOutputTokens, this.limits.maxOutputTokens);
    if (messages.length === 0) throw new LlmError('bad_request', 'An LLM call needs at least one message');
    const estimate = estimateMessagesTokens(messages) + extraPromptTokens;
    if (estimate > maxPromptTokens) {
      throw new LlmError(
        'budget',
        `The prompt is about ${estimate} tokens, over the budget of ${maxPromptTokens}; nothing was sent`,
      );
    }
    return maxOutputTokens;
  }

  private baseBody(messages: ChatMessage[], maxOutputTokens: number, options: LlmCallOptions) {
    const temperature = options.temperature ?? this.options.temperature;
    return {
      model: this.model,
      messages: messages.map((message) => ({ role: message.role, content: message.content })),
      ...(this.tokenLimitParam === 'max_tokens'
        ? { max_tokens: maxOutputTokens }
        : { max_completion_tokens: maxOutputTokens }),
      ...(temperature === undefined ? {} : { temperature }),
    };
  }

  private jsonSchemaOf(schema: z.ZodType): JsonSchema {
    let jsonSchema = this.schemas.get(schema);
    if (!jsonSchema) {
      jsonSchema = toStrictJsonSchema(schema);
      this.schemas.set(schema, jsonSchema);
    }
    return jsonSchema;
  }
}

/**
 * One request's abort controller: a timeout (restartable, so a stream's timeout is an idle timeout) plus the
 * caller's signal; `cause` says which of the two aborted.
 */
class AttemptGuard {
  private readonly controller = new AbortController();
  private timer: ReturnType<typeof setTimeout> | undefined;
  cause: AbortCause = null;

  constructor(
    private readonly timeoutMs: number,
    private readonly external: AbortSignal | undefined,
  ) {
    if (external?.aborted) this.abort('cancelled');
    external?.addEventListener('abort', this.onExternalAbort, { once: true });
    this.restart();
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  restart(): void {
    this.pause();
    this.timer = setTimeout(() => this.abort('timeout'), this.timeoutMs);
  }

  pause(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }

  /** Stops the timer and closes any connection still open (a consumer that stopped reading a stream). */
  dispose(): void {
    this.pause();
    this.external?.removeEventListener('abort', this.onExternalAbort);
    if (!this.controller.signal.aborted) this.controller.abort();
  }

  private readonly onExternalAbort = () => this.abort('cancelled');

  private abort(cause: Exclude<AbortCause, null>): void {
    if (this.controller.signal.aborted) return;
    this.cause = cause;
    this.controller.abort();
  }
}

function parseBaseUrl(value: string): URL {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new LlmError(
      'bad_request',
      `LLM_BASE_URL "${value}" is not a URL (e.g. https://api.openai.com/v1)`,
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new LlmError('bad_request', `LLM_BASE_URL must use http or https, not ${url.protocol}`);
  }
  return url;
}

function defaultTokenLimitParam(url: URL): 'max_tokens' | 'max_completion_tokens' {
  const host = url.hostname.toLowerCase();
  return host === 'api.openai.com' || host.endsWith('.openai.azure.com')
    ? 'max_completion_tokens'
    : 'max_tokens';
}

function positive(value: number | undefined, fallback: number): number {
  return value !== undefined && Number.isFinite(value) && value > 0 ? value : fallback;
}
