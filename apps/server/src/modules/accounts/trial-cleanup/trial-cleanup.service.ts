import { TEMP_USER_DATA_GRACE_MS } from '@prowrite/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client';
import type { TeamDataOwner } from '../../../db/team-data';
import { JobQueue } from '../../../jobs/job-queue';
import type { StorageDriver } from '../../../storage/storage-driver';
import type { AccountsService } from '../accounts.service';
import { TrialCleanupRepository } from './trial-cleanup.repository';

/** Teams handled per round of a sweep; a sweep runs rounds until none is left. */
const TEAMS_PER_ROUND = 50;

export type TrialSweepResult = {
  /** Trial teams deleted with everything in them. */
  teams: number;
  /** Rows deleted, all modules. */
  rows: number;
  /** Stored objects deleted (those no other row still used). */
  objects: number;
  /** Teams left for a later sweep: a job was running for them, or their deletion failed. */
  deferred: number;
};

export type TrialCleanupDeps = {
  db: Db;
  /** The modules owning team data, in the order their rows must go (referrers before referents). */
  owners: readonly TeamDataOwner[];
  storage: Pick<StorageDriver, 'delete'>;
  accounts: Pick<AccountsService, 'invalidateTeamSessions'>;
  log: FastifyBaseLogger;
  now?: () => number;
  graceMs?: number;
};

type TeamOutcome = { kind: 'deleted'; rows: number; objects: string[] } | { kind: 'skipped' | 'deferred' };

/**
 * Deletes expired trials: a team whose every user is a temporary user ended more than the grace period ago
 * goes with all its data. Each module deletes its own rows through its TeamDataOwner, all in one transaction
 * per team (a failure leaves that trial whole for the next sweep); stored objects are deleted after the commit,
 * and only those no remaining row of any module names. A converted trial (no longer role `nai` with an end)
 * is never touched.
 */
export class TrialCleanupService {
  private readonly now: () => number;
  private readonly graceMs: number;

  constructor(private readonly deps: TrialCleanupDeps) {
    this.now = deps.now ?? Date.now;
    this.graceMs = deps.graceMs ?? TEMP_USER_DATA_GRACE_MS;
  }

  /** One sweep at `now` (the injected clock by default). */
  async sweep(now: number = this.now()): Promise<TrialSweepResult> {
    const cutoff = new Date(now - this.graceMs);
    const result: TrialSweepResult = { teams: 0, rows: 0, objects: 0, deferred: 0 };
    const seen = new Set<string>();
    for (;;) {
      // Teams met in an earlier round (skipped or deferred) are not asked for again in this sweep.
      const teamIds = await new TrialCleanupRepository(this.deps.db).expiredTeams(cutoff, TEAMS_PER_ROUND, [
        ...seen,
      ]);
      if (teamIds.length === 0) return result;
      for (const teamId of teamIds) {
        seen.add(teamId);
        const outcome = await this.deleteTeam(teamId, cutoff);
        if (outcome.kind === 'deleted') {
          result.teams += 1;
          result.rows += outcome.rows;
          result.objects += await this.deleteUnusedObjects(outcome.objects);
          await this.deps.accounts.invalidateTeamSessions(teamId);
        } else if (outcome.kind === 'deferred') {
          result.deferred += 1;
        }
      }
    }
  }

  private async deleteTeam(teamId: string, cutoff: Date): Promise<TeamOutcome> {
    try {
      return await this.deps.db.transaction(async (tx): Promise<TeamOutcome> => {
        const accounts = new TrialCleanupRepository(tx);
        const userIds = await accounts.lockExpiredTeam(teamId, cutoff);
        if (!userIds) return { kind: 'skipped' };
        const jobs = new JobQueue(tx);
        // A worker writing into the team now would fail on missing rows or leave orphans: next sweep.
        if (await jobs.hasRunning(teamId)) return { kind: 'deferred' };
        const team = { teamId, userIds };
        let rows = 0;
        const objects: string[] = [];
        for (const owner of this.deps.owners) {
          const deleted = await owner.deleteTeamData(tx, team);
          rows += deleted.rows;
          objects.push(...deleted.objects);
        }
        rows += await jobs.deleteTeamJobs(teamId);
        rows += await accounts.deleteTeamAccounts(teamId, userIds);
        return { kind: 'deleted', rows, objects: [...new Set(objects)] };
      });
    } catch (err) {
      this.deps.log.error({ err, teamId }, 'expired trial not deleted; the next sweep tries again');
      return { kind: 'deferred' };
    }
  }

  /** Objects are shared by content across teams and modules: one goes only when no owner names it any more. */
  private async deleteUnusedObjects(objects: readonly string[]): Promise<number> {
    let deleted = 0;
    for (const sha1 of objects) {
      let used = false;
      for (const owner of this.deps.owners) {
        if (owner.usesObject && (await owner.usesObject(sha1))) {
          used = true;
          break;
        }
      }
      if (used) continue;
      try {
        await this.deps.storage.delete(sha1);
        deleted += 1;
      } catch (err) {
        // Its rows are gone: the object is an orphan a storage sweep may remove; the trial itself is deleted.
        this.deps.log.warn({ err, sha1 }, 'stored object of a deleted trial not deleted');
      }
    }
    return deleted;
  }
}
