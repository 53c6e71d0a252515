/**
 * Runs in a parse-pool worker thread: parses one source and extracts its facts per task, so a long PDF never
 * blocks the API's event loop or misses job heartbeats. The engine is warmed up when the thread starts
 * (pdf.js loaded, one tiny PDF read), so tasks find it warm.
 */
import { extractFacts, parseSource, UnreadableSourceError, warmUpEngine } from '@prowrite/engine';
import type { ParseTaskAnswer, ParseTaskInput } from './parse-pool-protocol';

await warmUpEngine();

export async function parseTask(input: ParseTaskInput): Promise<ParseTaskAnswer> {
  try {
    const doc = await parseSource(input);
    const facts = extractFacts(doc);
    return { ok: true, doc, facts };
  } catch (err) {
    return {
      ok: false,
      unreadable: err instanceof UnreadableSourceError,
      message: err instanceof Error ? err.message : String(err),
    };
  }
}
