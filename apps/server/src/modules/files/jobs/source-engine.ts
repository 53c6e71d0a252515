import {
  createLlmClient,
  extractFacts,
  type LlmConfig,
  type LlmProvider,
  parseSource,
  proposeFacts,
} from '@prowrite/engine';
import type { FastifyBaseLogger } from 'fastify';
import type { SourceEngine } from './parse-file.job';

/**
 * The engine's parse and extract entry points, as the `file.parse` job uses them. With an LLM configured the
 * model may fill facts the rules missed; every proposal is checked against the source text by the engine,
 * and an LLM failure leaves the rule-based facts as they are (the LLM is optional, never required).
 */
export function createSourceEngine(llm: LlmConfig | undefined, log?: FastifyBaseLogger): SourceEngine {
  const client: LlmProvider | null = llm ? createLlmClient(llm) : null;
  return {
    parseSource: (input) => parseSource(input),
    async extractFacts(doc) {
      const facts = extractFacts(doc);
      if (!client) return facts;
      const result = await proposeFacts(client, doc, facts);
      if (result.error)
        log?.warn({ err: result.error.message, file: doc.fileId }, 'LLM fact proposals failed');
      const accepted = result.decisions.filter((d) => d.status === 'accepted').length;
      log?.info({ file: doc.fileId, asked: result.asked, accepted }, 'LLM fact proposals checked');
      return result.facts;
    },
  };
}

/** The offline engine alone. */
export const sourceEngine: SourceEngine = createSourceEngine(undefined);

/**
 * Stored with each parse so results of an older engine can be told apart (and re-parsed) later. The engine
 * exports no version yet; bump this when its output changes in a way stored parses should not keep.
 */
export const ENGINE_VERSION = 'engine-0.1.0';
