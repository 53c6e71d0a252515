import { and, asc, eq, inArray, isNotNull, lt, notInArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { invitations, sessions, teams, users } from '../../../db/schema';

/** The account tables' part in deleting expired trials: finding them, and deleting their users and teams. */
export class TrialCleanupRepository {
  constructor(private readonly db: Db) {}

  /** Teams holding a temporary user that ended before `cutoff`, oldest first, other than `exclude`. */
  async expiredTeams(cutoff: Date, limit: number, exclude: readonly string[] = []): Promise<string[]> {
    const rows = await this.db
      .selectDistinct({ teamId: users.teamId, endedAt: users.tempExpiresAt })
      .from(users)
      .where(
        and(
          eq(users.role, 'nai'),
          isNotNull(users.tempExpiresAt),
          lt(users.tempExpiresAt, cutoff),
          exclude.length > 0 ? notInArray(users.teamId, [...exclude]) : undefined,
        ),
      )
      .orderBy(asc(users.tempExpiresAt))
      .limit(limit);
    return [...new Set(rows.map((r) => r.teamId))];
  }

  /**
   * Locks the team's users (another process sweeping skips them) and answers their ids when every one of them
   * is a temporary user ended before `cutoff`; null otherwise: a team with a converted or full account in it
   * is never deleted, nor one another sweep holds.
   */
  async lockExpiredTeam(teamId: string, cutoff: Date): Promise<string[] | null> {
    const members = await this.db
      .select({ id: users.id, role: users.role, endedAt: users.tempExpiresAt })
      .from(users)
      .where(eq(users.teamId, teamId))
      .for('update', { skipLocked: true });
    if (members.length === 0) return null;
    const allEnded = members.every((m) => m.role === 'nai' && m.endedAt !== null && m.endedAt < cutoff);
    return allEnded ? members.map((m) => m.id) : null;
  }

  /**
   * Deletes the users and the team, after every module deleted its rows. Sessions and invitations explicitly;
   * the users' partner tokens, account links, scan logins and single sign-on rows go with them (ON DELETE
   * CASCADE, all account tables). Answers the rows gone.
   */
  async deleteTeamAccounts(teamId: string, userIds: readonly string[]): Promise<number> {
    const ids = [...userIds];
    const gone = [
      await this.db.delete(sessions).where(inArray(sessions.userId, ids)).returning({ id: sessions.userId }),
      await this.db
        .delete(invitations)
        .where(eq(invitations.teamId, teamId))
        .returning({ id: invitations.id }),
      await this.db
        .delete(users)
        .where(and(eq(users.teamId, teamId), inArray(users.id, ids)))
        .returning({ id: users.id }),
      await this.db.delete(teams).where(eq(teams.id, teamId)).returning({ id: teams.id }),
    ];
    return gone.reduce((sum, rows) => sum + rows.length, 0);
  }
}
