import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chatMessageFeedback, chatMessages, teams, users } from '../../db/schema';
import { inTeam } from '../../db/team-scope';
import type { TeamScope } from '../../http/auth';
import type { ChatOwner } from './chat.repository';

export type FeedbackRow = typeof chatMessageFeedback.$inferSelect;
export type AdminFeedbackRecord = FeedbackRow & {
  chatId: string;
  teamName: string;
  userName: string;
  question: string;
  answerExcerpt: string;
};

const EXCERPT_CHARS = 300;

/** All SQL on chat_message_feedback (likes and dislikes of answers). */
export class FeedbackRepository {
  constructor(private readonly db: Db) {}

  /** Stores the user's feedback on a message, replacing an earlier one (one per user and message). */
  async upsert(
    owner: ChatOwner,
    messageId: string,
    value: Pick<FeedbackRow, 'type' | 'tags' | 'content'>,
  ): Promise<FeedbackRow> {
    const now = new Date();
    const [row] = await this.db
      .insert(chatMessageFeedback)
      .values({ messageId, userId: owner.userId, teamId: owner.scope.teamId, ...value, updatedAt: now })
      .onConflictDoUpdate({
        target: [chatMessageFeedback.messageId, chatMessageFeedback.userId],
        set: { ...value, updatedAt: now },
      })
      .returning();
    return row!;
  }

  async delete(owner: ChatOwner, messageId: string): Promise<boolean> {
    const rows = await this.db
      .delete(chatMessageFeedback)
      .where(
        inTeam(
          chatMessageFeedback.teamId,
          owner.scope,
          eq(chatMessageFeedback.messageId, messageId),
          eq(chatMessageFeedback.userId, owner.userId),
        ),
      )
      .returning({ id: chatMessageFeedback.messageId });
    return rows.length > 0;
  }

  /** The console's list, newest first: one team (`scope`) or every team (null). */
  async list(
    scope: TeamScope | null,
    filter: { type?: FeedbackRow['type'] | undefined; offset: number; limit: number },
  ): Promise<{ rows: AdminFeedbackRecord[]; total: number }> {
    const conditions: (SQL | undefined)[] = [
      filter.type ? eq(chatMessageFeedback.type, filter.type) : undefined,
    ];
    const where = scope ? inTeam(chatMessageFeedback.teamId, scope, ...conditions) : and(...conditions);
    const rows = await this.db
      .select({
        feedback: chatMessageFeedback,
        chatId: chatMessages.conversationId,
        teamName: teams.name,
        userName: users.name,
        question: sql<string>`left(${chatMessages.question}, ${EXCERPT_CHARS})`,
        answerExcerpt: sql<string>`left(${chatMessages.content}, ${EXCERPT_CHARS})`,
      })
      .from(chatMessageFeedback)
      .innerJoin(chatMessages, eq(chatMessages.id, chatMessageFeedback.messageId))
      .innerJoin(users, eq(users.id, chatMessageFeedback.userId))
      .innerJoin(teams, eq(teams.id, chatMessageFeedback.teamId))
      .where(where)
      .orderBy(desc(chatMessageFeedback.updatedAt), desc(chatMessageFeedback.messageId))
      .offset(filter.offset)
      .limit(filter.limit);
    const [total] = await this.db.select({ n: count() }).from(chatMessageFeedback).where(where);
    return {
      rows: rows.map((r) => ({
        ...r.feedback,
        chatId: r.chatId,
        teamName: r.teamName,
        userName: r.userName,
        question: r.question,
        answerExcerpt: r.answerExcerpt,
      })),
      total: Number(total?.n ?? 0),
    };
  }
}
