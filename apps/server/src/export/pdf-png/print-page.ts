import type { FastifyInstance } from 'fastify';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { AppError } from '../../http/errors';
import type { ChromiumPool } from '../browser/chromium-pool';
import { PRINT_ORIGIN, serveAppToContext } from '../browser/in-process-origin';

const READY_OR_FAILED = "document.body.dataset.ready === '1' || document.body.dataset.ready === 'error'";
const FAILURE =
  "document.body.dataset.ready === 'error' ? (document.body.dataset.error || 'unknown error') : null";
const SET_TITLE = (title: string) => {
  (globalThis as unknown as { document: { title: string } }).document.title = title;
};

export type PrintJob<T> = {
  /**
   * The print page's path and query, e.g. `/print/deck/<id>?ticket=...&mode=pdf`; asked for once the job has
   * a page, so a ticket inside is fresh however long the job waited in the queue.
   */
  path: () => string;
  /** Shown in the PDF's metadata (the page's own title is the work's name). */
  title?: string;
  context?: BrowserContextOptions;
  /** What to take from the drawn page. */
  capture: (page: Page) => Promise<T>;
};

/**
 * Opens one of our print pages in the pool's Chromium, served in process by `app`, waits for its
 * `body[data-ready]` signal and runs `capture`. A page that reports an error becomes a clear 500 naming it.
 */
export function renderPrintPage<T>(pool: ChromiumPool, app: FastifyInstance, job: PrintJob<T>): Promise<T> {
  return pool.run(async (page, context) => {
    await serveAppToContext(context, app);
    await page.goto(`${PRINT_ORIGIN}${job.path()}`, { waitUntil: 'domcontentloaded', timeout: 0 });
    // No own time limit: the pool stops a job that runs too long. (Scripts run in the page, hence strings:
    // the server is compiled without the DOM library.)
    await page.waitForFunction(READY_OR_FAILED, null, { timeout: 0, polling: 50 });
    const failure = (await page.evaluate(FAILURE)) as string | null;
    if (failure !== null) throw new AppError(500, `The print page could not draw the work: ${failure}`);
    if (job.title !== undefined) await page.evaluate(SET_TITLE, job.title);
    return job.capture(page);
  }, job.context);
}
