import { asc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { workRevisionProposals } from '../../db/schema';
import { inTeam } from '../../db/team-scope';
import type { TeamScope } from '../../http/auth';

export type RevisionRow = typeof workRevisionProposals.$inferSelect;
/** The caller: revisions are their user's own, always within the team (like their conversation). */
export type RevisionOwner = { scope: TeamScope; userId: string };

/** All SQL on work_revision_proposals. */
export class WorkReviseRepository {
  constructor(private readonly db: Db) {}

  private own(owner: RevisionOwner, ...more: (SQL | undefined)[]) {
    return inTeam(
      workRevisionProposals.teamId,
      owner.scope,
      eq(workRevisionProposals.userId, owner.userId),
      ...more,
    );
  }

  async insert(row: typeof workRevisionProposals.$inferInsert): Promise<RevisionRow> {
    const [inserted] = await this.db.insert(workRevisionProposals).values(row).returning();
    return inserted!;
  }

  async find(owner: RevisionOwner, id: string): Promise<RevisionRow | undefined> {
    const [row] = await this.db
      .select()
      .from(workRevisionProposals)
      .where(this.own(owner, eq(workRevisionProposals.id, id)))
      .limit(1);
    return row;
  }

  async ofConversation(owner: RevisionOwner, conversationId: string): Promise<RevisionRow[]> {
    return this.db
      .select()
      .from(workRevisionProposals)
      .where(this.own(owner, eq(workRevisionProposals.conversationId, conversationId)))
      .orderBy(asc(workRevisionProposals.createdAt), asc(workRevisionProposals.id));
  }

  /** Decides a proposal still open; undefined when it is not (decided meanwhile, e.g. a second click). */
  async decide(
    owner: RevisionOwner,
    id: string,
    set: { status: 'accepted' | 'rejected'; savedVersion?: number },
  ): Promise<RevisionRow | undefined> {
    const [row] = await this.db
      .update(workRevisionProposals)
      .set({ status: set.status, savedVersion: set.savedVersion ?? null, decidedAt: new Date() })
      .where(this.own(owner, eq(workRevisionProposals.id, id), eq(workRevisionProposals.status, 'proposed')))
      .returning();
    return row;
  }

  /** Deletes every proposal of the team (the team itself is being deleted); answers how many. */
  async deleteTeam(teamId: string): Promise<number> {
    const rows = await this.db
      .delete(workRevisionProposals)
      .where(eq(workRevisionProposals.teamId, teamId))
      .returning({ id: workRevisionProposals.id });
    return rows.length;
  }

  /** Moves the team's proposals to another team and user (a trial merged into an account). */
  async moveTeam(fromTeamId: string, toTeamId: string, userId: string): Promise<number> {
    const rows = await this.db
      .update(workRevisionProposals)
      .set({ teamId: toTeamId, userId })
      .where(eq(workRevisionProposals.teamId, fromTeamId))
      .returning({ id: workRevisionProposals.id });
    return rows.length;
  }
}
