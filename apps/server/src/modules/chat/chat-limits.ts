import { ErrorCode } from '@prowrite/contracts';
import type { TeamScope } from '../../http/auth';
import { AppError, notFound } from '../../http/errors';
import type { ChatRepository, TeamLimitsRow } from './chat.repository';

/** Messages a team may send (0 = unlimited): the server's defaults, overridden per team by an operator. */
export type ChatLimitDefaults = { totalMessages: number; dailyMessages: number };
/** A team's limits: all messages, and answers of the premium model. */
export type TeamLimits = ChatLimitDefaults & { premium: ChatLimitDefaults };

/**
 * The per-team message limits: over the total, 10004 (overLimitTip); over today's (UTC day), 10005
 * (msgOverLimit). Counted from the stored questions, so every API process sees the same numbers. A burst of
 * parallel asks may pass one or two over the limit (count then insert, no lock): a soft quota.
 */
/** Team limits are read at most this often per process (an operator's change applies within it). */
const LIMITS_CACHE_MS = 10_000;

export class ChatLimits {
  private readonly cache = new Map<string, { limits: TeamLimits; until: number }>();

  constructor(
    private readonly repo: ChatRepository,
    private readonly defaults: TeamLimits,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** `beforeCount` settles once the questions this process is still storing are stored (they count). */
  async assertCanAsk(scope: TeamScope, beforeCount?: () => Promise<void>): Promise<void> {
    const limits = await this.limitsOf(scope.teamId);
    if (limits.totalMessages === 0 && limits.dailyMessages === 0) return;
    await beforeCount?.();
    const used = await this.repo.countMessages(scope, utcDayStart(this.now()));
    if (limits.totalMessages > 0 && used.total >= limits.totalMessages)
      throw new AppError(
        403,
        `Your team has used all ${limits.totalMessages} chat messages it may send; ask an administrator to raise the limit`,
        ErrorCode.botMessageOverLimit,
      );
    if (limits.dailyMessages > 0 && used.today >= limits.dailyMessages)
      throw new AppError(
        429,
        `Your team has sent its ${limits.dailyMessages} chat messages for today; the limit resets at 00:00 UTC`,
        ErrorCode.botMessageDailyLimit,
      );
  }

  /** A premium limit left null keeps the server's default. */
  async set(teamId: string, limits: TeamLimitsRow): Promise<void> {
    if (!(await this.repo.setLimits(teamId, limits))) throw notFound('Team');
    this.cache.delete(teamId);
  }

  async limitsOf(teamId: string): Promise<TeamLimits> {
    const now = Date.now();
    const cached = this.cache.get(teamId);
    if (cached && cached.until > now) return cached.limits;
    const row = await this.repo.limitsOf(teamId);
    const limits: TeamLimits = row
      ? {
          totalMessages: row.totalMessages,
          dailyMessages: row.dailyMessages,
          premium: {
            totalMessages: row.premiumTotalMessages ?? this.defaults.premium.totalMessages,
            dailyMessages: row.premiumDailyMessages ?? this.defaults.premium.dailyMessages,
          },
        }
      : this.defaults;
    this.cache.set(teamId, { limits, until: now + LIMITS_CACHE_MS });
    return limits;
  }
}

/** Daily limits reset at 00:00 UTC (one day for every team, whatever its members' time zones). */
export function utcDayStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}
