import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client';
import type { TeamDataOwner } from '../../../db/team-data';
import type { AccountsService } from '../accounts.service';
import type { VerificationCodes } from '../codes/verification-codes.service';
import { trialConversionRoutes } from './trial-conversion.routes';
import { TrialConversionService } from './trial-conversion.service';

/** Sign-up keeping a trial, and merging a trial into an existing account (decision 0069). */
export function registerTrialConversion(
  app: FastifyInstance,
  deps: { db: Db; owners: readonly TeamDataOwner[]; accounts: AccountsService; codes: VerificationCodes },
): TrialConversionService {
  const service = new TrialConversionService(deps);
  trialConversionRoutes(app, service);
  return service;
}
