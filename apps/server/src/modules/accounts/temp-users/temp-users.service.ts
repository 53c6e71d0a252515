import { createHmac } from 'node:crypto';
import {
  ErrorCode,
  type LoginResult,
  TEMP_USER_TTL_MS,
  type TempLoginBody,
  type TempLoginResult,
  type TempMedicalToken,
  TEMP_USER_TYPE,
} from '@prowrite/contracts';
import { newId } from '../../../db/ids';
import type { AuthContext } from '../../../http/auth';
import { AppError, conflict } from '../../../http/errors';
import type { RateLimits } from '../../rate-limits/rate-limits.service';
import type { AccountsService } from '../accounts.service';
import { addressBlock } from './address-block';
import type { TempUsersRepository } from './temp-users.repository';

/**
 * New temporary users per network block (IPv4 /24, IPv6 /64) per hour: enough for a family or an office
 * trying the product, too few to fill the database from one host.
 */
export const TEMP_USERS_PER_BLOCK = { limit: 5, windowMs: 3600_000 };
/** Sessions per fingerprint per hour: a refreshing page gets its user back, a loop is stopped. */
export const TEMP_SESSIONS_PER_FINGERPRINT = { limit: 30, windowMs: 3600_000 };

const TEMP_USER_NAME = 'Guest';

/**
 * Temporary (trial) users: a user with role `nai` and an end, in a team of its own, made for a trial page. The
 * fingerprint only keys the trial (anyone can mint one), so it is stored as an HMAC and never trusted for more.
 */
export class TempUsersService {
  constructor(
    private readonly repo: TempUsersRepository,
    private readonly accounts: AccountsService,
    private readonly rateLimits: RateLimits,
    private readonly serverKey: Buffer,
    private readonly ttlMs: number = TEMP_USER_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /** POST /api/login/temp: the fingerprint's live temporary user (a new session), or a new one. */
  async login(body: TempLoginBody, ip: string): Promise<TempLoginResult> {
    const keyHash = createHmac('sha256', this.serverKey).update(`temp-user\n${body.token}`).digest('hex');
    await this.admit(`temp-session:${keyHash}`, TEMP_SESSIONS_PER_FINGERPRINT);
    let user = await this.repo.findByKeyHash(keyHash);
    if (user && user.expiresAt.getTime() <= this.now()) {
      await this.repo.releaseKey(user.id);
      user = undefined;
    }
    // A parallel request with the same fingerprint may win the creation: then its user is this one too.
    user ??= (await this.create(keyHash, ip)) ?? (await this.repo.findByKeyHash(keyHash));
    if (!user) throw new AppError(409, 'The trial could not be started; try again');
    const session = await this.accounts.startSession(user.id, user.expiresAt);
    return {
      access_token: session.access_token,
      domain: { industry: 'bizchat' },
      user: session.user,
      config: { expires_at: Math.floor(user.expiresAt.getTime() / 1000), bot_id: body.bot_id ?? null },
      partner_info: { appMode: 'standard' },
    };
  }

  /**
   * GET /api/user/temp-medical-token: a caller holding a live temporary session gets another session of the
   * same user; anyone else a new temporary user (limited per network block).
   */
  async medicalToken(caller: AuthContext | null, ip: string): Promise<TempMedicalToken> {
    if (caller && caller.user.type !== TEMP_USER_TYPE) {
      throw conflict('Already signed in with an account; the trial is for visitors');
    }
    const now = new Date(this.now());
    const live = caller ? await this.repo.findLive(caller.userId, now) : undefined;
    const user = live ?? (await this.create(null, ip));
    if (!user) throw new AppError(409, 'The trial could not be started; try again');
    const session: LoginResult = await this.accounts.startSession(user.id, user.expiresAt);
    return {
      access_token: session.access_token,
      expires_at: Math.floor(user.expiresAt.getTime() / 1000),
      user: session.user,
    };
  }

  private async create(keyHash: string | null, ip: string) {
    await this.admit(`temp-create:${addressBlock(ip)}`, TEMP_USERS_PER_BLOCK);
    const user = { id: newId(), expiresAt: new Date(this.now() + this.ttlMs) };
    const created = await this.repo.create({
      ...user,
      teamId: newId(),
      name: TEMP_USER_NAME,
      keyHash,
    });
    return created ? user : null;
  }

  private async admit(key: string, rule: { limit: number; windowMs: number }): Promise<void> {
    const admission = await this.rateLimits.reserve([{ key, ...rule }]);
    if (!admission.allowed) {
      const seconds = Math.ceil(admission.retryAfterMs / 1000);
      throw new AppError(
        429,
        `Too many trial sessions from here; try again in ${seconds} s or sign up`,
        ErrorCode.tempUserLimit,
      );
    }
  }
}
