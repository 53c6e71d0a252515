import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { DatabaseSession } from '../db/database-session';
import type { JobQueue, JobRow } from './job-queue';
import { workerLockName } from './worker-identity';
import { type JobContext, type JobRegistry, PermanentJobError, type RegisteredJob } from './job-registry';

/** The slice of pino the worker uses; Fastify's `app.log` fits. */
export type WorkerLogger = {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
};

export type WorkerOptions = {
  queue: JobQueue;
  registry: JobRegistry;
  concurrency: number;
  pollIntervalMs?: number;
  heartbeatIntervalMs?: number;
  /** A running job whose heartbeat is older than this is taken to be orphaned by a dead worker. */
  staleAfterMs?: number;
  /**
   * This worker's lasting identity (`acquireWorkerIdentity`): the same after a restart. Jobs are claimed as
   * `<identity>/<incarnation>`, so a restarted worker knows which running jobs its previous life left.
   */
  identity?: string;
  /** Exact claim owner name (tests); overrides `identity`. */
  workerId?: string;
  /**
   * At start, requeue at once the running jobs of earlier incarnations: of this identity ('identity'), or all
   * of them ('all', for a database only this process opens).
   */
  reclaimOnStart?: 'identity' | 'all' | 'none';
  /** With a shared session, running jobs whose owner's identity lock is free are requeued at once. */
  session?: DatabaseSession;
  logger?: WorkerLogger;
};

/** Between beats a job is alive; three missed beats make it stale (recovery within ~8 s of a freeze). */
export const DEFAULT_HEARTBEAT_MS = 2_000;
export const DEFAULT_STALE_AFTER_MS = 6_000;

/** The shape of identities from `acquireWorkerIdentity`. */
const HOLDS_LOCK = /#\d+$/;

const silentLogger: WorkerLogger = { info() {}, warn() {}, error() {} };

export function errorMessage(err: unknown): string {
  if (err instanceof Error) return err.message || err.name;
  return typeof err === 'string' ? err : 'Unknown error';
}

/**
 * Polls the queue and runs up to `concurrency` jobs at a time. A job that throws is failed (retried or dead)
 * and the loop goes on; a database error is logged and the loop retries on its next tick. Polling works the
 * same on PGlite and PostgreSQL; a local enqueue wakes the loop at once.
 */
export class Worker {
  readonly id: string;
  /** The lasting part of `id` (before `/`). */
  readonly identity: string;
  private readonly queue: JobQueue;
  private readonly registry: JobRegistry;
  private readonly concurrency: number;
  private readonly pollIntervalMs: number;
  private readonly heartbeatIntervalMs: number;
  private readonly staleAfterMs: number;
  private readonly log: WorkerLogger;
  private readonly running = new Set<Promise<void>>();
  private readonly held = new Map<string, AbortController>();
  private readonly reclaimOnStart: 'identity' | 'all' | 'none';
  private readonly session: DatabaseSession | undefined;
  private handingBack = false;
  private readonly abort = new AbortController();
  private loopDone: Promise<void> | null = null;
  private stopping = false;
  private woken = false;
  private wakeSleeper: (() => void) | null = null;
  private unsubscribe: (() => void) | null = null;
  private lastRecoveryAt = 0;

  constructor(options: WorkerOptions) {
    this.queue = options.queue;
    this.registry = options.registry;
    this.concurrency = Math.max(1, options.concurrency);
    this.pollIntervalMs = options.pollIntervalMs ?? 500;
    this.heartbeatIntervalMs = options.heartbeatIntervalMs ?? DEFAULT_HEARTBEAT_MS;
    this.staleAfterMs = options.staleAfterMs ?? DEFAULT_STALE_AFTER_MS;
    this.log = options.logger ?? silentLogger;
    const incarnation = `${process.pid}-${randomBytes(4).toString('hex')}`;
    this.id = options.workerId ?? `${options.identity ?? os.hostname()}/${incarnation}`;
    this.identity = this.id.split('/')[0] ?? this.id;
    this.reclaimOnStart = options.reclaimOnStart ?? (options.identity ? 'identity' : 'none');
    this.session = options.session;
    if (this.heartbeatIntervalMs * 2 > this.staleAfterMs) {
      throw new Error('The heartbeat interval must be at most half of the stale timeout');
    }
  }

  start(): void {
    if (this.loopDone) throw new Error('Worker already started');
    this.unsubscribe = this.queue.onEnqueued(() => this.wake());
    this.loopDone = this.loop();
  }

  /**
   * Stops claiming, then waits for running handlers up to `graceMs`. Jobs still running then are handed back
   * to the queue (not counted as an attempt) so another worker resumes them at once; their handlers are
   * aborted and their late outcome is ignored (the queue checks ownership).
   */
  async stop(graceMs = 30_000): Promise<void> {
    if (!this.loopDone) return;
    this.stopping = true;
    this.unsubscribe?.();
    this.wake();
    await this.loopDone;
    const settled = Promise.allSettled([...this.running]);
    if (graceMs > 0 && (await finishesWithin(settled, graceMs))) return;
    if (this.running.size === 0) return;
    this.log.warn(
      { workerId: this.id, running: this.running.size },
      'handing back jobs still running at stop',
    );
    this.handingBack = true;
    await Promise.all([...this.held.keys()].map((id) => this.handBack(id)));
    this.abort.abort();
    await finishesWithin(settled, 2_000);
  }

  /** Number of handlers running now. */
  get activeJobs(): number {
    return this.running.size;
  }

  private wake(): void {
    this.woken = true;
    this.wakeSleeper?.();
  }

  private async loop(): Promise<void> {
    await this.reclaimFromEarlierLife();
    while (!this.stopping) {
      try {
        await this.recoverStaleWhenDue();
        const free = this.concurrency - this.running.size;
        if (free > 0) {
          const claimed = await this.queue.claim(free, this.id);
          for (const job of claimed) this.track(this.runJob(job));
          // A full batch suggests more are due: claim again as soon as a slot frees up.
          if (claimed.length === free && !this.stopping) continue;
        }
      } catch (err) {
        this.log.error({ err, workerId: this.id }, 'job loop error; retrying');
      }
      await this.sleep(this.pollIntervalMs);
    }
  }

  private sleep(ms: number): Promise<void> {
    if (this.woken || this.stopping) {
      this.woken = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const finish = () => {
        clearTimeout(timer);
        this.wakeSleeper = null;
        this.woken = false;
        resolve();
      };
      const timer = setTimeout(finish, ms);
      this.wakeSleeper = finish;
    });
  }

  private track(run: Promise<void>): void {
    this.running.add(run);
    void run.finally(() => {
      this.running.delete(run);
      this.wake();
    });
  }

  private async reclaimFromEarlierLife(): Promise<void> {
    if (this.reclaimOnStart === 'none') return;
    try {
      const outcome = await this.queue.recoverHeldBy(
        this.reclaimOnStart === 'all' ? null : this.identity,
        this.id,
      );
      await this.afterRecovery(outcome, 'requeued the jobs this worker held before it restarted');
    } catch (err) {
      this.log.error({ err, workerId: this.id }, 'could not reclaim jobs at start; stale recovery will');
    }
  }

  /** Each heartbeat period: stale jobs, and (shared database) jobs whose owner's identity lock is free. */
  private async recoverStaleWhenDue(): Promise<void> {
    const now = Date.now();
    if (now - this.lastRecoveryAt < this.heartbeatIntervalMs) return;
    this.lastRecoveryAt = now;
    await this.afterRecovery(
      await this.queue.recoverStale(this.staleAfterMs),
      'requeued jobs of a worker that stopped responding',
    );
    if (!this.session?.shared) return;
    for (const owner of await this.queue.runningOwners()) {
      // Only identities that hold a lock while alive (`<name>#<slot>`); an older worker's claims wait for staleness.
      if (owner === this.identity || !HOLDS_LOCK.test(owner)) continue;
      if (!(await this.session.isLockFree(workerLockName(owner)))) continue;
      await this.afterRecovery(
        await this.queue.recoverHeldBy(owner, this.id),
        'requeued jobs of a worker whose process is gone',
      );
    }
  }

  private async afterRecovery(outcome: { requeued: number; dead: JobRow[] }, message: string): Promise<void> {
    if (outcome.requeued > 0) this.log.warn({ requeued: outcome.requeued, workerId: this.id }, message);
    for (const job of outcome.dead) await this.notifyDead(job, job.lastError ?? 'Job lost');
  }

  private async handBack(jobId: string): Promise<void> {
    try {
      if (await this.queue.handBack(jobId, this.id)) this.log.info({ jobId }, 'job handed back to the queue');
    } catch (err) {
      this.log.error({ err, jobId }, 'could not hand back a job; stale recovery will');
    }
  }

  private async runJob(job: JobRow): Promise<void> {
    const own = new AbortController();
    this.held.set(job.id, own);
    try {
      const handler = this.registry.get(job.type);
      if (!handler) {
        await this.queue.fail(job.id, `No handler for job type "${job.type}"`, {
          permanent: true,
          owner: this.id,
        });
        return;
      }
      const parsed = handler.parsePayload(job.payload);
      if (!parsed.ok) {
        await this.queue.fail(job.id, parsed.error, { permanent: true, owner: this.id });
        return;
      }
      const ctx: JobContext = {
        jobId: job.id,
        teamId: job.teamId,
        attempt: job.attempts,
        maxAttempts: job.maxAttempts,
        isLastAttempt: job.attempts >= job.maxAttempts,
        signal: AbortSignal.any([this.abort.signal, own.signal]),
      };
      const beat = setInterval(() => {
        this.queue.heartbeat(job.id, this.id).then(
          (held) => {
            // Recovered elsewhere (we looked dead): stop working on it; its outcome is ignored by the queue.
            if (held || own.signal.aborted) return;
            this.log.warn({ jobId: job.id }, 'job no longer held by this worker; aborting it');
            own.abort();
          },
          (err: unknown) => this.log.warn({ err, jobId: job.id }, 'heartbeat failed'),
        );
      }, this.heartbeatIntervalMs);
      try {
        const result = await handler.run(parsed.payload, ctx);
        await this.queue.complete(job.id, result ?? null, this.id);
      } catch (err) {
        if (this.handingBack) return void (await this.handBack(job.id));
        if (own.signal.aborted) return;
        const message = errorMessage(err);
        const permanent = err instanceof PermanentJobError;
        if (!permanent) this.log.warn({ err, jobId: job.id, type: job.type }, 'job failed');
        const outcome = await this.queue.fail(job.id, message, { permanent, owner: this.id });
        if (outcome?.status === 'dead') await this.callOnDead(job, handler, parsed.payload, message);
      } finally {
        clearInterval(beat);
      }
    } catch (err) {
      // The queue itself failed (database down): the job stays running and stale recovery restarts it.
      this.log.error({ err, jobId: job.id }, 'could not record the outcome of a job');
    } finally {
      this.held.delete(job.id);
    }
  }

  private async notifyDead(job: JobRow, error: string): Promise<void> {
    const handler = this.registry.get(job.type);
    const parsed = handler?.parsePayload(job.payload);
    if (handler && parsed?.ok) await this.callOnDead(job, handler, parsed.payload, error);
  }

  private async callOnDead(
    job: JobRow,
    handler: RegisteredJob,
    payload: unknown,
    error: string,
  ): Promise<void> {
    try {
      await handler.onDead(payload, error);
    } catch (err) {
      this.log.error({ err, jobId: job.id }, 'onDead hook failed');
    }
  }
}

async function finishesWithin(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  const result = await Promise.race([work.then(() => true as const), timeout]);
  clearTimeout(timer);
  return result;
}
