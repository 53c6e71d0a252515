import type { TeamDataOwner } from '../../db/team-data';
import { WorksTeamDataRepository } from './works-team-data.repository';

/** The works module's part in deleting a team: decks and articles with their slides, comments, revisions. */
export function worksTeamData(): TeamDataOwner {
  return {
    name: 'works',
    deleteTeamData: async (tx, team) => ({
      rows: await new WorksTeamDataRepository(tx).deleteTeam(team.teamId),
      objects: [],
    }),
    moveTeamData: (tx, from, to) =>
      new WorksTeamDataRepository(tx).moveTeam(from.teamId, from.userIds, to.teamId, to.userId),
  };
}
