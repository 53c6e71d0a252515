import { throwAwayDatabase } from '../../apps/server/src/test/test-app';

/**
 * Runs a bench on PGlite, then on PostgreSQL in a throw-away database when TEST_DATABASE_URL names a server
 * (dropped afterwards, whatever the bench did); says so when PostgreSQL is skipped.
 */
export async function onEachDatabase(
  run: (label: 'pglite' | 'postgres', databaseUrl: string | undefined) => Promise<void>,
): Promise<void> {
  await run('pglite', undefined);
  if (!process.env.TEST_DATABASE_URL) {
    console.log(
      'postgres skipped: set TEST_DATABASE_URL to a PostgreSQL server (scripts/pg-temp.sh starts one)',
    );
    return;
  }
  const { url, drop } = await throwAwayDatabase();
  try {
    await run('postgres', url);
  } finally {
    await drop();
  }
}
