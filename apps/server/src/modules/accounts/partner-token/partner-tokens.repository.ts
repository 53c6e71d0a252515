import { and, count, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { partnerTokens, teams, users } from '../../../db/schema';

export type PartnerTokenUser = {
  id: string;
  name: string;
  email: string | null;
  avatar: string;
  teamId: string;
  teamName: string;
};

export class PartnerTokensRepository {
  constructor(private readonly db: Db) {}

  async insert(token: {
    tokenHash: string;
    userId: string;
    partnerId: string | null;
    expiresAt: Date;
  }): Promise<void> {
    await this.db.insert(partnerTokens).values(token);
  }

  /**
   * Takes the token (deletes it) and answers its user when it had not expired: one statement, so two
   * exchanges of the same token cannot both succeed. Only the partner it was minted for takes it (null: one
   * minted for no partner); another partner's attempt leaves it in place for its own partner.
   */
  async take(tokenHash: string, partnerId: string | null, now: Date): Promise<PartnerTokenUser | undefined> {
    const [taken] = await this.db
      .delete(partnerTokens)
      .where(
        and(
          eq(partnerTokens.tokenHash, tokenHash),
          partnerId === null ? isNull(partnerTokens.partnerId) : eq(partnerTokens.partnerId, partnerId),
        ),
      )
      .returning({ userId: partnerTokens.userId, expiresAt: partnerTokens.expiresAt });
    if (!taken || taken.expiresAt.getTime() <= now.getTime()) return undefined;
    const [row] = await this.db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        avatar: users.avatar,
        teamId: users.teamId,
        teamName: teams.name,
      })
      .from(users)
      .innerJoin(teams, eq(teams.id, users.teamId))
      .where(eq(users.id, taken.userId))
      .limit(1);
    return row;
  }

  async deleteExpired(now: Date): Promise<void> {
    await this.db.delete(partnerTokens).where(lt(partnerTokens.expiresAt, now));
  }

  /** How many unexpired tokens the user holds (bounds what one session can pile up). */
  async countLive(userId: string, now: Date): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(partnerTokens)
      .where(and(eq(partnerTokens.userId, userId), gt(partnerTokens.expiresAt, now)));
    return row?.n ?? 0;
  }
}
