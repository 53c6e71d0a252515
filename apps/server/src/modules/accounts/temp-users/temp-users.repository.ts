import { and, eq, gt, isNotNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { teams, users } from '../../../db/schema';

export type TempUserRow = { id: string; expiresAt: Date };

/** Unusable as a password hash (no scheme parses it): a temporary user has no password. */
const NO_PASSWORD = '!temporary';

class KeyTaken extends Error {}

/** The temporary-user columns of `users` and the one-person teams those users live in. */
export class TempUsersRepository {
  constructor(private readonly db: Db) {}

  /** The temporary user created for this fingerprint hash, live or expired. */
  async findByKeyHash(keyHash: string): Promise<TempUserRow | undefined> {
    const [row] = await this.db
      .select({ id: users.id, expiresAt: users.tempExpiresAt })
      .from(users)
      .where(and(eq(users.tempKeyHash, keyHash), isNotNull(users.tempExpiresAt)))
      .limit(1);
    return row?.expiresAt ? { id: row.id, expiresAt: row.expiresAt } : undefined;
  }

  /** The user, when it is a temporary user that has not expired. */
  async findLive(userId: string, now: Date): Promise<TempUserRow | undefined> {
    const [row] = await this.db
      .select({ id: users.id, expiresAt: users.tempExpiresAt })
      .from(users)
      .where(and(eq(users.id, userId), gt(users.tempExpiresAt, now)))
      .limit(1);
    return row?.expiresAt ? { id: row.id, expiresAt: row.expiresAt } : undefined;
  }

  /** An expired user gives its fingerprint up, so the same browser can start a new trial. */
  async releaseKey(userId: string): Promise<void> {
    await this.db.update(users).set({ tempKeyHash: null }).where(eq(users.id, userId));
  }

  /**
   * A temporary user in a new team of its own (team scoping then keeps everything it writes to itself).
   * Answers false when another request took the fingerprint hash first (nothing is left behind).
   */
  async create(user: {
    id: string;
    teamId: string;
    name: string;
    keyHash: string | null;
    expiresAt: Date;
  }): Promise<boolean> {
    try {
      await this.db.transaction(async (tx) => {
        await tx.insert(teams).values({ id: user.teamId, name: user.name });
        const inserted = await tx
          .insert(users)
          .values({
            id: user.id,
            teamId: user.teamId,
            name: user.name,
            passwordHash: NO_PASSWORD,
            role: 'nai',
            tempExpiresAt: user.expiresAt,
            tempKeyHash: user.keyHash,
          })
          .onConflictDoNothing()
          .returning({ id: users.id });
        if (inserted.length !== 1) throw new KeyTaken();
      });
      return true;
    } catch (err) {
      if (err instanceof KeyTaken) return false;
      throw err;
    }
  }
}
