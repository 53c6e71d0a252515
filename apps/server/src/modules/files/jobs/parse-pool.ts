import { Piscina } from 'piscina';
import type { Facts } from '@prowrite/contracts';
import { type SourceDocument, type SourceInput, UnreadableSourceError } from '@prowrite/engine';
import type { ParseTaskAnswer } from './parse-pool-protocol';

export type ParseLimits = {
  /** A parse still running after this is stopped (its thread ended and replaced) and reported as unreadable. */
  timeoutMs: number;
  /** Heap cap of each parsing thread: a hostile file cannot take the server's memory with it. */
  maxHeapMb: number;
  /** Threads parsing at once; one is kept warm, more start as parses wait and stop when idle. */
  threads: number;
};

export const DEFAULT_PARSE_LIMITS: ParseLimits = { timeoutMs: 5 * 60_000, maxHeapMb: 1536, threads: 2 };

/** An extra thread idle this long stops; the first one always stays, warm. */
const IDLE_THREAD_MS = 60_000;

/**
 * Parses sources in a small pool of warm worker threads (piscina, decision 0024): each thread loads the
 * engine and pdf.js once and reads a tiny PDF before taking work, so a parse does not pay for a cold start.
 * Isolation and limits are kept per task: a parse past its time is stopped by ending its thread, a heap
 * breach or crash ends only that thread, and piscina starts a fresh (warming) one in its place.
 */
export class ParsePool {
  private pool: Piscina<SourceInput, ParseTaskAnswer> | null = null;

  constructor(private readonly limits: ParseLimits = DEFAULT_PARSE_LIMITS) {}

  /**
   * Starts the warm thread now (server start) and resolves once it has warmed up and read a first tiny
   * source, so the first upload finds it ready.
   */
  async warm(): Promise<void> {
    await this.parse({
      bytes: new TextEncoder().encode('Warm-up.'),
      fileId: 'warm-up',
      kind: 'txt',
      name: 'w.txt',
    });
  }

  /** Parses one source; `timeoutMs` overrides the pool's time limit for this parse. */
  async parse(
    input: SourceInput,
    timeoutMs = this.limits.timeoutMs,
  ): Promise<{ doc: SourceDocument; facts: Facts }> {
    const signal = AbortSignal.timeout(timeoutMs);
    let answer: ParseTaskAnswer;
    try {
      answer = await this.open().run(input, { signal });
    } catch (err) {
      throw this.threadFailure(err, signal, timeoutMs);
    }
    if (answer.ok) return { doc: answer.doc, facts: answer.facts };
    throw answer.unreadable ? new UnreadableSourceError(answer.message) : new Error(answer.message);
  }

  /** Threads running now (for tests and diagnostics). */
  get threadCount(): number {
    return this.pool?.threads.length ?? 0;
  }

  async close(): Promise<void> {
    const pool = this.pool;
    this.pool = null;
    await pool?.destroy();
  }

  private open(): Piscina<SourceInput, ParseTaskAnswer> {
    this.pool ??= new Piscina<SourceInput, ParseTaskAnswer>({
      filename: new URL('./parse-pool-entry.mjs', import.meta.url).href,
      minThreads: 1,
      maxThreads: Math.max(1, this.limits.threads),
      idleTimeout: IDLE_THREAD_MS,
      concurrentTasksPerWorker: 1,
      resourceLimits: { maxOldGenerationSizeMb: this.limits.maxHeapMb },
    });
    return this.pool;
  }

  private threadFailure(err: unknown, signal: AbortSignal, timeoutMs: number): Error {
    if (signal.aborted) {
      return new UnreadableSourceError(
        `Parsing took longer than ${Math.max(1, Math.round(timeoutMs / 1000))} s and was stopped`,
      );
    }
    const code = String((err as NodeJS.ErrnoException | null)?.code ?? '');
    if (code === 'ERR_WORKER_OUT_OF_MEMORY') {
      return new UnreadableSourceError('The file needs more memory to parse than the server allows');
    }
    const message = err instanceof Error ? err.message : String(err);
    return new Error(`The parsing thread stopped unexpectedly (${message})`, { cause: err });
  }
}
