import type { TeamDataOwner } from '../../db/team-data';
import { ChatTeamDataRepository } from './chat-team-data.repository';
import { MemberSettingsRepository } from './models/member-settings.repository';

/** The chat module's part in deleting a team: its conversations and its members' model settings. */
export function chatTeamData(): TeamDataOwner {
  return {
    name: 'chat',
    deleteTeamData: async (tx, team) => ({
      rows:
        (await new ChatTeamDataRepository(tx).deleteTeam(team.teamId)) +
        (await new MemberSettingsRepository(tx).deleteUsers(team.userIds)),
      objects: [],
    }),
  };
}
