import {
  ErrorCode,
  TEMP_USER_TYPE,
  type TrialConvertBody,
  type TrialConvertResult,
  type TrialMergeBody,
  type TrialMergeResult,
} from '@prowrite/contracts';
import type { Db } from '../../../db/client';
import type { TeamDataOwner } from '../../../db/team-data';
import type { AuthContext } from '../../../http/auth';
import { decodeAccessToken } from '../../../http/auth';
import { AppError, conflict } from '../../../http/errors';
import { JobQueue } from '../../../jobs/job-queue';
import type { AccountsService } from '../accounts.service';
import { targetOf } from '../codes/account-codes.service';
import type { VerificationCodes } from '../codes/verification-codes.service';
import { hashPassword } from '../password';
import { TrialCleanupRepository } from '../trial-cleanup/trial-cleanup.repository';
import { TrialConversionRepository } from './trial-conversion.repository';

export type TrialConversionDeps = {
  db: Db;
  /** The modules owning team data (the trial sweep's list): each moves its own rows in a merge. */
  owners: readonly TeamDataOwner[];
  accounts: Pick<AccountsService, 'startSession' | 'resolveSession' | 'invalidateTeamSessions'>;
  codes: Pick<VerificationCodes, 'check'>;
  now?: () => number;
};

const trialNotLive = () =>
  new AppError(
    400,
    'The trial has ended or was already kept; start a new trial or log in',
    ErrorCode.trialNotLive,
  );
const accountExists = () =>
  conflict(
    'An account with this address already exists; log in to add the trial to it',
    ErrorCode.accountExists,
  );

/**
 * Keeping a trial (decision 0069). Sign-up converts the temporary user in place: same user id and team, so no
 * row of any module changes and nothing can be left behind. When the address already has an account, the
 * visitor logs in to it and the trial merges: each module moves its rows into the account's team through its
 * TeamDataOwner, and the trial user and team are deleted, all in one transaction.
 */
export class TrialConversionService {
  private readonly now: () => number;

  constructor(private readonly deps: TrialConversionDeps) {
    this.now = deps.now ?? Date.now;
  }

  /** POST /api/user/trial/convert: the caller's trial becomes a full account; answers its new session. */
  async convert(auth: AuthContext, body: TrialConvertBody, ip: string): Promise<TrialConvertResult> {
    if (auth.user.type !== TEMP_USER_TYPE) throw conflict('Already a full account; nothing to sign up for');
    const target = targetOf(body);
    await this.deps.codes.check(target, 'signup', body.code, ip);
    const passwordHash = await hashPassword(body.password);
    await this.deps.db.transaction(async (tx) => {
      const repo = new TrialConversionRepository(tx);
      const trial = await repo.lockLiveTrial(auth.userId, new Date(this.now()));
      // A second submission waited on the lock and finds the user converted (or the trial ended meanwhile).
      if (!trial) throw trialNotLive();
      const upgraded = await repo.upgrade(auth.userId, trial.teamId, {
        name: body.name,
        passwordHash,
        email: target.channel === 'email' ? target.address : null,
        phone: target.channel === 'sms' ? target.address : null,
        countryCode: target.countryCode ?? null,
      });
      if (!upgraded) throw accountExists();
    });
    // Trial sessions were capped at the trial's end and are deleted: drop them from every process's cache.
    await this.deps.accounts.invalidateTeamSessions(auth.teamId);
    return this.deps.accounts.startSession(auth.userId);
  }

  /** POST /api/account/trial/merge: the trial of `trial_token` moves into the caller's (full account's) team. */
  async merge(auth: AuthContext, body: TrialMergeBody): Promise<TrialMergeResult> {
    const sessionId = decodeAccessToken(body.trial_token);
    const trialCaller = sessionId ? await this.deps.accounts.resolveSession(sessionId) : null;
    if (!trialCaller || trialCaller.user.type !== TEMP_USER_TYPE) throw trialNotLive();
    const from = { teamId: trialCaller.teamId, userIds: [trialCaller.userId] };
    const to = { teamId: auth.teamId, userId: auth.userId };
    const moved: Record<string, number> = {};
    await this.deps.db.transaction(async (tx) => {
      if (
        !(await new TrialConversionRepository(tx).lockLiveTrial(trialCaller.userId, new Date(this.now())))
      ) {
        throw trialNotLive();
      }
      const jobs = new JobQueue(tx);
      if (await jobs.hasUnfinished(from.teamId)) {
        throw conflict(
          'The trial is still working on something; try again in a minute',
          ErrorCode.trialMergeConflict,
        );
      }
      for (const owner of this.deps.owners) moved[owner.name] = await owner.moveTeamData(tx, from, to);
      moved.jobs = await jobs.moveFinishedTeamJobs(from.teamId, to.teamId);
      await new TrialCleanupRepository(tx).deleteTeamAccounts(from.teamId, from.userIds);
    });
    await this.deps.accounts.invalidateTeamSessions(from.teamId);
    return { moved };
  }
}
