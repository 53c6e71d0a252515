import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type DatabaseSession, LocalSession, PgSession } from './database-session';
import { trackPgliteWrites } from './pglite-writes';
import { tightenTree } from '../storage/data-dir';
import * as schema from './schema';

export type Schema = typeof schema;
/** The dialect-neutral Drizzle database: the same code runs on PGlite and on PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Notifications and process-lifetime locks shared with the other processes on this database. */
  session: DatabaseSession;
  /** A trivial round trip (readiness checks). */
  ping(): Promise<void>;
  close(): Promise<void>;
};

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export type DatabaseOptions = {
  /** A PostgreSQL URL; when absent the embedded PGlite is used. */
  url?: string | undefined;
  /** PGlite data folder, or `memory://` for tests. */
  pgliteDir?: string;
  /**
   * A dumped PGlite data folder to start from instead of an empty cluster (`migratedPgliteImage`): a
   * cluster's initdb costs seconds, loading an image a fraction of that (tests open hundreds).
   */
  pgliteImage?: Blob;
};

/** Opens the database and brings its schema up to date (migrations run at start, on both dialects). */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // An idle client dropped by the server (restart, failover) must not crash the process; the pool replaces it.
    pool.on('error', (err) => console.error(`PostgreSQL connection lost: ${err.message}`));
    const db = drizzlePg(pool, { schema });
    await underMigrationLock(options.url, () => migratePg(db, { migrationsFolder }));
    const session = new PgSession(options.url, pool);
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      session,
      ping: async () => {
        await pool.query('SELECT 1');
      },
      close: async () => {
        await session.close();
        await pool.end();
      },
    };
  }
  const dir = options.pgliteDir ?? 'memory://';
  if (!dir.startsWith('memory://')) await mkdir(path.dirname(dir), { recursive: true, mode: 0o700 });
  const client = await PGlite.create(dir, options.pgliteImage ? { loadDataDir: options.pgliteImage } : {});
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  // PGlite's file layer chmods each file it creates to 0666 whatever the umask: the files made so far are
  // tightened here; later ones stay out of reach because every folder above them is 0700 (see data-dir).
  if (!dir.startsWith('memory://')) await tightenTree(dir);
  // Tracked from here on: the migrations are done, and this process is the only writer from now.
  const session = new LocalSession(await trackPgliteWrites(client));
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    session,
    ping: async () => {
      await client.query('SELECT 1');
    },
    close: async () => {
      await session.close();
      await client.close();
    },
  };
}

/** An in-memory PGlite cluster with every migration applied, dumped: what `pgliteImage` starts from. */
export async function migratedPgliteImage(): Promise<Blob> {
  const client = await PGlite.create('memory://');
  try {
    await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

/**
 * Several processes may start at once on one PostgreSQL database: the first to take this lock migrates, the
 * others wait for it and then find nothing left to do.
 */
async function underMigrationLock(url: string, migrateNow: () => Promise<void>): Promise<void> {
  const lockClient = new pg.Client({ connectionString: url });
  await lockClient.connect();
  try {
    await lockClient.query(`SELECT pg_advisory_lock(hashtext('prowrite'), hashtext('migrate'))`);
    await migrateNow();
  } finally {
    await lockClient.end().catch(() => {});
  }
}

/** Rows of a raw `db.execute` result; node-postgres and PGlite both answer `{rows}`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
