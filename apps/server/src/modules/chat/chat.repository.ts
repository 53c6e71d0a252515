import { and, asc, count, desc, eq, gt, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  chatConversations,
  chatMessageEvents,
  chatMessageFeedback,
  chatMessages,
  chatTeamLimits,
  teams,
  users,
} from '../../db/schema';
import { inTeam } from '../../db/team-scope';
import type { TeamScope } from '../../http/auth';

export type ConversationRow = typeof chatConversations.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect;
export type FeedbackOfMessage = typeof chatMessageFeedback.$inferSelect;
/** A message with its user and that user's feedback on it (null when none). */
export type MessageWithUser = MessageRow & {
  userName: string;
  userAvatar: string;
  feedback: FeedbackOfMessage | null;
};
export type StoredEvent = { seq: number; event: string; data: unknown };
/** The caller: conversations are visible to their own user only, always within the team. */
export type ChatOwner = { scope: TeamScope; userId: string };

/** What a flush writes: the events since the last flush and the answer's state after them. */
export type AnswerFlush = {
  events: StoredEvent[];
  content: string;
  reasoning: string;
  steps: unknown[];
  citations: unknown[];
  usage: unknown;
  final?: { status: MessageRow['status']; errorCode: number; errorMsg: string };
};

/** All SQL on the chat tables (conversations, messages, their stream events, per-team limits). */
/** A team's limits as stored (a premium one null: the server's default). */
export type TeamLimitsRow = {
  totalMessages: number;
  dailyMessages: number;
  premiumTotalMessages: number | null;
  premiumDailyMessages: number | null;
};

export class ChatRepository {
  constructor(private readonly db: Db) {}

  private own(owner: ChatOwner, ...more: (SQL | undefined)[]) {
    return inTeam(chatConversations.teamId, owner.scope, eq(chatConversations.userId, owner.userId), ...more);
  }

  async insertConversation(row: typeof chatConversations.$inferInsert): Promise<ConversationRow> {
    const [inserted] = await this.db.insert(chatConversations).values(row).returning();
    return inserted!;
  }

  async findConversation(owner: ChatOwner, id: string): Promise<ConversationRow | undefined> {
    const [row] = await this.db
      .select()
      .from(chatConversations)
      .where(this.own(owner, eq(chatConversations.id, id)))
      .limit(1);
    return row;
  }

  /** The owner's latest conversation about a work (chat-revise). */
  async findWorkConversation(owner: ChatOwner, workId: string): Promise<ConversationRow | undefined> {
    const [row] = await this.db
      .select()
      .from(chatConversations)
      .where(this.own(owner, eq(chatConversations.workId, workId)))
      .orderBy(desc(chatConversations.updatedAt), desc(chatConversations.id))
      .limit(1);
    return row;
  }

  async updateConversation(
    owner: ChatOwner,
    id: string,
    set: Partial<Pick<ConversationRow, 'name' | 'fileIds'>>,
  ): Promise<ConversationRow | undefined> {
    const [row] = await this.db
      .update(chatConversations)
      .set({ ...set, updatedAt: new Date() })
      .where(this.own(owner, eq(chatConversations.id, id)))
      .returning();
    return row;
  }

  async deleteConversation(owner: ChatOwner, id: string): Promise<boolean> {
    const rows = await this.db
      .delete(chatConversations)
      .where(this.own(owner, eq(chatConversations.id, id)))
      .returning({ id: chatConversations.id });
    return rows.length > 0;
  }

  async deleteConversationsOfType(owner: ChatOwner, type: ConversationRow['type']): Promise<number> {
    const rows = await this.db
      .delete(chatConversations)
      .where(this.own(owner, eq(chatConversations.type, type)))
      .returning({ id: chatConversations.id });
    return rows.length;
  }

  async listConversations(
    owner: ChatOwner,
    page: { offset: number; limit: number; type?: ConversationRow['type'] | undefined },
  ): Promise<{ rows: ConversationRow[]; total: number }> {
    const where = this.own(owner, page.type ? eq(chatConversations.type, page.type) : undefined);
    const rows = await this.db
      .select()
      .from(chatConversations)
      .where(where)
      .orderBy(desc(chatConversations.updatedAt), desc(chatConversations.id))
      .offset(page.offset)
      .limit(page.limit);
    const [total] = await this.db.select({ n: count() }).from(chatConversations).where(where);
    return { rows, total: total?.n ?? 0 };
  }

  /** A new question (and its new conversation, if any) in one transaction; touches the conversation. */
  async insertQuestion(
    message: typeof chatMessages.$inferInsert,
    conversation?: typeof chatConversations.$inferInsert,
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      if (conversation) await tx.insert(chatConversations).values(conversation);
      await tx.insert(chatMessages).values(message);
      if (!conversation)
        await tx
          .update(chatConversations)
          .set({ updatedAt: new Date() })
          .where(eq(chatConversations.id, message.conversationId));
    });
  }

  async messages(owner: ChatOwner, conversationId: string): Promise<MessageWithUser[]> {
    const rows = await this.db
      .select({
        message: chatMessages,
        userName: users.name,
        userAvatar: users.avatar,
        feedback: chatMessageFeedback,
      })
      .from(chatMessages)
      .innerJoin(users, eq(users.id, chatMessages.userId))
      .leftJoin(
        chatMessageFeedback,
        and(
          eq(chatMessageFeedback.messageId, chatMessages.id),
          eq(chatMessageFeedback.userId, chatMessages.userId),
        ),
      )
      .where(
        and(
          inTeam(chatMessages.teamId, owner.scope, eq(chatMessages.conversationId, conversationId)),
          eq(chatMessages.userId, owner.userId),
        ),
      )
      .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id));
    return rows.map((r) => ({
      ...r.message,
      userName: r.userName,
      userAvatar: r.userAvatar,
      feedback: r.feedback,
    }));
  }

  async findMessage(owner: ChatOwner, id: string): Promise<MessageRow | undefined> {
    const [row] = await this.db
      .select()
      .from(chatMessages)
      .where(
        and(
          inTeam(chatMessages.teamId, owner.scope, eq(chatMessages.id, id)),
          eq(chatMessages.userId, owner.userId),
        ),
      )
      .limit(1);
    return row;
  }

  /** The last message of a conversation (what `regenerate` replaces). */
  async lastMessage(owner: ChatOwner, conversationId: string): Promise<MessageRow | undefined> {
    const [row] = await this.db
      .select()
      .from(chatMessages)
      .where(
        and(
          inTeam(chatMessages.teamId, owner.scope, eq(chatMessages.conversationId, conversationId)),
          eq(chatMessages.userId, owner.userId),
        ),
      )
      .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
      .limit(1);
    return row;
  }

  async deleteMessage(owner: ChatOwner, id: string): Promise<void> {
    await this.db
      .delete(chatMessages)
      .where(
        and(
          inTeam(chatMessages.teamId, owner.scope, eq(chatMessages.id, id)),
          eq(chatMessages.userId, owner.userId),
        ),
      );
  }

  /** Earlier finished questions and answers of a conversation, oldest first (the model's history). */
  async history(conversationId: string, before: Date, limit: number): Promise<MessageRow[]> {
    const rows = await this.db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.conversationId, conversationId), lt(chatMessages.createdAt, before)))
      .orderBy(desc(chatMessages.createdAt))
      .limit(limit);
    return rows.reverse();
  }

  /**
   * Writes a batch of events and the answer's state in one transaction. `gone`: the message was deleted;
   * `stop`: someone asked (maybe from another process) to stop it.
   */
  async flushAnswer(messageId: string, flush: AnswerFlush): Promise<{ gone: boolean; stop: boolean }> {
    return this.db.transaction(async (tx) => {
      const updated = await tx
        .update(chatMessages)
        .set({
          content: flush.content,
          reasoning: flush.reasoning,
          steps: flush.steps,
          citations: flush.citations,
          usage: flush.usage ?? null,
          heartbeatAt: new Date(),
          ...(flush.final
            ? { status: flush.final.status, errorCode: flush.final.errorCode, errorMsg: flush.final.errorMsg }
            : {}),
        })
        .where(eq(chatMessages.id, messageId))
        .returning({ stop: chatMessages.stopRequested });
      if (updated.length === 0) return { gone: true, stop: true };
      if (flush.events.length > 0)
        await tx
          .insert(chatMessageEvents)
          .values(flush.events.map((e) => ({ messageId, seq: e.seq, event: e.event, data: e.data })));
      return { gone: false, stop: updated[0]!.stop };
    });
  }

  async requestStop(owner: ChatOwner, messageId: string): Promise<boolean> {
    const rows = await this.db
      .update(chatMessages)
      .set({ stopRequested: true })
      .where(
        and(
          inTeam(chatMessages.teamId, owner.scope, eq(chatMessages.id, messageId)),
          eq(chatMessages.userId, owner.userId),
        ),
      )
      .returning({ id: chatMessages.id });
    return rows.length > 0;
  }

  async eventsAfter(messageId: string, afterSeq: number): Promise<StoredEvent[]> {
    return this.db
      .select({ seq: chatMessageEvents.seq, event: chatMessageEvents.event, data: chatMessageEvents.data })
      .from(chatMessageEvents)
      .where(and(eq(chatMessageEvents.messageId, messageId), gt(chatMessageEvents.seq, afterSeq)))
      .orderBy(asc(chatMessageEvents.seq));
  }

  /**
   * Ends an answer whose writer stopped writing (its process died): status error, and the terminal event
   * after its last stored one. Only one caller wins (the status check is in the update).
   */
  async closeAbandoned(messageId: string, staleBefore: Date, errorMsg: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const closed = await tx
        .update(chatMessages)
        .set({ status: 'error', errorCode: 0, errorMsg, heartbeatAt: new Date() })
        .where(
          and(
            eq(chatMessages.id, messageId),
            eq(chatMessages.status, 'streaming'),
            lt(chatMessages.heartbeatAt, staleBefore),
          ),
        )
        .returning({ id: chatMessages.id });
      if (closed.length === 0) return false;
      const [last] = await tx
        .select({ seq: sql<number>`coalesce(max(${chatMessageEvents.seq}), 0)` })
        .from(chatMessageEvents)
        .where(eq(chatMessageEvents.messageId, messageId));
      await tx.insert(chatMessageEvents).values({
        messageId,
        seq: Number(last?.seq ?? 0) + 1,
        event: 'error',
        data: { code: 0, msg: errorMsg },
      });
      return true;
    });
  }

  /** Every answer still marked streaming (at start on an embedded database: their writer was this process). */
  async streamingMessageIds(): Promise<string[]> {
    const rows = await this.db
      .select({ id: chatMessages.id })
      .from(chatMessages)
      .where(eq(chatMessages.status, 'streaming'));
    return rows.map((r) => r.id);
  }

  /** Answers of the team (or only its premium-model ones): all time, and since `since` (the day's count). */
  async countMessages(
    scope: TeamScope,
    since: Date,
    only: { premium?: true } = {},
  ): Promise<{ total: number; today: number }> {
    const [row] = await this.db
      .select({
        total: count(),
        today: sql<number>`count(*) filter (where ${chatMessages.createdAt} >= ${since.toISOString()}::timestamptz)`,
      })
      .from(chatMessages)
      .where(
        only.premium
          ? and(inTeam(chatMessages.teamId, scope), eq(chatMessages.premium, true))
          : inTeam(chatMessages.teamId, scope),
      );
    return { total: Number(row?.total ?? 0), today: Number(row?.today ?? 0) };
  }

  async limitsOf(teamId: string): Promise<TeamLimitsRow | undefined> {
    const [row] = await this.db
      .select({
        totalMessages: chatTeamLimits.totalMessages,
        dailyMessages: chatTeamLimits.dailyMessages,
        premiumTotalMessages: chatTeamLimits.premiumTotalMessages,
        premiumDailyMessages: chatTeamLimits.premiumDailyMessages,
      })
      .from(chatTeamLimits)
      .where(eq(chatTeamLimits.teamId, teamId))
      .limit(1);
    return row;
  }

  /** False when the team does not exist. */
  async setLimits(teamId: string, limits: TeamLimitsRow): Promise<boolean> {
    const [team] = await this.db.select({ id: teams.id }).from(teams).where(eq(teams.id, teamId)).limit(1);
    if (!team) return false;
    await this.db
      .insert(chatTeamLimits)
      .values({ teamId, ...limits })
      .onConflictDoUpdate({ target: chatTeamLimits.teamId, set: limits });
    return true;
  }
}
