import {
  createLlmClient,
  type LlmConfig,
  type LlmProvider,
  markOcrProvenance,
  proposeFacts,
} from '@prowrite/engine';
import type { FastifyBaseLogger } from 'fastify';
import { operatorFetch } from '../../../http/outbound/operator-fetch';
import { DEFAULT_PARSE_LIMITS, type ParseLimits, ParsePool } from './parse-pool';
import type { SourceEngine } from './parse-file.job';

/** The source engine with its pool of parse threads: warmed at worker start, closed with the app. */
export type PooledSourceEngine = SourceEngine & { warm(): Promise<void>; close(): Promise<void> };

/**
 * The engine as the `file.parse` job uses it: parse and rule-based extraction run in a pool of warm worker
 * threads (a long PDF never blocks the API or the job heartbeats). With an LLM configured the model may then fill facts the
 * rules missed; every proposal is checked against the source text by the engine, and an LLM failure leaves
 * the rule-based facts as they are (the LLM is optional, never required).
 */
export function createSourceEngine(
  llm: LlmConfig | undefined,
  log?: FastifyBaseLogger,
  limits: ParseLimits = DEFAULT_PARSE_LIMITS,
): PooledSourceEngine {
  const pool = new ParsePool(limits);
  // LLM_BASE_URL is operator-trusted (often a local server): the guard caps size and time, not the address.
  const client: LlmProvider | null = llm ? createLlmClient(llm, { fetch: operatorFetch() }) : null;
  return {
    warm: () => pool.warm(),
    close: () => pool.close(),
    async parse(input) {
      const { doc, facts } = await pool.parse(input);
      if (!client) return { doc, facts };
      const result = await proposeFacts(client, doc, facts);
      if (result.error)
        log?.warn({ err: result.error.message, file: doc.fileId }, 'LLM fact proposals failed');
      const accepted = result.decisions.filter((d) => d.status === 'accepted').length;
      log?.info({ file: doc.fileId, asked: result.asked, accepted }, 'LLM fact proposals checked');
      // Quotes the model proposed from scanned pages are OCR'd text too.
      return { doc, facts: markOcrProvenance(doc, result.facts) };
    },
  };
}

/**
 * Stored with each parse so results of an older engine can be told apart (and re-parsed) later. The engine
 * exports no version yet; bump this when its output changes in a way stored parses should not keep.
 */
export const ENGINE_VERSION = 'engine-0.1.0';
