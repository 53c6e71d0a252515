import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { ChromiumPool, type ChromiumPoolOptions } from '../../export/browser/chromium-pool';
import { writeDeckPptx } from '../../export/pptx';
import { defaultWebDist } from '../../http/web-app';
import { registerPeriodicSweep } from '../../jobs/periodic-sweep';
import type { FilesService } from '../files';
import type { RateLimits } from '../rate-limits/rate-limits.service';
import type { WorksService } from '../works';
import { EXPORT_SWEEP_INTERVAL_MS, ExportExpiry } from './export-expiry';
import { exportRoutes } from './export.routes';
import { ExportService } from './export.service';
import { PrintRenderer } from './print-renderer';
import { PrintTickets } from './print-ticket';
import { RenderService } from './render.service';

export type ExportModule = {
  exports: ExportService;
  pool: ChromiumPool;
  expiry: ExportExpiry;
  /** Print tickets (tests open print pages with them, as the renderer does). */
  tickets: PrintTickets;
};

export type ExportModuleDeps = {
  config: Config;
  works: WorksService;
  files: FilesService;
  rateLimits: RateLimits;
  /** Pool limits (tests shrink them). */
  pool?: Omit<ChromiumPoolOptions, 'executablePath' | 'log'>;
};

/**
 * Wires export: the shared Chromium (launched on the first PDF/PNG, closed with the app), print tickets,
 * the renderer that serves the web app's print pages to Chromium in process, the service and its routes, and
 * the expiry of exported PNGs.
 */
export function registerExport(app: FastifyInstance, deps: ExportModuleDeps): ExportModule {
  const pool = new ChromiumPool({ executablePath: deps.config.chromiumPath, log: app.log, ...deps.pool });
  app.addHook('onClose', async () => {
    await pool.close();
  });
  const webDist = deps.config.webDist ?? defaultWebDist();
  const webBuilt = existsSync(path.join(webDist, 'index.html'));
  const tickets = new PrintTickets();
  const exports = new ExportService({
    works: deps.works,
    files: deps.files,
    renderer: new PrintRenderer(pool, app, tickets, webBuilt),
    writePptx: writeDeckPptx,
    log: app.log,
    rateLimits: deps.rateLimits,
  });
  exportRoutes(app, exports, new RenderService(tickets, deps.works, deps.files));
  // Exported PNGs expire: swept when the server is ready and hourly, stopped before the database closes.
  const expiry = new ExportExpiry({ files: deps.files });
  registerPeriodicSweep(app, {
    name: 'export expiry',
    everyMs: EXPORT_SWEEP_INTERVAL_MS,
    run: () => expiry.sweep(),
  });
  return { exports, pool, expiry, tickets };
}
