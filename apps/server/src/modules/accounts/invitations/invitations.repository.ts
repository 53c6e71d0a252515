import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { invitations, teams, users } from '../../../db/schema';

export type InvitationRow = typeof invitations.$inferSelect;
export type InvitationView = InvitationRow & {
  teamName: string;
  inviterName: string | null;
  inviterAvatar: string | null;
};

/** All SQL of `invitations`. */
export class InvitationsRepository {
  constructor(private readonly db: Db) {}

  transaction<T>(work: (repo: InvitationsRepository, tx: Db) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new InvitationsRepository(tx), tx));
  }

  async insert(row: typeof invitations.$inferInsert): Promise<void> {
    await this.db.insert(invitations).values(row);
  }

  /** The invitation with its team and inviter, whatever its state (the caller tells expired from used). */
  async findByTokenHash(tokenHash: string): Promise<InvitationView | undefined> {
    const [row] = await this.db
      .select({
        invitation: invitations,
        teamName: teams.name,
        inviterName: users.name,
        inviterAvatar: users.avatar,
      })
      .from(invitations)
      .innerJoin(teams, eq(teams.id, invitations.teamId))
      .leftJoin(users, eq(users.id, invitations.inviterId))
      .where(eq(invitations.tokenHash, tokenHash))
      .limit(1);
    return row
      ? {
          ...row.invitation,
          teamName: row.teamName,
          inviterName: row.inviterName,
          inviterAvatar: row.inviterAvatar,
        }
      : undefined;
  }

  async findById(id: string): Promise<InvitationRow | undefined> {
    const [row] = await this.db.select().from(invitations).where(eq(invitations.id, id)).limit(1);
    return row;
  }

  /** Marks the invitation used by `userId`; false when it was used or expired meanwhile (single use). */
  async accept(id: string, userId: string, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(invitations)
      .set({ acceptedAt: now, acceptedBy: userId })
      .where(and(eq(invitations.id, id), isNull(invitations.acceptedAt), gt(invitations.expiresAt, now)))
      .returning({ id: invitations.id });
    return rows.length === 1;
  }
}
