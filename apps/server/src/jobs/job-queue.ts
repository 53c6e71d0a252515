import { and, eq, inArray, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { newId } from '../db/ids';
import { jobs } from '../db/schema';

export type JobRow = typeof jobs.$inferSelect;
export type JobStatus = JobRow['status'];

export type EnqueueOptions = {
  teamId?: string;
  runAt?: Date;
  maxAttempts?: number;
  /** A transaction to enqueue in, so the job exists only if the caller's writes commit. */
  tx?: Db;
};

export type FailOptions = {
  /** Do not retry (bad payload, unreadable input): the job goes straight to `dead`. */
  permanent?: boolean;
  /** Only fail the job while this worker still holds it. */
  owner?: string;
};

export type FailOutcome = { status: 'queued' | 'dead'; attempts: number; runAt: Date } | null;

export type BackoffPolicy = {
  /** Delay before the first retry; doubles with each attempt. 0 retries at once (tests). */
  baseMs: number;
  capMs: number;
};

export const DEFAULT_BACKOFF: BackoffPolicy = { baseMs: 1000, capMs: 10 * 60_000 };

/** Longest error text kept on a job row: enough for a stack's head, never megabytes. */
const MAX_ERROR_LENGTH = 4000;

/**
 * A PostgreSQL-backed job queue. Every transition is one SQL statement that uses the database clock, so it
 * behaves the same on PGlite and PostgreSQL and with any number of workers (`FOR UPDATE SKIP LOCKED`).
 */
export class JobQueue {
  private readonly listeners = new Set<(type: string) => void>();

  constructor(
    private readonly db: Db,
    private readonly backoff: BackoffPolicy = DEFAULT_BACKOFF,
  ) {}

  /** Adds a job and answers its id. Pass `tx` to make it part of the caller's transaction. */
  async enqueue(type: string, payload: unknown, options: EnqueueOptions = {}): Promise<string> {
    const id = newId();
    await (options.tx ?? this.db).insert(jobs).values({
      id,
      type,
      payload: payload ?? {},
      teamId: options.teamId ?? null,
      ...(options.runAt ? { runAt: options.runAt } : {}),
      ...(options.maxAttempts ? { maxAttempts: options.maxAttempts } : {}),
    });
    for (const listener of this.listeners) listener(type);
    return id;
  }

  /** Called after each enqueue in this process: lets a local worker poll at once instead of on its next tick. */
  onEnqueued(listener: (type: string) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Takes up to `n` due jobs for `workerId`; two claimers never receive the same job. */
  async claim(n: number, workerId: string): Promise<JobRow[]> {
    if (n <= 0) return [];
    const due = this.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.status, 'queued'), lte(jobs.runAt, sql`now()`)))
      .orderBy(jobs.runAt)
      .limit(n)
      .for('update', { skipLocked: true });
    return this.db
      .update(jobs)
      .set({
        status: 'running',
        lockedBy: workerId,
        heartbeatAt: sql`now()`,
        attempts: sql`${jobs.attempts} + 1`,
        updatedAt: sql`now()`,
      })
      .where(inArray(jobs.id, due))
      .returning();
  }

  /** Marks a running job alive; answers false when the job is no longer this worker's. */
  async heartbeat(id: string, owner?: string): Promise<boolean> {
    const rows = await this.db
      .update(jobs)
      .set({ heartbeatAt: sql`now()` })
      .where(and(eq(jobs.id, id), eq(jobs.status, 'running'), owner ? eq(jobs.lockedBy, owner) : undefined))
      .returning({ id: jobs.id });
    return rows.length === 1;
  }

  async complete(id: string, result: unknown, owner?: string): Promise<boolean> {
    const rows = await this.db
      .update(jobs)
      .set({
        status: 'done',
        result: result ?? null,
        lastError: null,
        lockedBy: null,
        heartbeatAt: null,
        updatedAt: sql`now()`,
      })
      .where(and(eq(jobs.id, id), eq(jobs.status, 'running'), owner ? eq(jobs.lockedBy, owner) : undefined))
      .returning({ id: jobs.id });
    return rows.length === 1;
  }

  /**
   * Records a failure: the job is queued again after an exponential, jittered delay (base * 2^attempts,
   * capped, 50–100 % of it), or goes `dead` when its attempts are used up or the failure is permanent. The
   * error text is kept either way. Answers null when the job was not running (already recovered elsewhere).
   */
  async fail(id: string, error: string, options: FailOptions = {}): Promise<FailOutcome> {
    const gaveUp = sql`(${options.permanent ? sql`true` : sql`false`} OR ${jobs.attempts} >= ${jobs.maxAttempts})`;
    const delayMs = sql`least(${this.backoff.baseMs}::float8 * power(2, ${jobs.attempts}), ${this.backoff.capMs}::float8) * (0.5 + random() * 0.5)`;
    const rows = await this.db
      .update(jobs)
      .set({
        status: sql`CASE WHEN ${gaveUp} THEN 'dead' ELSE 'queued' END`,
        runAt: sql`CASE WHEN ${gaveUp} THEN ${jobs.runAt} ELSE now() + ${delayMs} * interval '1 millisecond' END`,
        lastError: error.slice(0, MAX_ERROR_LENGTH),
        lockedBy: null,
        heartbeatAt: null,
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(jobs.id, id),
          eq(jobs.status, 'running'),
          options.owner ? eq(jobs.lockedBy, options.owner) : undefined,
        ),
      )
      .returning({ status: jobs.status, attempts: jobs.attempts, runAt: jobs.runAt });
    const row = rows[0];
    if (!row) return null;
    return { status: row.status === 'dead' ? 'dead' : 'queued', attempts: row.attempts, runAt: row.runAt };
  }

  /**
   * Running jobs whose heartbeat is older than `timeoutMs` belong to a worker that died: they are queued
   * again, or go `dead` when that crash used their last attempt (a job that kills its worker every time must
   * not loop forever). Answers the jobs that went dead so their owners can be told.
   */
  async recoverStale(timeoutMs: number): Promise<{ requeued: number; dead: JobRow[] }> {
    return this.requeueOrphans(
      lt(jobs.heartbeatAt, sql`now() - ${Math.max(0, timeoutMs)}::float8 * interval '1 millisecond'`),
      'The worker running this job stopped responding (no heartbeat)',
    );
  }

  /**
   * Jobs held by earlier incarnations of a worker identity (`<identity>/<incarnation>`), except `keep`: the
   * process that held them is known to be gone (restarted, or its session lock is free), so they are queued
   * again at once instead of after the stale timeout. `identity` null means every running job (PGlite: the
   * database belongs to one process, so whatever runs at its start was left by a crash).
   */
  async recoverHeldBy(identity: string | null, keep: string): Promise<{ requeued: number; dead: JobRow[] }> {
    const prefix = identity === null ? null : `${identity}/`;
    return this.requeueOrphans(
      and(
        sql`${jobs.lockedBy} <> ${keep}`,
        prefix === null ? undefined : sql`left(${jobs.lockedBy}, ${prefix.length}) = ${prefix}`,
      ),
      'The worker running this job stopped (process restarted or gone)',
    );
  }

  /** The worker identities (the part of `locked_by` before `/`) that hold running jobs now. */
  async runningOwners(): Promise<string[]> {
    const rows = await this.db
      .selectDistinct({ owner: sql<string>`split_part(${jobs.lockedBy}, '/', 1)` })
      .from(jobs)
      .where(and(eq(jobs.status, 'running'), sql`${jobs.lockedBy} IS NOT NULL`));
    return rows.map((r) => r.owner);
  }

  /**
   * Gives a running job back to the queue without counting the attempt (shutdown: another worker resumes it
   * at once). Only while `owner` still holds it.
   */
  async handBack(id: string, owner: string): Promise<boolean> {
    const rows = await this.db
      .update(jobs)
      .set({
        status: 'queued',
        attempts: sql`greatest(${jobs.attempts} - 1, 0)`,
        runAt: sql`now()`,
        lockedBy: null,
        heartbeatAt: null,
        updatedAt: sql`now()`,
      })
      .where(and(eq(jobs.id, id), eq(jobs.status, 'running'), eq(jobs.lockedBy, owner)))
      .returning({ id: jobs.id });
    return rows.length === 1;
  }

  private async requeueOrphans(
    which: SQL | undefined,
    lostMessage: string,
  ): Promise<{ requeued: number; dead: JobRow[] }> {
    const orphan = and(eq(jobs.status, 'running'), which);
    const dead = await this.db
      .update(jobs)
      .set({
        status: 'dead',
        lastError: lostMessage,
        lockedBy: null,
        heartbeatAt: null,
        updatedAt: sql`now()`,
      })
      .where(and(orphan, sql`${jobs.attempts} >= ${jobs.maxAttempts}`))
      .returning();
    const requeued = await this.db
      .update(jobs)
      .set({
        status: 'queued',
        lastError: lostMessage,
        runAt: sql`now()`,
        lockedBy: null,
        heartbeatAt: null,
        updatedAt: sql`now()`,
      })
      .where(orphan)
      .returning({ id: jobs.id });
    return { requeued: requeued.length, dead };
  }

  async get(id: string): Promise<JobRow | undefined> {
    const [row] = await this.db.select().from(jobs).where(eq(jobs.id, id)).limit(1);
    return row;
  }

  /** Whether the team has a job a worker holds now (its data is not deleted under it). */
  async hasRunning(teamId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.teamId, teamId), eq(jobs.status, 'running')))
      .limit(1);
    return row !== undefined;
  }

  /** Whether the team has a job queued or running (its payload names the team: it cannot move). */
  async hasUnfinished(teamId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.teamId, teamId), sql`${jobs.status} in ('queued', 'running')`))
      .limit(1);
    return row !== undefined;
  }

  /** Moves the team's finished jobs (done, dead: their results stay readable) to another team. */
  async moveFinishedTeamJobs(fromTeamId: string, toTeamId: string): Promise<number> {
    const rows = await this.db
      .update(jobs)
      .set({ teamId: toTeamId })
      .where(and(eq(jobs.teamId, fromTeamId), sql`${jobs.status} in ('done', 'dead')`))
      .returning({ id: jobs.id });
    return rows.length;
  }

  /**
   * Deletes the team's jobs that no worker holds (queued, done, dead: the team itself is being deleted);
   * answers how many.
   */
  async deleteTeamJobs(teamId: string): Promise<number> {
    const rows = await this.db
      .delete(jobs)
      .where(and(eq(jobs.teamId, teamId), sql`${jobs.status} <> 'running'`))
      .returning({ id: jobs.id });
    return rows.length;
  }
}
