/**
 * Bounds how many unhandled errors are logged with their stack per window: an anonymous caller who finds a
 * 500 must not be able to flood the log (and the disk). Past the budget errors are counted, and the count is
 * logged once when the next window opens.
 */
export class ErrorLogBudget {
  private windowStart = 0;
  private logged = 0;
  private suppressed = 0;

  constructor(
    private readonly perWindow = 30,
    private readonly windowMs = 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Whether this error may be logged in full; `suppressedBefore` is how many were left out in the window
   * that just closed (the caller logs that number once).
   */
  take(): { log: boolean; suppressedBefore: number } {
    const now = this.now();
    let suppressedBefore = 0;
    if (now - this.windowStart >= this.windowMs) {
      suppressedBefore = this.suppressed;
      this.windowStart = now;
      this.logged = 0;
      this.suppressed = 0;
    }
    if (this.logged < this.perWindow) {
      this.logged++;
      return { log: true, suppressedBefore };
    }
    this.suppressed++;
    return { log: false, suppressedBefore };
  }
}
