import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rateLimits } from '../../db/schema';

export type Hit = { count: number; resetAt: Date };

/** All SQL of `rate_limits`: fixed-window counters, one row per key. */
export class RateLimitsRepository {
  constructor(private readonly db: Db) {}

  /**
   * Counts one hit and returns the new count, in ONE statement: parallel callers (in this process or any
   * other) each get a distinct count, so "reserve, then check" cannot be raced. A key whose window has
   * passed starts afresh at 1.
   */
  async hit(key: string, now: Date, windowMs: number): Promise<Hit> {
    const resetAt = new Date(now.getTime() + windowMs);
    const [row] = await this.db
      .insert(rateLimits)
      .values({ key, count: 1, resetAt })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`CASE WHEN ${rateLimits.resetAt} <= ${now} THEN 1 ELSE ${rateLimits.count} + 1 END`,
          resetAt: sql`CASE WHEN ${rateLimits.resetAt} <= ${now} THEN excluded.reset_at ELSE ${rateLimits.resetAt} END`,
        },
      })
      .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
    if (!row) throw new Error('rate limit upsert returned no row');
    return row;
  }

  /** Gives one hit back (a reservation that turned out not to count). */
  async refund(key: string, now: Date): Promise<void> {
    await this.db
      .update(rateLimits)
      .set({ count: sql`GREATEST(${rateLimits.count} - 1, 0)` })
      .where(and(eq(rateLimits.key, key), gt(rateLimits.resetAt, now)));
  }

  async clear(key: string): Promise<void> {
    await this.db.delete(rateLimits).where(eq(rateLimits.key, key));
  }

  /** The live count of `key` (0 when absent or expired). */
  async count(key: string, now: Date): Promise<number> {
    const [row] = await this.db
      .select({ count: rateLimits.count })
      .from(rateLimits)
      .where(and(eq(rateLimits.key, key), gt(rateLimits.resetAt, now)));
    return row?.count ?? 0;
  }

  /** Deletes expired rows; returns how many. */
  async sweep(now: Date): Promise<number> {
    const gone = await this.db
      .delete(rateLimits)
      .where(lte(rateLimits.resetAt, now))
      .returning({ key: rateLimits.key });
    return gone.length;
  }
}
