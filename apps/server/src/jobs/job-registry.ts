import type { z } from 'zod';

/** What a handler knows about the run it is in. */
export type JobContext = {
  jobId: string;
  teamId: string | null;
  /** 1 for the first run. */
  attempt: number;
  maxAttempts: number;
  /** True when a failure now will not be retried. */
  isLastAttempt: boolean;
  /** Aborted when the worker is stopping; long handlers may finish early (the job then runs again). */
  signal: AbortSignal;
};

export type JobDefinition<S extends z.ZodType> = {
  type: string;
  payload: S;
  run(payload: z.infer<S>, ctx: JobContext): Promise<unknown>;
  /** Called once when the job will never run again (attempts used up, permanent error, lost worker). */
  onDead?(payload: z.infer<S>, error: string): Promise<void>;
};

/** The type-erased form the worker calls; the payload is validated before `run` sees it. */
export type RegisteredJob = {
  type: string;
  parsePayload(raw: unknown): { ok: true; payload: unknown } | { ok: false; error: string };
  run(payload: unknown, ctx: JobContext): Promise<unknown>;
  onDead(payload: unknown, error: string): Promise<void>;
};

/** A failure that retrying cannot fix: the job goes dead at once with this message. */
export class PermanentJobError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentJobError';
  }
}

export function defineJob<S extends z.ZodType>(definition: JobDefinition<S>): JobDefinition<S> {
  return definition;
}

/** Handlers by job type. Boot refuses to continue when a known job type has no handler. */
export class JobRegistry {
  private readonly handlers = new Map<string, RegisteredJob>();

  register<S extends z.ZodType>(definition: JobDefinition<S>): this {
    if (this.handlers.has(definition.type)) {
      throw new Error(`Job type "${definition.type}" is registered twice`);
    }
    this.handlers.set(definition.type, {
      type: definition.type,
      parsePayload(raw) {
        const parsed = definition.payload.safeParse(raw);
        if (parsed.success) return { ok: true, payload: parsed.data };
        const issues = parsed.error.issues.map((i) => `${i.path.join('.') || 'payload'}: ${i.message}`);
        return { ok: false, error: `Invalid payload for job "${definition.type}": ${issues.join('; ')}` };
      },
      run: (payload, ctx) => definition.run(payload as z.infer<S>, ctx),
      onDead: async (payload, error) => {
        await definition.onDead?.(payload as z.infer<S>, error);
      },
    });
    return this;
  }

  get(type: string): RegisteredJob | undefined {
    return this.handlers.get(type);
  }

  types(): string[] {
    return [...this.handlers.keys()].sort();
  }

  /** Throws, naming them, when any of `knownTypes` has no handler: a job nobody can run must not be queued. */
  assertComplete(knownTypes: readonly string[]): void {
    const missing = knownTypes.filter((type) => !this.handlers.has(type));
    if (missing.length > 0) {
      throw new Error(`No job handler registered for: ${missing.join(', ')}`);
    }
  }
}
