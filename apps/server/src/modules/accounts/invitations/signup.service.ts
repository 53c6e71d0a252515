import {
  ErrorCode,
  IMPROVE_FLAG,
  type LoginResult,
  type SignupCompleteBody,
  type SignupVerifyBody,
  type SignupVerifyResult,
} from '@prowrite/contracts';
import { newId } from '../../../db/ids';
import { AppError, conflict } from '../../../http/errors';
import { AccountsRepository } from '../accounts.repository';
import type { AccountsService } from '../accounts.service';
import { targetOf } from '../codes/account-codes.service';
import type { VerificationCodes } from '../codes/verification-codes.service';
import { hashPassword } from '../password';
import type { InvitationsRepository } from './invitations.repository';
import { type InvitationsService, inviteExpired, inviteInvalid } from './invitations.service';
import type { SignupTickets } from './signup-ticket';

export type SignupResult = LoginResult & { improve_flag: typeof IMPROVE_FLAG.done };

/**
 * Sign-up by invitation: the invite code, the invited phone or email, its code, then personal info.
 * Verification answers a ticket for the info step; completing creates the user in the invitation's team with
 * its role and uses the invitation up in the same transaction.
 */
export class SignupService {
  constructor(
    private readonly invitations: InvitationsService,
    private readonly codes: VerificationCodes,
    private readonly accounts: AccountsService,
    private readonly tickets: SignupTickets,
    private readonly repo: InvitationsRepository,
  ) {}

  async verify(body: SignupVerifyBody, ip: string): Promise<SignupVerifyResult> {
    const target = targetOf(body);
    const invitation = await this.invitations.requirePending(body.register_code, target);
    if (await this.accounts.findUserIdByAddress(target)) {
      throw conflict('An account with this address already exists; log in instead', ErrorCode.accountExists);
    }
    await this.codes.check(target, 'signup', body.code, ip);
    const signupTicket = this.tickets.mint({
      invitationId: invitation.id,
      channel: target.channel,
      address: target.address,
      countryCode: invitation.countryCode,
    });
    return {
      signup_ticket: signupTicket,
      improve_flag: IMPROVE_FLAG.fillInfo,
      invite_info: this.invitations.toInfo(invitation),
    };
  }

  async complete(body: SignupCompleteBody): Promise<SignupResult> {
    const claim = this.tickets.read(body.signup_ticket);
    if (!claim) {
      throw new AppError(
        400,
        'The verification has expired; verify your address again',
        ErrorCode.verificationFailed,
      );
    }
    const passwordHash = await hashPassword(body.password);
    const userId = newId();
    await this.repo.transaction(async (invitations, tx) => {
      const now = new Date();
      const invitation = await invitations.findById(claim.invitationId);
      if (!invitation || invitation.acceptedAt) throw inviteInvalid();
      if (invitation.expiresAt <= now) throw inviteExpired();
      const created = await new AccountsRepository(tx).insertUser({
        id: userId,
        teamId: invitation.teamId,
        role: invitation.role,
        name: body.name,
        passwordHash,
        email: claim.channel === 'email' ? claim.address : null,
        phone: claim.channel === 'sms' ? claim.address : null,
        countryCode: claim.countryCode,
      });
      if (!created)
        throw conflict(
          'An account with this address already exists; log in instead',
          ErrorCode.accountExists,
        );
      // Single use: of two completions racing on one invitation, one accepts it and the other rolls back.
      if (!(await invitations.accept(invitation.id, userId, now))) throw inviteInvalid();
    });
    return { ...(await this.accounts.startSession(userId)), improve_flag: IMPROVE_FLAG.done };
  }
}
