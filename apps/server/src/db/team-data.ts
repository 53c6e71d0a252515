import type { Db } from './client';

/** The team whose data goes, and its users (some tables are keyed by user only). */
export type TeamRef = { readonly teamId: string; readonly userIds: readonly string[] };

/** Where a merged trial's data goes: an account's team, and the user its trial user's rows now belong to. */
export type TeamTarget = { readonly teamId: string; readonly userId: string };

/** What one module deleted: its row count and the stored objects (sha1) its deleted rows named. */
export type TeamDataDeleted = { rows: number; objects: string[] };

/**
 * A module's part in deleting a whole team (an expired trial): it deletes the rows of the tables it owns,
 * inside the caller's transaction, so a failure anywhere leaves every module's rows in place. Stored bytes
 * are shared by content (other teams may hold the same sha1), so a module only names the objects; the caller
 * deletes those no owner still uses, after the commit.
 */
export type TeamDataOwner = {
  /** The module's name, for logs and counts. */
  readonly name: string;
  deleteTeamData(tx: Db, team: TeamRef): Promise<TeamDataDeleted>;
  /**
   * A module's part in merging a trial into an account (decision 0069): it moves its rows of `from` to the
   * target team and user inside the caller's transaction, answering the rows moved. Per-user settings the
   * target already has are dropped, not merged. Throws an AppError (409) when a row cannot move.
   */
  moveTeamData(tx: Db, from: TeamRef, to: TeamTarget): Promise<number>;
  /** Whether any row this module owns still names the stored object (modules that store bytes). */
  usesObject?(sha1: string): Promise<boolean>;
};
