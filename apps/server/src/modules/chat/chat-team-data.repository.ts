import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  chatConversations,
  chatMessageEvents,
  chatMessageFeedback,
  chatMessages,
  chatTeamLimits,
} from '../../db/schema';

/** Deleting a whole team's chat (an expired trial): conversations, messages, their events and feedback. */
export class ChatTeamDataRepository {
  constructor(private readonly db: Db) {}

  /** Children first (events carry no team id: found through their messages); answers the rows gone. */
  async deleteTeam(teamId: string): Promise<number> {
    const teamMessages = this.db
      .select({ id: chatMessages.id })
      .from(chatMessages)
      .where(eq(chatMessages.teamId, teamId));
    const gone = [
      await this.db
        .delete(chatMessageEvents)
        .where(inArray(chatMessageEvents.messageId, teamMessages))
        .returning({ id: chatMessageEvents.messageId }),
      await this.db
        .delete(chatMessageFeedback)
        .where(eq(chatMessageFeedback.teamId, teamId))
        .returning({ id: chatMessageFeedback.messageId }),
      await this.db
        .delete(chatMessages)
        .where(eq(chatMessages.teamId, teamId))
        .returning({ id: chatMessages.id }),
      await this.db
        .delete(chatConversations)
        .where(eq(chatConversations.teamId, teamId))
        .returning({ id: chatConversations.id }),
      await this.db
        .delete(chatTeamLimits)
        .where(eq(chatTeamLimits.teamId, teamId))
        .returning({ id: chatTeamLimits.teamId }),
    ];
    return gone.reduce((sum, rows) => sum + rows.length, 0);
  }

  /**
   * Moves the team's conversations, messages and feedback to another team and user (a trial merged into an
   * account; a trial team has one user). The trial's usage limits go: the target team's own apply.
   */
  async moveTeam(fromTeamId: string, toTeamId: string, userId: string): Promise<number> {
    const moved = [
      await this.db
        .update(chatConversations)
        .set({ teamId: toTeamId, userId })
        .where(eq(chatConversations.teamId, fromTeamId))
        .returning({ id: chatConversations.id }),
      await this.db
        .update(chatMessages)
        .set({ teamId: toTeamId, userId })
        .where(eq(chatMessages.teamId, fromTeamId))
        .returning({ id: chatMessages.id }),
      await this.db
        .update(chatMessageFeedback)
        .set({ teamId: toTeamId, userId })
        .where(eq(chatMessageFeedback.teamId, fromTeamId))
        .returning({ id: chatMessageFeedback.messageId }),
    ];
    await this.db.delete(chatTeamLimits).where(eq(chatTeamLimits.teamId, fromTeamId));
    return moved.reduce((sum, rows) => sum + rows.length, 0);
  }
}
