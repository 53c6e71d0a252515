import type { FastifyBaseLogger } from 'fastify';
import type { TrialCleanupService } from './trial-cleanup.service';

/** Sweeps run at start and then hourly: a trial's data goes between grace and grace + 1 h after its end. */
export const TRIAL_SWEEP_INTERVAL_MS = 60 * 60_000;

/** Runs the expired-trial sweep on a timer that does not keep the process alive; one sweep at a time. */
export class TrialCleanupSchedule {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly cleanup: Pick<TrialCleanupService, 'sweep'>,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    if (this.timer) return;
    this.run();
    this.timer = setInterval(() => this.run(), TRIAL_SWEEP_INTERVAL_MS);
    this.timer.unref();
  }

  /** Stops the timer and waits for a sweep in progress (the database closes after the app). */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  private run(): void {
    this.running = this.running.then(async () => {
      try {
        const result = await this.cleanup.sweep();
        if (result.teams > 0 || result.deferred > 0)
          this.log.info({ trials: result }, 'expired trials deleted');
      } catch (err) {
        this.log.error({ err }, 'expired trial sweep failed');
      }
    });
  }
}
