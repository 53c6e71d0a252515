import {
  type ChatModelsResult,
  ErrorCode,
  type Gpt4Usage,
  type MemberGpt4Body,
  type MemberGpt4Result,
} from '@prowrite/contracts';
import type { AuthContext } from '../../../http/auth';
import { AppError, badRequest } from '../../../http/errors';
import { type ChatLimitDefaults, utcDayStart } from '../chat-limits';
import type { ChatRepository } from '../chat.repository';
import type { ChatModel } from './chat-models-config';
import type { MemberSettingsRepository } from './member-settings.repository';

export type PremiumModelDeps = {
  chats: ChatRepository;
  settings: MemberSettingsRepository;
  /** The configured models (empty without a model: the offline engine answers). */
  models: ChatModel[];
  /** A team's limits of premium answers (0 = unlimited): the server's default or the operator's. */
  limitsOf: (teamId: string) => Promise<ChatLimitDefaults>;
  now?: () => Date;
};

/**
 * The model list and the premium-model switch: a member who switched it on has questions answered by the
 * premium model while the team is within its premium limits (beyond them 10004 / 10005, as the message limits;
 * the switch is not turned off behind the member's back). Usage is counted from the stored questions marked
 * premium, so every API process sees the same numbers.
 */
export class PremiumModelService {
  private readonly premium: ChatModel | undefined;
  private readonly now: () => Date;

  constructor(private readonly deps: PremiumModelDeps) {
    this.premium = deps.models.find((m) => m.premium);
    this.now = deps.now ?? (() => new Date());
  }

  async models(auth: AuthContext): Promise<ChatModelsResult> {
    const gpt4 = await this.switchOf(auth);
    const current = gpt4 ? this.premium?.name : this.deps.models[0]?.name;
    return { models: this.deps.models, current_model: current ?? null, gpt4 };
  }

  /** Flips the switch (empty body, as the spec's call) or sets it (`{gpt4}`). */
  async setSwitch(auth: AuthContext, body: MemberGpt4Body): Promise<MemberGpt4Result> {
    if (!this.premium)
      throw badRequest('No premium model is configured on this server (CHAT_MODELS has no name:premium)');
    const next = body?.gpt4 ?? !(await this.deps.settings.premiumOf(auth.userId));
    await this.deps.settings.setPremium(auth.userId, next);
    return { gpt4: next, model: next ? this.premium.name : this.deps.models[0]!.name };
  }

  async usage(auth: AuthContext): Promise<Gpt4Usage> {
    const used = await this.deps.chats.countMessages(auth.scope, utcDayStart(this.now()), { premium: true });
    const limits = await this.deps.limitsOf(auth.teamId);
    return {
      model: this.premium?.name ?? null,
      gpt4: await this.switchOf(auth),
      used_total: used.total,
      used_today: used.today,
      total_limit: limits.totalMessages,
      daily_limit: limits.dailyMessages,
    };
  }

  /**
   * Whether the caller's next question goes to the premium model; refuses it (10004 / 10005) when the switch
   * is on and the team has used its premium answers. Called before the question is stored; `beforeCount`
   * settles once the questions this process is still storing are stored (they count).
   */
  async premiumFor(auth: AuthContext, beforeCount?: () => Promise<void>): Promise<string | null> {
    if (!this.premium || !(await this.deps.settings.premiumOf(auth.userId))) return null;
    const { totalMessages, dailyMessages } = await this.deps.limitsOf(auth.teamId);
    if (totalMessages === 0 && dailyMessages === 0) return this.premium.name;
    await beforeCount?.();
    const used = await this.deps.chats.countMessages(auth.scope, utcDayStart(this.now()), { premium: true });
    if (totalMessages > 0 && used.total >= totalMessages)
      throw new AppError(
        403,
        `Your team has used all ${totalMessages} answers of the premium model it may have; switch it off ` +
          '(PUT /api/member/gpt4) to ask the standard model, or ask an administrator to raise the limit',
        ErrorCode.botMessageOverLimit,
      );
    if (dailyMessages > 0 && used.today >= dailyMessages)
      throw new AppError(
        429,
        `Your team has had its ${dailyMessages} answers of the premium model for today; switch it off ` +
          '(PUT /api/member/gpt4) to ask the standard model; the limit resets at 00:00 UTC',
        ErrorCode.botMessageDailyLimit,
      );
    return this.premium.name;
  }

  /** The switch as it applies: off while no premium model is configured. */
  private async switchOf(auth: AuthContext): Promise<boolean> {
    return this.premium ? this.deps.settings.premiumOf(auth.userId) : false;
  }
}
