import { createHash, randomBytes } from 'node:crypto';
import { ErrorCode, PARTNER_TOKEN_TTL_MS, type PartnerToken, type PartnerUser } from '@prowrite/contracts';
import type { AuthContext } from '../../../http/auth';
import { AppError } from '../../../http/errors';
import type { PartnerAuthentication, PartnerCredentials } from './partner-credentials';
import type { PartnerTokensRepository } from './partner-tokens.repository';

/** Unexchanged tokens one user may hold at once (a page that asks in a loop is stopped, not the account). */
export const MAX_LIVE_PARTNER_TOKENS = 20;

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** Random 256 bits, base64url: 43 characters. Anything else cannot be a token (answered without a lookup). */
const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

/**
 * Partner tokens: a signed-in user hands a partner page a token instead of its session; the partner exchanges
 * it once, within minutes, for who the user is. Stored as sha256 (a database copy opens nothing). With
 * partners registered, a token is minted for one partner and only that partner, authenticated by its own
 * secret, can exchange it: a token leaked to another partner (or anyone) names nobody to them.
 */
export class PartnerTokensService {
  constructor(
    private readonly repo: PartnerTokensRepository,
    private readonly partners: PartnerCredentials,
    private readonly ttlMs: number = PARTNER_TOKEN_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  async mint(auth: AuthContext, partnerId?: string): Promise<PartnerToken> {
    const partner = this.partnerFor(partnerId);
    const now = new Date(this.now());
    await this.repo.deleteExpired(now);
    if ((await this.repo.countLive(auth.userId, now)) >= MAX_LIVE_PARTNER_TOKENS) {
      throw new AppError(429, 'Too many partner tokens not yet used; try again in a few minutes');
    }
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now.getTime() + this.ttlMs);
    await this.repo.insert({ tokenHash: sha256(token), userId: auth.userId, partnerId: partner, expiresAt });
    return { token, expires_at: Math.floor(expiresAt.getTime() / 1000) };
  }

  /**
   * The token's user, once, to the partner it was minted for; unknown, used, expired and other partners'
   * tokens are refused alike. With partners registered the caller must be one of them.
   */
  async exchange(token: string, caller: PartnerAuthentication): Promise<PartnerUser> {
    if (this.partners.refuses(caller)) {
      throw new AppError(
        401,
        'Partner credentials are missing or wrong: send the partner id and secret (HTTP Basic)',
        ErrorCode.partnerCredentialsInvalid,
      );
    }
    const partner = caller.kind === 'partner' ? caller.id : null;
    const user = TOKEN_FORMAT.test(token)
      ? await this.repo.take(sha256(token), partner, new Date(this.now()))
      : undefined;
    if (!user) {
      throw new AppError(401, 'The partner token is unknown, used or expired', ErrorCode.partnerTokenInvalid);
    }
    return {
      id: user.id,
      name: user.name,
      email: user.email ?? '',
      avatar: user.avatar,
      team_id: user.teamId,
      team_name: user.teamName,
    };
  }

  /** The partner a new token is for: one registered partner when any is, else none. */
  private partnerFor(partnerId: string | undefined): string | null {
    if (!this.partners.registered) {
      if (partnerId === undefined) return null;
      throw new AppError(400, `No partner ${partnerId} is registered`, ErrorCode.partnerUnknown);
    }
    if (partnerId === undefined) {
      throw new AppError(
        400,
        'partner_id is required: name the partner the token is for',
        ErrorCode.partnerUnknown,
      );
    }
    if (!this.partners.has(partnerId)) {
      throw new AppError(400, `No partner ${partnerId} is registered`, ErrorCode.partnerUnknown);
    }
    return partnerId;
  }
}
