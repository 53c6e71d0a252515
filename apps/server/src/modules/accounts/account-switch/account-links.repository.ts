import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { Role } from '@prowrite/contracts';
import type { Db } from '../../../db/client';
import { accountLinks, teams, users } from '../../../db/schema';

export type LinkedAccountRow = {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  countryCode: string | null;
  teamId: string;
  teamName: string;
  role: Role;
};

/** A link is stored once per pair, the lower id first (the table's check). */
const ordered = (a: string, b: string) => (a < b ? { low: a, high: b } : { low: b, high: a });

export class AccountLinksRepository {
  constructor(private readonly db: Db) {}

  async link(a: string, b: string): Promise<void> {
    const { low, high } = ordered(a, b);
    await this.db.insert(accountLinks).values({ userLow: low, userHigh: high }).onConflictDoNothing();
  }

  async unlink(a: string, b: string): Promise<boolean> {
    const { low, high } = ordered(a, b);
    const rows = await this.db
      .delete(accountLinks)
      .where(and(eq(accountLinks.userLow, low), eq(accountLinks.userHigh, high)))
      .returning({ low: accountLinks.userLow });
    return rows.length > 0;
  }

  async isLinked(a: string, b: string): Promise<boolean> {
    const { low, high } = ordered(a, b);
    const [row] = await this.db
      .select({ low: accountLinks.userLow })
      .from(accountLinks)
      .where(and(eq(accountLinks.userLow, low), eq(accountLinks.userHigh, high)))
      .limit(1);
    return row !== undefined;
  }

  /** The user itself and every account linked to it, with its team. */
  async listWithLinked(userId: string): Promise<LinkedAccountRow[]> {
    const links = await this.db
      .select({ low: accountLinks.userLow, high: accountLinks.userHigh })
      .from(accountLinks)
      .where(or(eq(accountLinks.userLow, userId), eq(accountLinks.userHigh, userId)));
    const ids = [userId, ...links.map((l) => (l.low === userId ? l.high : l.low))];
    return this.db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        phone: users.phone,
        countryCode: users.countryCode,
        teamId: users.teamId,
        teamName: teams.name,
        role: users.role,
      })
      .from(users)
      .innerJoin(teams, eq(teams.id, users.teamId))
      .where(inArray(users.id, ids))
      .orderBy(asc(teams.name), asc(users.createdAt));
  }
}
