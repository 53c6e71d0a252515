import type { FastifyBaseLogger } from 'fastify';
import type { FilesService } from '../files';

/** The web app downloads `v2/export/images` PNGs right after the export; a day is ample for a retry. */
export const EXPORT_TTL_MS = 24 * 60 * 60_000;
/** Sweeps run at start and then hourly: an export lives between 24 and 25 hours. */
export const EXPORT_SWEEP_INTERVAL_MS = 60 * 60_000;

export type ExportExpiryDeps = {
  files: Pick<FilesService, 'deleteExportsBefore'>;
  log: FastifyBaseLogger;
  now?: () => number;
};

/**
 * Deletes exported PNGs (file records with purpose 'export') older than EXPORT_TTL_MS; the files module
 * deletes their stored bytes when nothing else uses them.
 */
export class ExportExpiry {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> = Promise.resolve();
  private readonly now: () => number;

  constructor(private readonly deps: ExportExpiryDeps) {
    this.now = deps.now ?? Date.now;
  }

  /** One sweep; answers how many records went. */
  async sweep(): Promise<number> {
    const cutoff = new Date(this.now() - EXPORT_TTL_MS);
    return this.deps.files.deleteExportsBefore(cutoff);
  }

  /** Sweeps now and hourly; the timer does not keep the process alive. */
  start(): void {
    if (this.timer) return;
    this.run();
    this.timer = setInterval(() => this.run(), EXPORT_SWEEP_INTERVAL_MS);
    this.timer.unref();
  }

  /** Stops the timer and waits for a sweep in progress (the database closes after the app). */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  private run(): void {
    // One sweep at a time: a slow one is not overtaken by the next tick.
    this.running = this.running.then(() =>
      this.sweep().catch((err: unknown) => this.deps.log.error({ err }, 'export expiry sweep failed')),
    );
  }
}
