import { createHash, randomBytes } from 'node:crypto';
import { ErrorCode, PARTNER_TOKEN_TTL_MS, type PartnerToken, type PartnerUser } from '@prowrite/contracts';
import type { AuthContext } from '../../../http/auth';
import { AppError } from '../../../http/errors';
import type { PartnerTokensRepository } from './partner-tokens.repository';

/** Unexchanged tokens one user may hold at once (a page that asks in a loop is stopped, not the account). */
export const MAX_LIVE_PARTNER_TOKENS = 20;

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** Random 256 bits, base64url: 43 characters. Anything else cannot be a token (answered without a lookup). */
const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

/**
 * Partner tokens: a signed-in user hands a partner page a token instead of its session; the partner exchanges
 * it once, within minutes, for who the user is. Stored as sha256 (a database copy opens nothing).
 */
export class PartnerTokensService {
  constructor(
    private readonly repo: PartnerTokensRepository,
    private readonly ttlMs: number = PARTNER_TOKEN_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  async mint(auth: AuthContext): Promise<PartnerToken> {
    const now = new Date(this.now());
    await this.repo.deleteExpired(now);
    if ((await this.repo.countLive(auth.userId, now)) >= MAX_LIVE_PARTNER_TOKENS) {
      throw new AppError(429, 'Too many partner tokens not yet used; try again in a few minutes');
    }
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now.getTime() + this.ttlMs);
    await this.repo.insert({ tokenHash: sha256(token), userId: auth.userId, expiresAt });
    return { token, expires_at: Math.floor(expiresAt.getTime() / 1000) };
  }

  /** The token's user, once; unknown, used and expired tokens are refused alike. */
  async exchange(token: string): Promise<PartnerUser> {
    const user = TOKEN_FORMAT.test(token)
      ? await this.repo.take(sha256(token), new Date(this.now()))
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
}
