import { and, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { scanLogins } from '../../../db/schema';

export type ScanLoginRow = typeof scanLogins.$inferSelect;

/**
 * All SQL of `scan_logins`. Every change is one conditional UPDATE (state, owner and expiry in its WHERE), so of
 * two racing calls exactly one changes the row and the other finds nothing: single use without locks.
 */
export class ScanLoginRepository {
  constructor(private readonly db: Db) {}

  async insert(row: typeof scanLogins.$inferInsert): Promise<void> {
    await this.db.insert(scanLogins).values(row);
  }

  async findById(id: string): Promise<ScanLoginRow | undefined> {
    const [row] = await this.db.select().from(scanLogins).where(eq(scanLogins.id, id));
    return row;
  }

  async findBySecret(secretHash: string): Promise<ScanLoginRow | undefined> {
    const [row] = await this.db.select().from(scanLogins).where(eq(scanLogins.secretHash, secretHash));
    return row;
  }

  /** pending → scanned by this user (again by the same user: no change). Answers the row as it is now. */
  async markScanned(secretHash: string, userId: string, now: Date): Promise<ScanLoginRow | undefined> {
    const [row] = await this.db
      .update(scanLogins)
      .set({ state: 'scanned', userId, version: sql`${scanLogins.version} + 1` })
      .where(
        and(
          eq(scanLogins.secretHash, secretHash),
          eq(scanLogins.state, 'pending'),
          gt(scanLogins.expiresAt, now),
        ),
      )
      .returning();
    return row;
  }

  /**
   * pending or scanned-by-this-user → approved or rejected. Approval stores the ticket nonce and gives the
   * ticket its own short life. Answers undefined when another call decided first (or the login expired).
   */
  async decide(
    secretHash: string,
    userId: string,
    now: Date,
    decision: { state: 'approved'; ticketNonce: string; ticketExpiresAt: Date } | { state: 'rejected' },
  ): Promise<ScanLoginRow | undefined> {
    const [row] = await this.db
      .update(scanLogins)
      .set({
        state: decision.state,
        userId,
        version: sql`${scanLogins.version} + 1`,
        ...(decision.state === 'approved'
          ? { ticketNonce: decision.ticketNonce, expiresAt: decision.ticketExpiresAt }
          : {}),
      })
      .where(
        and(
          eq(scanLogins.secretHash, secretHash),
          gt(scanLogins.expiresAt, now),
          or(
            and(eq(scanLogins.state, 'pending'), isNull(scanLogins.userId)),
            and(eq(scanLogins.state, 'scanned'), eq(scanLogins.userId, userId)),
          ),
        ),
      )
      .returning();
    return row;
  }

  /** approved → used, once: answers the user to start a session for, or undefined when it was not this call. */
  async consume(id: string, ticketNonce: string, now: Date): Promise<string | undefined> {
    const [row] = await this.db
      .update(scanLogins)
      .set({ state: 'used', ticketNonce: null, version: sql`${scanLogins.version} + 1` })
      .where(
        and(
          eq(scanLogins.id, id),
          eq(scanLogins.state, 'approved'),
          eq(scanLogins.ticketNonce, ticketNonce),
          gt(scanLogins.expiresAt, now),
        ),
      )
      .returning({ userId: scanLogins.userId });
    return row?.userId ?? undefined;
  }

  /** Rows long past their expiry (kept a while so a late page still reads `expired`, not `unknown`). */
  async deleteExpired(before: Date): Promise<void> {
    await this.db
      .delete(scanLogins)
      .where(
        or(
          lt(scanLogins.expiresAt, before),
          and(inArray(scanLogins.state, ['used', 'rejected']), lt(scanLogins.createdAt, before)),
        ),
      );
  }
}
