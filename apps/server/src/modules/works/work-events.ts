/**
 * In-process wake-ups for generation streams: the job calls `notify(workId)` after each slide or status
 * change; streams waiting on that work read what is new from the database. The database stays the one
 * source of truth (a stream replays from it), so a lost wake-up only delays a stream until its next poll —
 * which is also how streams follow a worker running in another process.
 */
export class WorkEvents {
  private readonly waiters = new Map<string, Set<() => void>>();

  notify(workId: string): void {
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
