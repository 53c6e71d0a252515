import type { Db } from '../../db/client';
import type { TeamDataOwner } from '../../db/team-data';
import { FilesRepository } from './files.repository';
import { FilesTeamDataRepository } from './files-team-data.repository';

/** The files module's part in deleting a team: its uploads, media, exports and parses, and their objects. */
export function filesTeamData(db: Db): TeamDataOwner {
  return {
    name: 'files',
    deleteTeamData: (tx, team) => new FilesTeamDataRepository(tx).deleteTeam(team.teamId),
    usesObject: (sha1) => new FilesRepository(db).isObjectUsed(sha1),
  };
}
