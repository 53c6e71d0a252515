import { and, eq, gt, isNotNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { sessions, teams, users } from '../../../db/schema';

export type ConvertedAccount = {
  name: string;
  passwordHash: string;
  email: string | null;
  phone: string | null;
  countryCode: string | null;
};

/** Postgres' unique violation, as PGlite and node-postgres report it (drizzle wraps it in `cause`). */
function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** The account rows of turning a trial into a full account, or of merging it into one. */
export class TrialConversionRepository {
  constructor(private readonly db: Db) {}

  /**
   * Locks the temporary user when it is still live and a trial (role `nai`); answers its team, or null (ended,
   * converted meanwhile, unknown). The lock makes a second submission wait, then find it converted.
   */
  async lockLiveTrial(userId: string, now: Date): Promise<{ teamId: string } | null> {
    const [row] = await this.db
      .select({ teamId: users.teamId })
      .from(users)
      .where(
        and(
          eq(users.id, userId),
          eq(users.role, 'nai'),
          isNotNull(users.tempExpiresAt),
          gt(users.tempExpiresAt, now),
        ),
      )
      .for('update');
    return row ?? null;
  }

  /**
   * The temporary user becomes a full account in place: the administrator of its own team (renamed after
   * it), no end, no fingerprint; every trial session ends. Answers false when the email or phone is taken.
   */
  async upgrade(userId: string, teamId: string, account: ConvertedAccount): Promise<boolean> {
    try {
      await this.db
        .update(users)
        .set({
          ...account,
          role: 'admin',
          tempExpiresAt: null,
          tempKeyHash: null,
        })
        .where(eq(users.id, userId));
    } catch (err) {
      if (isUniqueViolation(err)) return false;
      throw err;
    }
    await this.db.update(teams).set({ name: account.name }).where(eq(teams.id, teamId));
    await this.db.delete(sessions).where(eq(sessions.userId, userId));
    return true;
  }
}
