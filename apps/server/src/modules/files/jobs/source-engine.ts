import * as engine from '@prowrite/engine';
import type { SourceEngine } from './parse-file.job';

/**
 * The engine's parse and extract entry points. TODO(engine): import `parseSource`/`extractFacts` directly
 * once packages/engine exports them; until then a build without them fails each parse with a clear message
 * instead of failing to start.
 */
const api = engine as unknown as Partial<SourceEngine>;

export const sourceEngine: SourceEngine = {
  parseSource(input) {
    if (!api.parseSource) throw new Error('The source parser is not available in this build');
    return api.parseSource(input);
  },
  extractFacts(doc) {
    if (!api.extractFacts) throw new Error('Fact extraction is not available in this build');
    return api.extractFacts(doc);
  },
};

/** Stored with each parse so results of an older engine can be told apart (and re-parsed) later. */
export const ENGINE_VERSION =
  (engine as unknown as { ENGINE_VERSION?: string }).ENGINE_VERSION ?? '@prowrite/engine 0.1.0';
