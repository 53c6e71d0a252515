import type { DatabaseSession } from './database-session';

export const WORK_EVENTS_CHANNEL = 'prowrite_work_events';

/**
 * Wake-ups for streams that replay from the database (work generation; chat answers on their own channel):
 * the writer calls `notify(id)` after each slide or status change; streams
 * waiting on that work read what is new from the database. With a shared database the wake-up also goes to
 * every other process (NOTIFY), so a stream in an API process follows a worker process at once. The database
 * stays the one source of truth (a stream replays from it), so a lost wake-up only delays a stream until its
 * next poll.
 */
export class WakeUpChannel {
  private readonly waiters = new Map<string, Set<() => void>>();
  private unsubscribe: (() => void) | null = null;

  constructor(
    private readonly session?: DatabaseSession,
    /** Chat answers use the same wake-ups on their own channel. */
    private readonly channel: string = WORK_EVENTS_CHANNEL,
  ) {}

  /** Listens to other processes' wake-ups (shared database only). */
  async start(): Promise<void> {
    if (!this.session?.shared) return;
    this.unsubscribe = await this.session.listen(this.channel, (workId) => this.wakeLocal(workId));
  }

  stop(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
  }

  notify(workId: string): void {
    this.wakeLocal(workId);
    if (this.session?.shared) {
      // Best effort: a lost wake-up costs one poll interval.
      this.session.notify(this.channel, workId).catch(() => {});
    }
  }

  private wakeLocal(workId: string): void {
    const set = this.waiters.get(workId);
    if (!set) return;
    this.waiters.delete(workId);
    for (const wake of set) wake();
  }

  /** Resolves on the next `notify(workId)`, after `timeoutMs`, or when `signal` aborts, whichever comes first. */
  wait(workId: string, timeoutMs: number, signal?: AbortSignal): Promise<void> {
    return new Promise((resolve) => {
      if (signal?.aborted) return resolve();
      let set = this.waiters.get(workId);
      if (!set) {
        set = new Set();
        this.waiters.set(workId, set);
      }
      const done = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', done);
        this.waiters.get(workId)?.delete(done);
        if (this.waiters.get(workId)?.size === 0) this.waiters.delete(workId);
        resolve();
      };
      const timer = setTimeout(done, timeoutMs);
      signal?.addEventListener('abort', done, { once: true });
      set.add(done);
    });
  }

  /** Streams waiting right now (tests check that closed streams leave nothing behind). */
  waiting(): number {
    let n = 0;
    for (const set of this.waiters.values()) n += set.size;
    return n;
  }
}
