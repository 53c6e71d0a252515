import type { FilesService } from '../files';

/** The web app downloads `v2/export/images` PNGs right after the export; a day is ample for a retry. */
export const EXPORT_TTL_MS = 24 * 60 * 60_000;
/** Sweeps run at start and then hourly: an export lives between 24 and 25 hours. */
export const EXPORT_SWEEP_INTERVAL_MS = 60 * 60_000;

export type ExportExpiryDeps = {
  files: Pick<FilesService, 'deleteExportsBefore'>;
  now?: () => number;
};

/**
 * Deletes exported PNGs (file records with purpose 'export') older than EXPORT_TTL_MS; the files module
 * deletes their stored bytes when nothing else uses them. The module runs it as a periodic sweep.
 */
export class ExportExpiry {
  private readonly now: () => number;

  constructor(private readonly deps: ExportExpiryDeps) {
    this.now = deps.now ?? Date.now;
  }

  /** One sweep; answers how many records went. */
  async sweep(): Promise<number> {
    const cutoff = new Date(this.now() - EXPORT_TTL_MS);
    return this.deps.files.deleteExportsBefore(cutoff);
  }
}
