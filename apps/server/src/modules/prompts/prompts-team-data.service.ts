import type { TeamDataOwner } from '../../db/team-data';
import { PromptsRepository } from './prompts.repository';

/** The prompts module's part in deleting a team: its members' saved prompts. */
export function promptsTeamData(): TeamDataOwner {
  return {
    name: 'prompts',
    deleteTeamData: async (tx, team) => ({
      rows: await new PromptsRepository(tx).deleteTeam(team.teamId),
      objects: [],
    }),
    moveTeamData: (tx, from, to) => new PromptsRepository(tx).moveTeam(from.teamId, to.teamId, to.userId),
  };
}
