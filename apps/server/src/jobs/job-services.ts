import type { Database, Db } from '../db/client';
import { JobQueue } from './job-queue';
import { JobRegistry } from './job-registry';
import { Worker, type WorkerLogger } from './worker';
import { acquireWorkerIdentity } from './worker-identity';

export type JobServices = { queue: JobQueue; registry: JobRegistry };

export function createJobServices(db: Db): JobServices {
  return { queue: new JobQueue(db), registry: new JobRegistry() };
}

/** A worker for tests and benches: a fresh identity, no reclaiming at start. */
export function createWorker(
  jobs: JobServices,
  options: { concurrency: number; logger?: WorkerLogger },
): Worker {
  return new Worker({ queue: jobs.queue, registry: jobs.registry, ...options });
}

/**
 * The worker that `main` runs for the `worker` and `all` roles. It takes a lasting identity first, so that
 * after a crash and restart it requeues the jobs it held at once (PGlite: every running job, since no other
 * process can open that database), and on PostgreSQL spots dead peers by their free identity lock.
 */
export async function createProcessWorker(
  jobs: JobServices,
  database: Pick<Database, 'session'>,
  options: { concurrency: number; workerId?: string; logger?: WorkerLogger },
): Promise<Worker> {
  const identity = await acquireWorkerIdentity(database.session, options.workerId);
  return new Worker({
    queue: jobs.queue,
    registry: jobs.registry,
    concurrency: options.concurrency,
    identity,
    reclaimOnStart: database.session.shared ? 'identity' : 'all',
    session: database.session,
    ...(options.logger ? { logger: options.logger } : {}),
  });
}
