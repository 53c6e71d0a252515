import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client';
import type { TeamDataOwner } from '../../../db/team-data';
import { registerPeriodicSweep } from '../../../jobs/periodic-sweep';
import type { StorageDriver } from '../../../storage/storage-driver';
import type { AccountsService } from '../accounts.service';
import { TrialCleanupService } from './trial-cleanup.service';

/** Sweeps run at start and then hourly: a trial's data goes between grace and grace + 1 h after its end. */
export const TRIAL_SWEEP_INTERVAL_MS = 60 * 60_000;

/** The expired-trial sweep: started when the server is ready, stopped before the database closes. */
export function registerTrialCleanup(
  app: FastifyInstance,
  deps: { db: Db; owners: readonly TeamDataOwner[]; storage: StorageDriver; accounts: AccountsService },
): TrialCleanupService {
  const cleanup = new TrialCleanupService({ ...deps, log: app.log });
  registerPeriodicSweep(app, {
    name: 'expired trial',
    everyMs: TRIAL_SWEEP_INTERVAL_MS,
    run: async () => {
      const result = await cleanup.sweep();
      if (result.teams > 0 || result.deferred > 0) app.log.info({ trials: result }, 'expired trials deleted');
    },
  });
  return cleanup;
}
