import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { verificationCodes } from '../../../db/schema';

export type CodeRow = typeof verificationCodes.$inferSelect;
type Target = { address: string; purpose: CodeRow['purpose'] };

/** All SQL of `verification_codes`. */
export class VerificationCodesRepository {
  constructor(private readonly db: Db) {}

  /** A new code replaces the live ones of the same address and purpose (only the latest opens anything). */
  async replace(row: typeof verificationCodes.$inferInsert, now: Date): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx
        .update(verificationCodes)
        .set({ consumedAt: now })
        .where(
          and(
            eq(verificationCodes.address, row.address),
            eq(verificationCodes.purpose, row.purpose),
            isNull(verificationCodes.consumedAt),
          ),
        );
      await tx.insert(verificationCodes).values(row);
    });
  }

  async delete(id: string): Promise<void> {
    await this.db.delete(verificationCodes).where(eq(verificationCodes.id, id));
  }

  /**
   * Spends one try of the live code of `target`, in ONE statement (parallel guesses each spend their own
   * try; none passes the limit). Answers the code's hash only when a try was left.
   */
  async spendTry(
    target: Target,
    now: Date,
    maxTries: number,
  ): Promise<{ id: string; codeHash: string } | null> {
    const latest = this.db
      .select({ id: verificationCodes.id })
      .from(verificationCodes)
      .where(
        and(
          eq(verificationCodes.address, target.address),
          eq(verificationCodes.purpose, target.purpose),
          isNull(verificationCodes.consumedAt),
          gt(verificationCodes.expiresAt, now),
        ),
      )
      .orderBy(desc(verificationCodes.createdAt))
      .limit(1);
    const [row] = await this.db
      .update(verificationCodes)
      .set({ tries: sql`${verificationCodes.tries} + 1` })
      .where(and(eq(verificationCodes.id, sql`(${latest})`), lt(verificationCodes.tries, maxTries)))
      .returning({ id: verificationCodes.id, codeHash: verificationCodes.codeHash });
    return row ?? null;
  }

  /** Marks the code used; false when another request used it first (single use under races). */
  async consume(id: string, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(verificationCodes)
      .set({ consumedAt: now })
      .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.consumedAt)))
      .returning({ id: verificationCodes.id });
    return rows.length === 1;
  }

  async deleteExpired(before: Date): Promise<void> {
    await this.db.delete(verificationCodes).where(lt(verificationCodes.expiresAt, before));
  }
}
