import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { ChromiumPool, type ChromiumPoolOptions } from '../../export/browser/chromium-pool';
import { writeDeckPptx } from '../../export/pptx';
import { defaultWebDist } from '../../http/web-app';
import type { StorageDriver } from '../../storage/storage-driver';
import type { FilesRepository } from '../files/files.repository';
import type { FilesService } from '../files/files.service';
import type { RateLimits } from '../rate-limits/rate-limits.service';
import { WorksRepository } from '../works/works.repository';
import type { WorksService } from '../works/works.service';
import { ExportExpiry } from './export-expiry';
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
  db: Db;
  works: WorksService;
  files: FilesService;
  filesRepo: FilesRepository;
  storage: StorageDriver;
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
    worksRepo: new WorksRepository(deps.db),
    files: deps.files,
    filesRepo: deps.filesRepo,
    storage: deps.storage,
    renderer: new PrintRenderer(pool, app, tickets, webBuilt),
    writePptx: writeDeckPptx,
    log: app.log,
    rateLimits: deps.rateLimits,
  });
  exportRoutes(app, exports, new RenderService(tickets, deps.works, deps.files));
  // Exported PNGs expire: swept when the server is ready and hourly, stopped before the database closes.
  const expiry = new ExportExpiry({ filesRepo: deps.filesRepo, storage: deps.storage, log: app.log });
  app.addHook('onReady', async () => {
    expiry.start();
  });
  app.addHook('onClose', async () => {
    await expiry.stop();
  });
  return { exports, pool, expiry, tickets };
}
