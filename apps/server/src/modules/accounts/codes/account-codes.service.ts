import {
  type CodeLoginBody,
  ErrorCode,
  type LoginResult,
  isPhoneAllowedIn,
  phoneInputSchema,
  type Region,
  type SendCodeBody,
  type SendCodeResult,
} from '@prowrite/contracts';
import { badRequest, conflict } from '../../../http/errors';
import type { AccountsService } from '../accounts.service';
import type { InvitationsService } from '../invitations/invitations.service';
import { type CodeTarget, codeFailed, type VerificationCodes } from './verification-codes.service';

/** An email or phone from a request body, checked and normalised (phone by its country's pattern). */
export function targetOf(
  body:
    | { channel: 'email'; email: string }
    | { channel: 'sms'; mobile: string; country_code: string; country?: string | undefined },
): CodeTarget {
  if (body.channel === 'email') return { channel: 'email', address: body.email };
  const parsed = phoneInputSchema.safeParse({
    mobile: body.mobile,
    country_code: body.country_code,
    country: body.country,
  });
  if (!parsed.success) throw badRequest(parsed.error.issues.map((i) => i.message).join('; '));
  return {
    channel: 'sms',
    address: parsed.data.e164,
    national: parsed.data.mobile,
    countryCode: parsed.data.country_code,
  };
}

/** Sending codes for the account flows, and logging in with one (methods sms 1 and email 2). */
export class AccountCodesService {
  constructor(
    private readonly accounts: AccountsService,
    private readonly codes: VerificationCodes,
    private readonly invitations: InvitationsService,
  ) {}

  /**
   * `region`: the variant the request came to; a number its picker leaves out gets no SMS (+86 on US).
   * `trial`: the caller holds a live trial session, which stands in for the invite code of a sign-up (the
   * sign-up then keeps the trial, decision 0069).
   */
  async sendCode(
    body: SendCodeBody,
    ip: string,
    region: Region = 'CN',
    trial = false,
  ): Promise<SendCodeResult> {
    const target = targetOf(body);
    if (body.channel === 'sms' && !isPhoneAllowedIn(region, target.countryCode ?? '', body.country)) {
      throw badRequest(`country_code: +${target.countryCode} is not served in region ${region}`);
    }
    const userId = await this.accounts.findUserIdByAddress(target);
    if (body.purpose === 'signup') {
      // Sign-up is by invitation: the code goes only to the address the invite code was sent to.
      if (body.register_code) await this.invitations.requirePending(body.register_code, target);
      else if (!trial) throw badRequest('register_code: an invite code is required to sign up');
      if (userId) {
        throw conflict(
          'An account with this address already exists; log in instead',
          ErrorCode.accountExists,
        );
      }
    }
    // A login code goes only to an existing account's address, but the answer is the same either way: the
    // send call does not tell strangers which addresses have accounts.
    const deliver = body.purpose !== 'login' || userId !== null;
    return this.codes.issue(target, body.purpose, ip, deliver);
  }

  async login(body: CodeLoginBody, ip: string): Promise<LoginResult> {
    const target = targetOf(body);
    await this.codes.check(target, 'login', body.code, ip);
    const userId = await this.accounts.findUserIdByAddress(target);
    // A code for an address without an account was never sent, so this cannot pass; kept as a guard.
    if (!userId) throw codeFailed();
    return this.accounts.startSession(userId);
  }
}
