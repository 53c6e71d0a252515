import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const teams = pgTable('teams', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  createdAt: createdAt(),
});

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id),
    email: text('email').notNull(),
    name: text('name').notNull(),
    avatar: text('avatar').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['admin', 'member'] }).notNull(),
    /** The first administrator manages every team. */
    isSuperAdmin: boolean('is_super_admin').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_unique').on(t.email), index('users_team_idx').on(t.teamId)],
);

export const sessions = pgTable(
  'sessions',
  {
    /** sha256 of the 256-bit session token: a stolen database does not yield usable tokens. */
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const jobs = pgTable(
  'jobs',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    teamId: text('team_id'),
    payload: jsonb('payload').notNull().default(sql`'{}'::jsonb`),
    status: text('status', { enum: ['queued', 'running', 'done', 'dead'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedBy: text('locked_by'),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    lastError: text('last_error'),
    result: jsonb('result'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('jobs_claim_idx').on(t.status, t.runAt)],
);

export const files = pgTable(
  'files',
  {
    id: text('id').primaryKey(),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    sha1: text('sha1').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    mime: text('mime').notNull(),
    kind: text('kind', { enum: ['pdf', 'docx', 'txt', 'md', 'png', 'jpeg'] }).notNull(),
    pages: integer('pages'),
    parseStatus: text('parse_status', { enum: ['wait', 'inProgress', 'success', 'error'] })
      .notNull()
      .default('wait'),
    errMsg: text('err_msg').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('files_team_idx').on(t.teamId, t.createdAt),
    // One record per team for the same bytes read as the same kind: concurrent identical uploads share it.
    uniqueIndex('files_team_sha1_kind_unique').on(t.teamId, t.sha1, t.kind),
  ],
);

/** The parse result of one file: its SourceDocument and the facts extracted from it. */
export const fileParses = pgTable('file_parses', {
  fileId: text('file_id')
    .primaryKey()
    .references(() => files.id, { onDelete: 'cascade' }),
  teamId: text('team_id')
    .notNull()
    .references(() => teams.id),
  engineVersion: text('engine_version').notNull(),
  document: jsonb('document').notNull(),
  facts: jsonb('facts').notNull(),
  createdAt: createdAt(),
});
