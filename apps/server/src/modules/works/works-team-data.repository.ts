import { eq } from 'drizzle-orm';
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
}
