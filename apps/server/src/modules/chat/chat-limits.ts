import { ErrorCode } from '@prowrite/contracts';
import type { TeamScope } from '../../http/auth';
import { AppError, notFound } from '../../http/errors';
import type { ChatRepository } from './chat.repository';

/** Messages a team may send (0 = unlimited): the server's defaults, overridden per team by an operator. */
export type ChatLimitDefaults = { totalMessages: number; dailyMessages: number };

/**
 * The per-team message limits: over the total, 10004 (overLimitTip); over today's (UTC day), 10005
 * (msgOverLimit). Counted from the stored questions, so every API process sees the same numbers. A burst of
 * parallel asks may pass one or two over the limit (count then insert, no lock): a soft quota.
 */
/** Team limits are read at most this often per process (an operator's change applies within it). */
const LIMITS_CACHE_MS = 10_000;

export class ChatLimits {
  private readonly cache = new Map<string, { limits: ChatLimitDefaults; until: number }>();

  constructor(
    private readonly repo: ChatRepository,
    private readonly defaults: ChatLimitDefaults,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async assertCanAsk(scope: TeamScope): Promise<void> {
    const limits = await this.limitsOf(scope.teamId);
    if (limits.totalMessages === 0 && limits.dailyMessages === 0) return;
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

  async set(teamId: string, totalMessages: number, dailyMessages: number): Promise<void> {
    if (!(await this.repo.setLimits(teamId, totalMessages, dailyMessages))) throw notFound('Team');
    this.cache.delete(teamId);
  }

  private async limitsOf(teamId: string): Promise<ChatLimitDefaults> {
    const now = Date.now();
    const cached = this.cache.get(teamId);
    if (cached && cached.until > now) return cached.limits;
    const limits = (await this.repo.limitsOf(teamId)) ?? this.defaults;
    this.cache.set(teamId, { limits, until: now + LIMITS_CACHE_MS });
    return limits;
  }
}

/** Daily limits reset at 00:00 UTC (one day for every team, whatever its members' time zones). */
export function utcDayStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}
