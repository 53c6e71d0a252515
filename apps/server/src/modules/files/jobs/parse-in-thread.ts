import { Worker } from 'node:worker_threads';
import type { Facts } from '@prowrite/contracts';
import { type SourceDocument, type SourceInput, UnreadableSourceError } from '@prowrite/engine';

export type ThreadLimits = {
  /** A parse still running after this is stopped and reported as unreadable. */
  timeoutMs: number;
  /** Heap cap of the parsing thread: a hostile file cannot take the server's memory with it. */
  maxHeapMb: number;
};

export const DEFAULT_THREAD_LIMITS: ThreadLimits = { timeoutMs: 5 * 60_000, maxHeapMb: 1536 };

type ThreadAnswer =
  | { ok: true; doc: SourceDocument; facts: Facts }
  | { ok: false; unreadable: boolean; message: string };

/** Parses and extracts in a fresh worker thread; the thread ends with the job. */
export function parseInThread(
  input: SourceInput,
  limits: ThreadLimits = DEFAULT_THREAD_LIMITS,
): Promise<{ doc: SourceDocument; facts: Facts }> {
  return new Promise((resolve, reject) => {
    // The entry registers tsx in the thread, so it runs TypeScript like the server does.
    const worker = new Worker(new URL('./parse-thread-entry.mjs', import.meta.url), {
      workerData: input,
      resourceLimits: { maxOldGenerationSizeMb: limits.maxHeapMb },
    });
    let settled = false;
    const finish = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      fn();
      void worker.terminate();
    };
    const timer = setTimeout(
      () =>
        finish(() =>
          reject(
            new UnreadableSourceError(
              `Parsing took longer than ${Math.round(limits.timeoutMs / 1000)} s and was stopped`,
            ),
          ),
        ),
      limits.timeoutMs,
    );
    worker.once('message', (answer: ThreadAnswer) =>
      finish(() => {
        if (answer.ok) resolve({ doc: answer.doc, facts: answer.facts });
        else
          reject(answer.unreadable ? new UnreadableSourceError(answer.message) : new Error(answer.message));
      }),
    );
    worker.once('error', (err) =>
      finish(() =>
        reject(
          /ERR_WORKER_OUT_OF_MEMORY/.test(String((err as NodeJS.ErrnoException).code))
            ? new UnreadableSourceError('The file needs more memory to parse than the server allows')
            : err,
        ),
      ),
    );
    worker.once('exit', (code) =>
      finish(() => reject(new Error(`The parsing thread stopped unexpectedly (exit code ${code})`))),
    );
  });
}
