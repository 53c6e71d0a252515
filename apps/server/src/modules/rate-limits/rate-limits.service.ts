import { createHash } from 'node:crypto';
import type { Db } from '../../db/client';
import { RateLimitsRepository } from './rate-limits.repository';

/** One limit: at most `limit` hits of `key` per fixed window of `windowMs`. */
export type LimitRule = { key: string; limit: number; windowMs: number };

export type Admission = { allowed: true } | { allowed: false; retryAfterMs: number; rule: LimitRule };

const SWEEP_EVERY_MS = 60_000;

/**
 * Rate limits shared by every process through the database (a counter per key, see RateLimitsRepository.hit).
 * Keys are stored hashed: they contain account names and client addresses, and their length is bounded
 * whatever the caller sends.
 */
export class RateLimits {
  private readonly repo: RateLimitsRepository;
  private lastSweep = 0;

  constructor(
    db: Db,
    private readonly now: () => number = Date.now,
  ) {
    this.repo = new RateLimitsRepository(db);
  }

  /**
   * Reserves one hit of each rule, in order, and stops at the first rule over its limit (later rules are not
   * charged). The reservations made stay counted; `refund` gives them back.
   */
  async reserve(rules: LimitRule[]): Promise<Admission> {
    const now = new Date(this.now());
    await this.sweepNow(now);
    for (const rule of rules) {
      const hit = await this.repo.hit(storedKey(rule.key), now, rule.windowMs);
      if (hit.count > rule.limit) {
        return { allowed: false, retryAfterMs: Math.max(0, hit.resetAt.getTime() - now.getTime()), rule };
      }
    }
    return { allowed: true };
  }

  async refund(keys: string[]): Promise<void> {
    const now = new Date(this.now());
    for (const key of keys) await this.repo.refund(storedKey(key), now);
  }

  async clear(key: string): Promise<void> {
    await this.repo.clear(storedKey(key));
  }

  async count(key: string): Promise<number> {
    return this.repo.count(storedKey(key), new Date(this.now()));
  }

  /** Expired rows go at most once a minute per process, on the way of a reservation. */
  private async sweepNow(now: Date): Promise<void> {
    if (now.getTime() - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = now.getTime();
    await this.repo.sweep(now);
  }
}

/** `bucket:subject` -> `bucket:sha256(subject)` (the bucket stays readable for operators). */
function storedKey(key: string): string {
  const i = key.indexOf(':');
  const bucket = i > 0 && i <= 40 ? key.slice(0, i) : 'key';
  const subject = i > 0 && i <= 40 ? key.slice(i + 1) : key;
  return `${bucket}:${createHash('sha256').update(subject).digest('hex')}`;
}
