import { ErrorCode } from '@prowrite/contracts';
import type { Db } from '../../db/client';
import { conflict } from '../../http/errors';
import type { TeamDataOwner } from '../../db/team-data';
import { KnowledgeTeamDataRepository } from './knowledge-team-data.repository';

/** The knowledge module's part in deleting a team: its whole knowledge base and the objects it stored. */
export function knowledgeTeamData(db: Db): TeamDataOwner {
  return {
    name: 'knowledge',
    deleteTeamData: (tx, team) => new KnowledgeTeamDataRepository(tx).deleteTeam(team.teamId),
    usesObject: (sha1) => new KnowledgeTeamDataRepository(db).usesObject(sha1),
    // A trial role has no knowledge-base calls, so a trial holds no items; one that does is refused rather
    // than merged, since the target's search index would not know them (decision 0069). Empty index state goes.
    moveTeamData: async (tx, from) => {
      const repo = new KnowledgeTeamDataRepository(tx);
      if ((await repo.countItems(from.teamId)) > 0) {
        throw conflict(
          'The trial holds knowledge items; they cannot be merged into an account',
          ErrorCode.trialMergeConflict,
        );
      }
      await repo.deleteTeam(from.teamId);
      return 0;
    },
  };
}
