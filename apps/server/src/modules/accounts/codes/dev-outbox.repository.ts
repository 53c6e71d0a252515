import { desc, lt } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { devOutbox } from '../../../db/schema';

export type DevOutboxRow = typeof devOutbox.$inferSelect;

/** All SQL of `dev_outbox`. */
export class DevOutboxRepository {
  constructor(private readonly db: Db) {}

  async insert(row: typeof devOutbox.$inferInsert): Promise<void> {
    await this.db.insert(devOutbox).values(row);
  }

  async latest(limit: number): Promise<DevOutboxRow[]> {
    return this.db.select().from(devOutbox).orderBy(desc(devOutbox.createdAt)).limit(limit);
  }

  async deleteOlderThan(before: Date): Promise<void> {
    await this.db.delete(devOutbox).where(lt(devOutbox.createdAt, before));
  }
}
