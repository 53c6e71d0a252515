import { readFileSync, readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Server test files that open a database: the only ones the PostgreSQL pass has something to prove on (a file
 * that never opens one runs the same code on either database). A file opens one through the test app, the
 * database client or the throw-away database, or reads TEST_DATABASE_URL itself.
 */
const OPENS_A_DATABASE =
  /\b(createTestApp|openDatabase|throwAwayDatabase|TEST_DATABASE_URL)\b|\/test\/test-app'/;

function serverFilesOpeningADatabase(): string[] {
  const root = fileURLToPath(new URL('./apps/server', import.meta.url));
  return readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => `src/${file.split(path.sep).join('/')}`)
    .filter((file) => OPENS_A_DATABASE.test(readFileSync(path.join(root, file), 'utf8')))
    .sort();
}

// The PostgreSQL pass runs in the same pool as everything else when the test script names a server.
const postgresUrl = process.env.PROWRITE_TEST_POSTGRES_URL;

/**
 * The pure packages' files share one module graph per worker: each file re-importing the engine, the layouts
 * and the contracts cost ten times its tests (layouts 45 s → 5 s, web 52 s → 12 s, engine 324 s → 208 s).
 * Their tests keep no state between files (env changes are restored in `finally`, stubbed globals in
 * `afterEach`). The server and CLI stay isolated: their files start apps, jobs and child processes, and a run
 * of the server suite sharing modules showed event-loop and ingest timings that only hold in a fresh worker.
 */
const SHARED_MODULES = { isolate: false } as const;

// One runner for the unit and server suites; e2e runs in Playwright, benchmarks in bench/.
export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores: one worker on a 2-core runner, the other core idle.
    // One per core (at least 2); more oversubscribes the cores, since many files start child processes
    // (LibreOffice, Chromium, servers) that need one of their own.
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS) || Math.max(2, availableParallelism()),
    projects: [
      {
        test: {
          name: 'contracts',
          root: 'packages/contracts',
          include: ['src/**/*.test.ts'],
          ...SHARED_MODULES,
        },
      },
      {
        test: {
          name: 'engine',
          root: 'packages/engine',
          include: ['src/**/*.test.ts'],
          testTimeout: 60_000,
          ...SHARED_MODULES,
        },
      },
      {
        test: { name: 'layouts', root: 'packages/layouts', include: ['src/**/*.test.ts'], ...SHARED_MODULES },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      ...(postgresUrl
        ? [
            {
              test: {
                name: 'server-postgres',
                root: 'apps/server',
                include: serverFilesOpeningADatabase(),
                env: { TEST_DATABASE_URL: postgresUrl },
                testTimeout: 60_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      { test: { name: 'web', root: 'apps/web', include: ['src/**/*.test.ts'], ...SHARED_MODULES } },
      // A CLI test starts the command several times, each a Node process compiling TypeScript (tsx).
      { test: { name: 'cli', root: 'apps/cli', include: ['src/**/*.test.ts'], testTimeout: 180_000 } },
    ],
  },
});
