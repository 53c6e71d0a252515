import type { Db } from '../db/client';
import { JobQueue } from './job-queue';
import { JobRegistry } from './job-registry';
import { Worker, type WorkerLogger } from './worker';

export type JobServices = { queue: JobQueue; registry: JobRegistry };

export function createJobServices(db: Db): JobServices {
  return { queue: new JobQueue(db), registry: new JobRegistry() };
}

/** The worker that `main` runs for the `worker` and `all` roles (tests start their own the same way). */
export function createWorker(
  jobs: JobServices,
  options: { concurrency: number; logger?: WorkerLogger },
): Worker {
  return new Worker({ queue: jobs.queue, registry: jobs.registry, ...options });
}
