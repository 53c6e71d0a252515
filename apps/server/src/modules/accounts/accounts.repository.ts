import { and, asc, count, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Role } from '@prowrite/contracts';
import type { Db } from '../../db/client';
import { sessions, teams, users } from '../../db/schema';
import type { TeamScope } from '../../http/auth';

export type UserRow = typeof users.$inferSelect;
export type SessionUserRow = {
  userId: string;
  teamId: string;
  teamName: string;
  email: string;
  name: string;
  avatar: string;
  role: Role;
  isSuperAdmin: boolean;
  /** A temporary (trial) user. */
  temporary: boolean;
};

const sessionUserColumns = {
  userId: users.id,
  teamId: users.teamId,
  teamName: teams.name,
  // A phone-only user has no email; callers read '' (the contract's email is a string).
  email: sql<string>`coalesce(${users.email}, '')`,
  name: users.name,
  avatar: users.avatar,
  role: users.role,
  isSuperAdmin: users.isSuperAdmin,
  temporary: sql<boolean>`(${users.tempExpiresAt} is not null)`,
};

export class AccountsRepository {
  constructor(private readonly db: Db) {}

  async countUsers(): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(users);
    return row?.n ?? 0;
  }

  async findUserByEmail(email: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.email, email)).limit(1);
    return row;
  }

  async findUserByPhone(e164: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.phone, e164)).limit(1);
    return row;
  }

  async insertTeam(team: { id: string; name: string }): Promise<void> {
    await this.db.insert(teams).values(team);
  }

  /** Every team, or only the scope's team. */
  async listTeams(
    scope: TeamScope | null,
  ): Promise<{ id: string; name: string; company_template: boolean; closing_contact: string }[]> {
    const query = this.db
      .select({
        id: teams.id,
        name: teams.name,
        company_template: teams.companyTemplate,
        closing_contact: teams.closingContact,
      })
      .from(teams);
    // Temporary users' one-person teams are not teams anyone manages: they stay out of the lists.
    const notTrial = sql`not exists (select 1 from ${users} where ${users.teamId} = ${teams.id} and ${users.tempExpiresAt} is not null)`;
    return query
      .where(scope ? and(eq(teams.id, scope.teamId), notTrial) : notTrial)
      .orderBy(asc(teams.createdAt));
  }

  async findTeam(id: string): Promise<{ id: string; name: string } | undefined> {
    const [row] = await this.db
      .select({ id: teams.id, name: teams.name })
      .from(teams)
      .where(eq(teams.id, id));
    return row;
  }

  /** Sets the team's company template; answers false when the team does not exist. */
  async setCompanyTemplate(teamId: string, enabled: boolean): Promise<boolean> {
    const updated = await this.db
      .update(teams)
      .set({ companyTemplate: enabled })
      .where(eq(teams.id, teamId))
      .returning({ id: teams.id });
    return updated.length === 1;
  }

  /** Sets the team's closing contact; answers false when the team does not exist. */
  async setClosingContact(teamId: string, contact: string): Promise<boolean> {
    const updated = await this.db
      .update(teams)
      .set({ closingContact: contact })
      .where(eq(teams.id, teamId))
      .returning({ id: teams.id });
    return updated.length === 1;
  }

  /**
   * Inserts a user; answers false when the email or phone is taken (unique indexes), so racing creations
   * cannot both win.
   */
  async insertUser(user: typeof users.$inferInsert): Promise<boolean> {
    const inserted = await this.db
      .insert(users)
      .values(user)
      .onConflictDoNothing()
      .returning({ id: users.id });
    return inserted.length === 1;
  }

  /** Sets the user's role; answers true when it changed. */
  async updateRole(userId: string, role: Role): Promise<boolean> {
    const rows = await this.db
      .update(users)
      .set({ role })
      .where(and(eq(users.id, userId), sql`${users.role} <> ${role}`))
      .returning({ id: users.id });
    return rows.length > 0;
  }

  /** Users of one team, or of every team when `scope` is null (the first administrator); no temporary users. */
  async listUsers(scope: TeamScope | null) {
    const query = this.db
      .select({ ...sessionUserColumns, createdAt: users.createdAt })
      .from(users)
      .innerJoin(teams, eq(teams.id, users.teamId));
    const notTrial = isNull(users.tempExpiresAt);
    const filtered = query.where(scope ? and(eq(users.teamId, scope.teamId), notTrial) : notTrial);
    return filtered.orderBy(asc(users.createdAt));
  }

  async insertSession(session: { tokenHash: string; userId: string; expiresAt: Date }): Promise<void> {
    await this.db.insert(sessions).values(session);
  }

  async findSessionUser(
    tokenHash: string,
    now: Date,
  ): Promise<(SessionUserRow & { expiresAt: Date }) | undefined> {
    const [row] = await this.db
      .select({ ...sessionUserColumns, expiresAt: sessions.expiresAt })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .innerJoin(teams, eq(teams.id, users.teamId))
      .where(
        and(
          eq(sessions.tokenHash, tokenHash),
          gt(sessions.expiresAt, now),
          // A temporary user's sessions end with it, whatever their own expiry says.
          or(isNull(users.tempExpiresAt), gt(users.tempExpiresAt, now)),
        ),
      )
      .limit(1);
    return row;
  }

  async deleteSession(tokenHash: string): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
  }

  async deleteExpiredSessions(now: Date): Promise<void> {
    await this.db.delete(sessions).where(lt(sessions.expiresAt, now));
  }
}
