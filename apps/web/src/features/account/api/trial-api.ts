import type {
  PartnerToken,
  SendCodeResult,
  TempLoginResult,
  TempMedicalToken,
  TrialConvertBody,
  TrialConvertResult,
  TrialMergeResult,
  User,
} from '@prowrite/contracts';
import type { CodeAddress } from './account-api';
import { http } from '../../../lib/http';

// The trial entry handles its own errors (a 429 shows its own page), and a stale token is not a lost session.
const QUIET = { silent: true, skipAuthHandling: true } as const;

export const trialApi = {
  /** A temporary user for this browser's fingerprint (the same one again while it lives). */
  start: (fingerprint: string) =>
    http.post<TempLoginResult>(
      '/api/login/temp',
      { token: fingerprint, source: 'nai' },
      { ...QUIET, anonymous: true },
    ),
  /**
   * The medical inquiry trial's session: a visitor (no token) gets a new temporary user, a live trial session a
   * new session of the same user. A registered account is answered 409 (it keeps its own session).
   */
  medicalToken: (asVisitor: boolean) =>
    http.get<TempMedicalToken>('/api/user/temp-medical-token', {
      ...QUIET,
      ...(asVisitor ? { anonymous: true } : {}),
    }),
  /** A sign-up code for the trial's new address: the trial session stands in for an invite code. */
  sendSignupCode: (to: CodeAddress) =>
    http.post<SendCodeResult>('/api/password/send/code', { ...to, purpose: 'signup' }, QUIET),
  /** Sign-up keeping the trial: the same user becomes a full account; answers its new session. */
  convert: (body: TrialConvertBody) => http.post<TrialConvertResult>('/api/user/trial/convert', body, QUIET),
  /** Moves the trial of `trialToken` into the signed-in account's team. */
  merge: (trialToken: string) =>
    http.post<TrialMergeResult>('/api/account/trial/merge', { trial_token: trialToken }, { silent: true }),
  /** Who the stored token belongs to, without sending a 401 to /login (the entry decides). */
  sessionUser: (signal?: AbortSignal) => http.get<User>('/api/user/getuserbytoken', { ...QUIET, signal }),
  /**
   * A single-use token naming the signed-in user, for the partner `partnerId` (required when the server
   * registers partners; 403 for a trial user).
   */
  partnerToken: (partnerId?: string) =>
    http.get<PartnerToken>('/basicauth/user/partnertoken', {
      silent: true,
      ...(partnerId === undefined ? {} : { query: { partner_id: partnerId } }),
    }),
};
