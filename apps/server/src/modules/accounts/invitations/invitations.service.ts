import { createHash, randomBytes } from 'node:crypto';
import {
  type CreateInvitationBody,
  ErrorCode,
  type InvitationCreated,
  type InviteInfo,
} from '@prowrite/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { newId } from '../../../db/ids';
import type { AuthContext } from '../../../http/auth';
import { AppError, conflict, notFound } from '../../../http/errors';
import type { AccountsService } from '../accounts.service';
import { targetOf } from '../codes/account-codes.service';
import type { CodeDelivery } from '../codes/code-delivery';
import { type CodeTarget, maskAddress } from '../codes/verification-codes.service';
import type { InvitationsRepository, InvitationView } from './invitations.repository';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

export const inviteInvalid = () =>
  new AppError(404, 'This invite code is not valid or was already used', ErrorCode.inviteCodeInvalid);
export const inviteExpired = () => new AppError(410, 'This invitation has expired', ErrorCode.inviteExpired);

/** "in 7 days", "in 3 hours", "in 20 minutes": the lifetime in the largest whole unit that fits. */
export function expiryText(seconds: number): string {
  const units: [number, string][] = [
    [86400, 'day'],
    [3600, 'hour'],
    [60, 'minute'],
    [1, 'second'],
  ];
  const [size, name] = units.find(([size]) => seconds >= size && seconds % size === 0) ?? [1, 'second'];
  const n = seconds / size;
  return `in ${n} ${name}${n === 1 ? '' : 's'}`;
}

/**
 * Invitations into a team by email or phone. The invite code (`sid`) is 256 random bits, stored as a hash,
 * shown to the inviter once and sent to the invited address; it opens one sign-up before it expires.
 */
export class InvitationsService {
  constructor(
    private readonly repo: InvitationsRepository,
    private readonly accounts: AccountsService,
    private readonly delivery: CodeDelivery,
    private readonly log: FastifyBaseLogger,
    /** PUBLIC_URL: with it the message carries a link; without, the code only. */
    private readonly publicUrl: string | undefined,
    /** INVITATION_TTL_SECONDS: how long an invitation opens a sign-up. */
    private readonly ttlSeconds: number,
    private readonly now: () => number = Date.now,
  ) {}

  async create(auth: AuthContext, body: CreateInvitationBody): Promise<InvitationCreated> {
    const teamId = body.team_id ?? auth.teamId;
    // A team administrator invites into its own team only; a foreign team id reads as missing.
    if (!auth.isSuperAdmin && teamId !== auth.teamId) throw notFound('Team');
    const team = await this.accounts.findTeam(teamId);
    if (!team) throw notFound('Team');
    const target = targetOf(body);
    if (await this.accounts.findUserIdByAddress(target)) {
      throw conflict('An account with this address already exists', ErrorCode.accountExists);
    }
    const sid = randomBytes(32).toString('base64url');
    const id = newId();
    const expiresAt = new Date(this.now() + this.ttlSeconds * 1000);
    await this.repo.insert({
      id,
      tokenHash: sha256(sid),
      teamId,
      inviterId: auth.userId,
      channel: target.channel,
      address: target.address,
      countryCode: target.countryCode ?? null,
      role: body.role,
      expiresAt,
    });
    const deliveredBy = await this.deliver(target, sid, auth.user.name, team.name);
    return {
      id,
      sid,
      masked_account: maskAddress(target),
      expires_at: Math.floor(expiresAt.getTime() / 1000),
      delivered_by: deliveredBy,
    };
  }

  /** GET /invite/info: 170013 for an unknown or used code, 170006 once expired. */
  async info(sid: string): Promise<InviteInfo> {
    return this.toInfo(await this.pending(sid));
  }

  /** The pending invitation of `sid`, checked against the address being verified (170014 when it differs). */
  async requirePending(sid: string, target: CodeTarget): Promise<InvitationView> {
    const invitation = await this.pending(sid);
    if (invitation.channel !== target.channel || invitation.address !== target.address) {
      throw new AppError(
        400,
        `This invitation was sent to another ${invitation.channel === 'email' ? 'email address' : 'phone number'} (${this.toInfo(invitation).account})`,
        ErrorCode.inviteAddressMismatch,
      );
    }
    return invitation;
  }

  toInfo(invitation: InvitationView): InviteInfo {
    const national =
      invitation.channel === 'sms' && invitation.countryCode
        ? invitation.address.slice(1 + invitation.countryCode.length)
        : undefined;
    return {
      account: maskAddress({
        channel: invitation.channel,
        address: invitation.address,
        ...(national ? { national } : {}),
      }),
      country_code: invitation.countryCode ?? '',
      channel: invitation.channel,
      user_name: invitation.inviterName ?? '',
      user_avatar: invitation.inviterAvatar ?? '',
      dept_name: invitation.teamName,
      expires_at: Math.floor(invitation.expiresAt.getTime() / 1000),
    };
  }

  private async pending(sid: string): Promise<InvitationView> {
    const invitation = await this.repo.findByTokenHash(sha256(sid));
    if (!invitation || invitation.acceptedAt) throw inviteInvalid();
    if (invitation.expiresAt.getTime() <= this.now()) throw inviteExpired();
    return invitation;
  }

  /** Sends the invitation; a failed send is logged (never the code) and reported, the invitation stays. */
  private async deliver(target: CodeTarget, sid: string, inviter: string, team: string): Promise<string> {
    const sender = this.delivery[target.channel];
    const link = this.publicUrl
      ? ` Accept it here: ${new URL(`/signup?sid=${sid}`, this.publicUrl).toString()}`
      : '';
    const text = `${inviter} invited you to join the team "${team}" on Prowrite. Your invite code is ${sid}.${link} It expires ${expiryText(this.ttlSeconds)}.`;
    try {
      await sender.send({
        channel: target.channel,
        address: target.address,
        subject: `Join ${team} on Prowrite`,
        text,
      });
      return sender.kind;
    } catch (err) {
      this.log.warn(
        { channel: target.channel, sender: sender.kind, reason: (err as Error).message },
        'invitation delivery failed',
      );
      return 'none';
    }
  }
}
