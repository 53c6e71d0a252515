import { ErrorCode } from '@prowrite/contracts';
import type { Db } from '../../db/client';
import { conflict } from '../../http/errors';
import type { TeamDataOwner } from '../../db/team-data';
import { FilesRepository } from './files.repository';
import { FilesTeamDataRepository } from './files-team-data.repository';

/** The files module's part in deleting a team: its uploads, media, exports and parses, and their objects. */
export function filesTeamData(db: Db): TeamDataOwner {
  return {
    name: 'files',
    deleteTeamData: (tx, team) => new FilesTeamDataRepository(tx).deleteTeam(team.teamId),
    usesObject: (sha1) => new FilesRepository(db).isObjectUsed(sha1),
    moveTeamData: async (tx, from, to) => {
      const repo = new FilesTeamDataRepository(tx);
      if ((await repo.clashes(from.teamId, to.teamId)) > 0) {
        throw conflict(
          'The account already holds a file the trial uploaded; the trial cannot be merged',
          ErrorCode.trialMergeConflict,
        );
      }
      return repo.moveTeam(from.teamId, to.teamId, to.userId);
    },
  };
}
