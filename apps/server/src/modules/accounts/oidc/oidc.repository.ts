import { and, eq, lt, TransactionRollbackError } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { oidcIdentities, oidcLoginCodes, oidcLoginStates, type users } from '../../../db/schema';
import { AccountsRepository } from '../accounts.repository';

export type LoginStateRow = typeof oidcLoginStates.$inferSelect;

/** All SQL of the OpenID Connect tables: identities, started logins (states) and one-time login codes. */
export class OidcRepository {
  constructor(private readonly db: Db) {}

  async insertState(row: typeof oidcLoginStates.$inferInsert): Promise<void> {
    await this.db.insert(oidcLoginStates).values(row);
  }

  /** Removes and answers the state: a state is used at most once, whatever the outcome. */
  async takeState(stateHash: string): Promise<LoginStateRow | undefined> {
    const [row] = await this.db
      .delete(oidcLoginStates)
      .where(eq(oidcLoginStates.stateHash, stateHash))
      .returning();
    return row;
  }

  async insertCode(row: typeof oidcLoginCodes.$inferInsert): Promise<void> {
    await this.db.insert(oidcLoginCodes).values(row);
  }

  /** Removes and answers the one-time code (single use, like the state). */
  async takeCode(codeHash: string): Promise<{ userId: string; expiresAt: Date } | undefined> {
    const [row] = await this.db
      .delete(oidcLoginCodes)
      .where(eq(oidcLoginCodes.codeHash, codeHash))
      .returning({ userId: oidcLoginCodes.userId, expiresAt: oidcLoginCodes.expiresAt });
    return row;
  }

  async deleteExpired(now: Date): Promise<void> {
    await this.db.delete(oidcLoginStates).where(lt(oidcLoginStates.expiresAt, now));
    await this.db.delete(oidcLoginCodes).where(lt(oidcLoginCodes.expiresAt, now));
  }

  async findUserId(issuer: string, subject: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ userId: oidcIdentities.userId })
      .from(oidcIdentities)
      .where(and(eq(oidcIdentities.issuer, issuer), eq(oidcIdentities.subject, subject)));
    return row?.userId;
  }

  /**
   * Creates the user and its identity in one transaction. Answers the user id that holds the identity: when a
   * parallel login created it first, that user (and this attempt's user is rolled back).
   */
  async createUserWithIdentity(
    user: typeof users.$inferInsert,
    identity: { issuer: string; subject: string },
  ): Promise<string> {
    const created = await this.db
      .transaction(async (tx) => {
        const accounts = new AccountsRepository(tx);
        // The email is a contact, not the identity: when another user has it, the new user goes without.
        if (!(await accounts.insertUser(user)) && !(await accounts.insertUser({ ...user, email: null }))) {
          return false;
        }
        const inserted = await tx
          .insert(oidcIdentities)
          .values({ ...identity, userId: user.id })
          .onConflictDoNothing()
          .returning({ userId: oidcIdentities.userId });
        if (inserted.length === 0) tx.rollback();
        return true;
      })
      .catch((err: unknown) => {
        // The identity was taken by a parallel first login (its insert waited for that one to commit).
        if (err instanceof TransactionRollbackError) return false;
        throw err;
      });
    if (created) return user.id;
    const existing = await this.findUserId(identity.issuer, identity.subject);
    if (!existing) throw new Error('The single sign-on user could not be created');
    return existing;
  }
}
