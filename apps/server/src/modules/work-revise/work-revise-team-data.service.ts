import type { TeamDataOwner } from '../../db/team-data';
import { WorkReviseRepository } from './work-revise.repository';

/** The chat-revise panel's part in deleting a team: its proposed revisions. */
export function workReviseTeamData(): TeamDataOwner {
  return {
    name: 'work-revise',
    deleteTeamData: async (tx, team) => ({
      rows: await new WorkReviseRepository(tx).deleteTeam(team.teamId),
      objects: [],
    }),
    moveTeamData: (tx, from, to) => new WorkReviseRepository(tx).moveTeam(from.teamId, to.teamId, to.userId),
  };
}
