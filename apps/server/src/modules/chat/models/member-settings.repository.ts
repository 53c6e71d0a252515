import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { chatMemberSettings } from '../../../db/schema';

/** A member's chat settings (the premium switch); a member with no row has it off. */
export class MemberSettingsRepository {
  constructor(private readonly db: Db) {}

  async premiumOf(userId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ premium: chatMemberSettings.premium })
      .from(chatMemberSettings)
      .where(eq(chatMemberSettings.userId, userId))
      .limit(1);
    return row?.premium ?? false;
  }

  async setPremium(userId: string, premium: boolean): Promise<void> {
    const updatedAt = new Date();
    await this.db
      .insert(chatMemberSettings)
      .values({ userId, premium, updatedAt })
      .onConflictDoUpdate({ target: chatMemberSettings.userId, set: { premium, updatedAt } });
  }

  /** Deletes these users' settings (their team is being deleted); answers how many. */
  async deleteUsers(userIds: readonly string[]): Promise<number> {
    if (userIds.length === 0) return 0;
    const rows = await this.db
      .delete(chatMemberSettings)
      .where(inArray(chatMemberSettings.userId, [...userIds]))
      .returning({ id: chatMemberSettings.userId });
    return rows.length;
  }
}
