import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client';
import type { TeamDataOwner } from '../../../db/team-data';
import type { StorageDriver } from '../../../storage/storage-driver';
import type { AccountsService } from '../accounts.service';
import { TrialCleanupSchedule } from './trial-cleanup.schedule';
import { TrialCleanupService } from './trial-cleanup.service';

/** The expired-trial sweep: started when the server is ready, stopped before the database closes. */
export function registerTrialCleanup(
  app: FastifyInstance,
  deps: { db: Db; owners: readonly TeamDataOwner[]; storage: StorageDriver; accounts: AccountsService },
): TrialCleanupService {
  const cleanup = new TrialCleanupService({ ...deps, log: app.log });
  const schedule = new TrialCleanupSchedule(cleanup, app.log);
  app.addHook('onReady', async () => schedule.start());
  app.addHook('onClose', async () => schedule.stop());
  return cleanup;
}
