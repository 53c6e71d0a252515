import { SlidingWindow } from '../../http/sliding-window';

/**
 * Counts failed logins per account and per client address in a sliding window (see SlidingWindow: in-process,
 * bounded memory).
 */
export class LoginThrottle {
  private readonly failures: SlidingWindow;

  constructor(
    private readonly maxFailures = 5,
    windowMs = 15 * 60_000,
    now: () => number = Date.now,
  ) {
    this.failures = new SlidingWindow(windowMs, now);
  }

  /** Seconds until the key may try again, or 0 when it may try now. */
  retryAfter(keys: string[]): number {
    let wait = 0;
    for (const key of keys) {
      // An address is shared by several accounts (offices, NAT): it gets more tries than one account.
      const limit = key.startsWith('ip:') ? this.maxFailures * 4 : this.maxFailures;
      wait = Math.max(wait, this.failures.waitMs(key, limit));
    }
    return Math.ceil(wait / 1000);
  }

  recordFailure(keys: string[]): void {
    for (const key of keys) this.failures.record(key);
  }

  reset(key: string): void {
    this.failures.reset(key);
  }
}
