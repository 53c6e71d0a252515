import type { Db } from '../../db/client';
import type { TeamDataOwner } from '../../db/team-data';
import { KnowledgeTeamDataRepository } from './knowledge-team-data.repository';

/** The knowledge module's part in deleting a team: its whole knowledge base and the objects it stored. */
export function knowledgeTeamData(db: Db): TeamDataOwner {
  return {
    name: 'knowledge',
    deleteTeamData: (tx, team) => new KnowledgeTeamDataRepository(tx).deleteTeam(team.teamId),
    usesObject: (sha1) => new KnowledgeTeamDataRepository(db).usesObject(sha1),
  };
}
