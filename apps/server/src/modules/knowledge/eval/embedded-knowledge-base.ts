import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type AppServices, buildApp } from '../../../app';
import { loadConfig } from '../../../config';
import { type Database, openDatabase } from '../../../db/client';
import { type AuthContext, decodeAccessToken } from '../../../http/auth';
import { createWorker } from '../../../jobs/job-services';
import type { Worker } from '../../../jobs/worker';

export type EmbeddedKnowledgeBase = {
  services: AppServices;
  database: Database;
  auth: AuthContext;
  worker: Worker;
  /** Waits until no item is waiting or in progress; answers the items per status. */
  drain(timeoutMs: number): Promise<Record<string, number>>;
  close(): Promise<void>;
};

/**
 * The server's application on a fresh database in a temporary folder (PGlite, or an empty PostgreSQL
 * database), with a session of its first user and a job worker: kb-eval and the benchmark ingest and search
 * through exactly the code the server runs.
 */
export async function openEmbeddedKnowledgeBase(
  options: { databaseUrl?: string; concurrency?: number } = {},
): Promise<EmbeddedKnowledgeBase> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'prowrite-kb-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WEB_DIST: path.join(dataDir, 'no-web'),
  });
  const database = await openDatabase({ url: options.databaseUrl, pgliteDir: path.join(dataDir, 'pg') });
  const { app, services } = await buildApp({ ...config, databaseUrl: options.databaseUrl }, database);
  const worker = createWorker(services.jobs, { concurrency: options.concurrency ?? 2 });
  const close = async () => {
    await worker.stop();
    await app.close();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    const email = 'kb@prowrite.local';
    const password = randomBytes(18).toString('base64url');
    await services.accounts.ensureFirstAdmin({ email, password, dataDir });
    const login = await services.accounts.login(email, password, '127.0.0.1');
    const sessionId = decodeAccessToken(login.access_token);
    const auth = sessionId ? await services.accounts.resolveSession(sessionId) : null;
    if (!auth) throw new Error('Could not open a session on the new knowledge base');
    const drain = async (timeoutMs: number) => {
      const deadline = Date.now() + timeoutMs;
      let counts = await services.knowledge.statusCounts(auth.scope);
      while ((counts.wait ?? 0) + (counts.inProgress ?? 0) + (counts.initial ?? 0) > 0) {
        if (Date.now() > deadline)
          throw new Error(`Ingestion did not finish in time: ${JSON.stringify(counts)}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
        counts = await services.knowledge.statusCounts(auth.scope);
      }
      return counts;
    };
    return { services, database, auth, worker, drain, close };
  } catch (err) {
    await close();
    throw err;
  }
}
