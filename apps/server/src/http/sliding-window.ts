/**
 * Hit times per key in one sliding window, for throttles (failed logins, public exports). In-process: each API
 * process keeps its own counts, which bounds abuse per process; good enough until a shared limiter is needed.
 *
 * Memory stays bounded: a key holds at most the hits its caller let through (callers check `waitMs` before
 * `record`), expired keys are pruned once the map grows past `maxKeys`, and if every key is still live the
 * least recently hit ones are forgotten (they may start afresh; the alternative is unbounded growth).
 */
export class SlidingWindow {
  // Map order is kept as "least recently hit first" (a hit re-inserts its key), so eviction takes the front.
  private readonly hits = new Map<string, number[]>();

  constructor(
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
    private readonly maxKeys = 50_000,
  ) {}

  /** Milliseconds until `key` has fewer than `limit` hits in the window, or 0 when it may go now. */
  waitMs(key: string, limit: number): number {
    const now = this.now();
    const recent = this.recent(key, now);
    if (recent.length < limit) return 0;
    return recent[recent.length - limit]! + this.windowMs - now;
  }

  record(key: string): void {
    const now = this.now();
    const recent = this.recent(key, now);
    this.hits.delete(key);
    this.hits.set(key, [...recent, now]);
    if (this.hits.size > this.maxKeys) this.prune(now);
  }

  reset(key: string): void {
    this.hits.delete(key);
  }

  /** Keys held (tests check memory stays bounded). */
  get size(): number {
    return this.hits.size;
  }

  private recent(key: string, now: number): number[] {
    return (this.hits.get(key) ?? []).filter((t) => now - t < this.windowMs);
  }

  private prune(now: number): void {
    for (const [key, times] of this.hits) {
      if (times.every((t) => now - t >= this.windowMs)) this.hits.delete(key);
    }
    for (const key of this.hits.keys()) {
      if (this.hits.size <= this.maxKeys) break;
      this.hits.delete(key);
    }
  }
}
