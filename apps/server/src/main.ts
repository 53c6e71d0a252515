import path from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { createProcessWorker } from './jobs/job-services';
import { prepareDataDir } from './storage/data-dir';

type Role = 'api' | 'worker' | 'all';

function readRole(argv: string[]): Role {
  const i = argv.indexOf('--role');
  const role = i >= 0 ? argv[i + 1] : (process.env.PROWRITE_ROLE ?? 'all');
  if (role !== 'api' && role !== 'worker' && role !== 'all') {
    throw new Error(`Unknown role "${role}": use api, worker or all`);
  }
  return role;
}

async function main(): Promise<void> {
  const config = loadConfig();
  const role = readRole(process.argv);
  // Before anything opens DATA_DIR (database, uploads, the admin password): private to this user.
  await prepareDataDir(config.dataDir, (message) => console.warn(`Warning: ${message}`));
  const database = await openDatabase({
    url: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pg'),
  });
  const { app, services } = await buildApp(config, database);
  const runsJobs = role !== 'api' && config.workerConcurrency > 0;
  // The parse thread warms up (engine and pdf.js loaded) while the server starts, and the server answers
  // only once it is warm: the first upload must not pay for a cold start. A failed warm-up is only logged.
  const warming = runsJobs
    ? services.sourceEngine
        .warm()
        .catch((err: unknown) => app.log.warn({ err }, 'parse thread warm-up failed'))
    : Promise.resolve();

  const admin = await services.accounts.ensureFirstAdmin({
    email: config.adminEmail,
    password: config.adminPassword,
    dataDir: config.dataDir,
  });
  if (admin?.generatedPassword) {
    console.log(
      `\nFirst administrator created: ${admin.email}\nPassword: ${admin.generatedPassword}\n` +
        `(also written to ${path.join(config.dataDir, 'admin-password.txt')})\n`,
    );
  }

  await warming;
  const worker = runsJobs
    ? await createProcessWorker(services.jobs, database, {
        concurrency: config.workerConcurrency,
        ...(config.workerId ? { workerId: config.workerId } : {}),
        logger: app.log,
      })
    : null;

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    // Running jobs finish within WORKER_SHUTDOWN_GRACE_MS (default 0) or are handed back to the queue, so
    // another worker resumes them at once. The app (and the storage client it owns) closes after them.
    await worker?.stop(config.workerShutdownGraceMs);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  worker?.start();
  if (worker)
    app.log.info({ workerId: worker.id, concurrency: config.workerConcurrency }, 'job worker started');

  if (role !== 'worker') {
    await app.listen({ port: config.port, host: config.host });
    // The bound port: with PORT=0 the system picks one.
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const shownHost = config.host.includes(':') ? `[${config.host}]` : config.host;
    console.log(`Prowrite is running at http://${shownHost}:${port} (database: ${database.kind})`);
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
