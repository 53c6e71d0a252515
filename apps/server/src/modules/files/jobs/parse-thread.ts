/**
 * Runs in a worker thread: parses one source and extracts its facts, so that a long PDF never blocks the
 * API's event loop or misses job heartbeats. Loaded with tsx (see parse-in-thread.ts).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { extractFacts, parseSource, type SourceInput, UnreadableSourceError } from '@prowrite/engine';

const input = workerData as SourceInput;
try {
  const doc = await parseSource(input);
  const facts = extractFacts(doc);
  parentPort!.postMessage({ ok: true, doc, facts });
} catch (err) {
  parentPort!.postMessage({
    ok: false,
    unreadable: err instanceof UnreadableSourceError,
    message: err instanceof Error ? err.message : String(err),
  });
}
