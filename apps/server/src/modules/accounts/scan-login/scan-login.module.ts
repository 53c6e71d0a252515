import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client';
import type { DatabaseSession } from '../../../db/database-session';
import { WakeUpChannel } from '../../../db/wake-up-channel';
import type { RateLimits } from '../../rate-limits/rate-limits.service';
import type { AccountsService } from '../accounts.service';
import { ScanLoginStreams } from './scan-login-stream';
import { ScanLoginRepository } from './scan-login.repository';
import { scanLoginRoutes } from './scan-login.routes';
import { ScanLoginService } from './scan-login.service';

/** Wake-ups of waiting login pages, across processes on a shared database. */
export const SCAN_LOGIN_CHANNEL = 'prowrite_scan_logins';

export type ScanLoginModule = {
  service: ScanLoginService;
  streams: ScanLoginStreams;
  /** Tests check that closed streams leave no waiter behind. */
  wakeups: WakeUpChannel;
};

export async function registerScanLogin(
  app: FastifyInstance,
  deps: {
    db: Db;
    session: DatabaseSession;
    accounts: AccountsService;
    rateLimits: RateLimits;
    serverKey: Buffer;
  },
): Promise<ScanLoginModule> {
  const wakeups = new WakeUpChannel(deps.session, SCAN_LOGIN_CHANNEL);
  await wakeups.start();
  const service = new ScanLoginService(
    new ScanLoginRepository(deps.db),
    deps.accounts,
    deps.rateLimits,
    wakeups,
    deps.serverKey,
  );
  const streams = new ScanLoginStreams(service, wakeups);
  scanLoginRoutes(app, service, streams);
  app.addHook('onClose', async () => {
    streams.closeAll();
    wakeups.stop();
  });
  return { service, streams, wakeups };
}
