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
    // The trial user's model settings go: the account keeps its own.
    moveTeamData: async (tx, from, to) => {
      await new MemberSettingsRepository(tx).deleteUsers(from.userIds);
      return new ChatTeamDataRepository(tx).moveTeam(from.teamId, to.teamId, to.userId);
    },
  };
}
