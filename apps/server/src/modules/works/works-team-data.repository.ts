import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { workCommentReads, workComments, workRevisions, workSlides, works } from '../../db/schema';

/** Deleting a whole team's works (an expired trial): works and the tables hanging off them. */
export class WorksTeamDataRepository {
  constructor(private readonly db: Db) {}

  /** Children first, then the works; answers the rows gone. */
  async deleteTeam(teamId: string): Promise<number> {
    const gone = [
      await this.db
        .delete(workRevisions)
        .where(eq(workRevisions.teamId, teamId))
        .returning({ t: workRevisions.teamId }),
      await this.db
        .delete(workCommentReads)
        .where(eq(workCommentReads.teamId, teamId))
        .returning({ t: workCommentReads.teamId }),
      await this.db
        .delete(workComments)
        .where(eq(workComments.teamId, teamId))
        .returning({ t: workComments.teamId }),
      await this.db
        .delete(workSlides)
        .where(eq(workSlides.teamId, teamId))
        .returning({ t: workSlides.teamId }),
      await this.db.delete(works).where(eq(works.teamId, teamId)).returning({ t: works.teamId }),
    ];
    return gone.reduce((sum, rows) => sum + rows.length, 0);
  }

  /** Moves the team's works and their rows to another team; the trial user's works and comments to `userId`. */
  async moveTeam(fromTeamId: string, fromUserIds: readonly string[], toTeamId: string, userId: string) {
    const fromUsers = [...fromUserIds];
    const moved = [
      await this.db
        .update(works)
        .set({ teamId: toTeamId, ownerId: userId })
        .where(eq(works.teamId, fromTeamId))
        .returning({ t: works.id }),
      await this.db
        .update(workSlides)
        .set({ teamId: toTeamId })
        .where(eq(workSlides.teamId, fromTeamId))
        .returning({ t: workSlides.workId }),
      await this.db
        .update(workComments)
        .set({ teamId: toTeamId })
        .where(eq(workComments.teamId, fromTeamId))
        .returning({ t: workComments.id }),
      await this.db
        .update(workCommentReads)
        .set({ teamId: toTeamId })
        .where(eq(workCommentReads.teamId, fromTeamId))
        .returning({ t: workCommentReads.workId }),
      await this.db
        .update(workRevisions)
        .set({ teamId: toTeamId })
        .where(eq(workRevisions.teamId, fromTeamId))
        .returning({ t: workRevisions.workId }),
    ];
    if (fromUsers.length > 0) {
      // The works are new to the target team, so no (work, section, user) read mark can clash.
      await this.db
        .update(workComments)
        .set({ userId })
        .where(and(eq(workComments.teamId, toTeamId), inArray(workComments.userId, fromUsers)));
      await this.db
        .update(workCommentReads)
        .set({ userId })
        .where(and(eq(workCommentReads.teamId, toTeamId), inArray(workCommentReads.userId, fromUsers)));
    }
    return moved.reduce((sum, rows) => sum + rows.length, 0);
  }
}
