import type { FastifyInstance } from 'fastify';

export type PeriodicSweepOptions = {
  /** Names the sweep in its failure line: "<name> sweep failed". */
  name: string;
  everyMs: number;
  /** One sweep; a rejection is logged here, so `run` does not log its own failure. */
  run: () => Promise<unknown>;
  /** The app's logger, or anything taking its error line. */
  log: { error(obj: { err: unknown }, msg: string): void };
  /** 'at-start' (default) sweeps when started, then every `everyMs`; 'after-interval' waits the first interval. */
  firstRun?: 'at-start' | 'after-interval';
};

/**
 * A background sweep on a timer that does not keep the process alive. Runs never overlap: a tick that falls
 * while a run is in progress is skipped. Each failed run is logged once, at error, and the next tick tries again.
 */
export class PeriodicSweep {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(private readonly options: PeriodicSweepOptions) {}

  start(): void {
    if (this.timer) return;
    if ((this.options.firstRun ?? 'at-start') === 'at-start') this.tick();
    this.timer = setInterval(() => this.tick(), this.options.everyMs);
    this.timer.unref();
  }

  /** Stops the timer and waits for a run in progress (the database closes after the app). */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  private tick(): void {
    if (this.running) return;
    // Through a resolved promise: a `run` that throws before its promise is logged like a rejection.
    this.running = Promise.resolve()
      .then(() => this.options.run())
      .then(
        () => undefined,
        (err: unknown) => this.options.log.error({ err }, `${this.options.name} sweep failed`),
      )
      .finally(() => {
        this.running = null;
      });
  }
}

/** Starts the sweep when the app is ready and stops it (waiting for a run in progress) when the app closes. */
export function registerPeriodicSweep(
  app: FastifyInstance,
  options: Omit<PeriodicSweepOptions, 'log'>,
): PeriodicSweep {
  const sweep = new PeriodicSweep({ ...options, log: app.log });
  app.addHook('onReady', async () => sweep.start());
  app.addHook('onClose', async () => sweep.stop());
  return sweep;
}
