import { createHash, randomBytes } from 'node:crypto';
import { readFile, readdir, rename, writeFile, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type AppServices, type BuildOptions, buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { type Database, migratedPgliteImage, openDatabase } from '../db/client';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';

export type TestApp = {
  app: FastifyInstance;
  services: AppServices;
  database: Database;
  config: Config;
  admin: { email: string; password: string; token: string };
  close(): Promise<void>;
};

export const ADMIN_EMAIL = 'admin@test.local';
export const ADMIN_PASSWORD = 'admin-password-1';

/**
 * A fresh application on its own database: in-memory PGlite by default, or a throw-away database on the
 * real PostgreSQL server named by `TEST_DATABASE_URL` (the CI's second run of the server suite).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: BuildOptions = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'prowrite-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WEB_DIST: path.join(dataDir, 'no-web'),
    ...env,
  });
  const { url, drop } = await migratedThrowAwayDatabase();
  const database = await openDatabase({
    url,
    pgliteDir: 'memory://',
    ...(url ? {} : { pgliteImage: await sharedPgliteImage() }),
  });
  const appConfig = { ...config, databaseUrl: url };
  const { app, services } = await buildApp(appConfig, database, options);
  await services.accounts.ensureFirstAdmin({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD, dataDir });
  const login = await services.accounts.login(ADMIN_EMAIL, ADMIN_PASSWORD, '127.0.0.1');
  return {
    app,
    services,
    database,
    config: appConfig,
    admin: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD, token: login.access_token },
    async close() {
      await app.close();
      await database.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

type ThrowAway = { url: string | undefined; drop: () => Promise<void> };

/** An empty database on the PostgreSQL server of `TEST_DATABASE_URL` (none on PGlite): migration tests. */
export function throwAwayDatabase(): Promise<ThrowAway> {
  return createThrowAway();
}

/**
 * A database with every migration applied, copied from a template made once per migration set (and per
 * server): a test app's start then skips the migrations, which cost more than the copy.
 */
async function migratedThrowAwayDatabase(): Promise<ThrowAway> {
  const server = process.env.TEST_DATABASE_URL;
  if (!server) return { url: undefined, drop: async () => {} };
  return createThrowAway(await migratedTemplate(server));
}

async function createThrowAway(template?: string): Promise<ThrowAway> {
  const server = process.env.TEST_DATABASE_URL;
  if (!server) return { url: undefined, drop: async () => {} };
  const name = `prowrite_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(server, (c) =>
    c.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`),
  );
  return {
    url: databaseUrl(server, name),
    drop: () =>
      withAdmin(server, async (c) => {
        await untilUnused(c, name);
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }),
  };
}

/** Migrations folder contents → a short name: a changed migration makes a new template, never a stale one. */
let migrationsHashOnce: Promise<string> | undefined;
function migrationsHash(): Promise<string> {
  migrationsHashOnce ??= hashMigrations();
  return migrationsHashOnce;
}

async function hashMigrations(): Promise<string> {
  const folder = fileURLToPath(new URL('../db/migrations/', import.meta.url));
  const hash = createHash('sha256');
  const files = (await readdir(folder, { recursive: true })).filter((f) => /\.(sql|json)$/.test(f)).sort();
  for (const file of files) hash.update(file).update(await readFile(`${folder}${file}`));
  return hash.digest('hex').slice(0, 12);
}

/**
 * The template database for the current migrations, built by whichever test process needs it first (under
 * an advisory lock; built under another name and renamed, so a crash mid-build leaves no half template).
 */
const templates = new Map<string, Promise<string>>();
function migratedTemplate(server: string): Promise<string> {
  let template = templates.get(server);
  if (!template) {
    template = ensureTemplate(server);
    templates.set(server, template);
  }
  return template;
}

async function ensureTemplate(server: string): Promise<string> {
  const template = `prowrite_template_${await migrationsHash()}`;
  await withAdmin(server, async (c) => {
    await c.query(`SELECT pg_advisory_lock(hashtext('prowrite-test-template'))`);
    try {
      const { rows } = await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
      if (rows.length > 0) return;
      const building = `${template}_${randomBytes(4).toString('hex')}`;
      await c.query(`CREATE DATABASE ${building}`);
      const database = await openDatabase({ url: databaseUrl(server, building) });
      await database.close();
      await untilUnused(c, building);
      await c.query(`ALTER DATABASE ${building} RENAME TO ${template}`);
    } finally {
      await c.query(`SELECT pg_advisory_unlock(hashtext('prowrite-test-template'))`);
    }
  });
  return template;
}

/**
 * The migrated PGlite image, kept in the temporary folder under the migrations' hash: test files run in
 * fresh module graphs (and several processes), so a file on disk is what they can share. Written under a
 * temporary name and renamed, so a reader never sees half an image.
 */
let pgliteImageOnce: Promise<Blob> | undefined;
function sharedPgliteImage(): Promise<Blob> {
  pgliteImageOnce ??= readOrMakePgliteImage();
  return pgliteImageOnce;
}

async function readOrMakePgliteImage(): Promise<Blob> {
  const file = path.join(os.tmpdir(), `prowrite-pglite-${await migrationsHash()}.tar`);
  const existing = await readFile(file).catch(() => null);
  if (existing) return new Blob([existing]);
  const image = await migratedPgliteImage();
  const partial = `${file}.${randomBytes(4).toString('hex')}`;
  await writeFile(partial, Buffer.from(await image.arrayBuffer()));
  await rename(partial, file);
  return image;
}

async function withAdmin<T>(server: string, work: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: server });
  await c.connect();
  try {
    return await work(c);
  } finally {
    await c.end();
  }
}

function databaseUrl(server: string, name: string): string {
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * pg's Pool.end() resolves before its sockets have closed: a DROP (FORCE) would make the half-closed clients
 * emit an unhandled error, and a template with connections cannot be copied. Wait (briefly) for them to go.
 */
async function untilUnused(c: pg.Client, name: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const { rows } = await c.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [
      name,
    ]);
    if (rows[0].n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Logs in through the API and returns the access token. */
export async function loginAs(app: FastifyInstance, account: string, password: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/login/account', payload: { account, password } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.json().data.access_token as string;
}

/** Creates a team with one admin and returns its token: the "foreign team" of isolation tests. */
export async function createTeamWithAdmin(
  t: TestApp,
  name: string,
): Promise<{ teamId: string; token: string }> {
  const team = await t.app.inject({
    method: 'POST',
    url: '/api/admin/teams',
    headers: { 'access-token': t.admin.token },
    payload: { name },
  });
  const teamId = team.json().data.data.id as string;
  const email = `${name.toLowerCase().replace(/\W+/g, '')}@test.local`;
  await t.app.inject({
    method: 'POST',
    url: '/api/admin/users',
    headers: { 'access-token': t.admin.token },
    payload: { email, name, password: 'password-123', team_id: teamId, role: 'admin' },
  });
  return { teamId, token: await loginAs(t.app, email, 'password-123') };
}
