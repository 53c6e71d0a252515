import { extractFacts, parseSource } from '@prowrite/engine';
import type { SourceEngine } from './parse-file.job';

/** The engine's parse and extract entry points, as the `file.parse` job uses them. */
export const sourceEngine: SourceEngine = { parseSource: (input) => parseSource(input), extractFacts };

/**
 * Stored with each parse so results of an older engine can be told apart (and re-parsed) later. The engine
 * exports no version yet; bump this when its output changes in a way stored parses should not keep.
 */
export const ENGINE_VERSION = 'engine-0.1.0';
