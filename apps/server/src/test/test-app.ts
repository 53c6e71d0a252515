import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type AppServices, type BuildOptions, buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { type Database, openDatabase } from '../db/client';
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
  const { url, drop } = await throwAwayDatabase();
  const database = await openDatabase({ url, pgliteDir: 'memory://' });
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

export async function throwAwayDatabase(): Promise<{ url: string | undefined; drop: () => Promise<void> }> {
  const server = process.env.TEST_DATABASE_URL;
  if (!server) return { url: undefined, drop: async () => {} };
  const name = `prowrite_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: server });
      await c.connect();
      // pg's Pool.end() resolves before its sockets have closed; terminating those (FORCE) would make the
      // half-closed clients emit an unhandled error. Wait (briefly) for them to go first.
      for (let i = 0; i < 100; i++) {
        const { rows } = await c.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [
          name,
        ]);
        if (rows[0].n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
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
