import { existsSync } from 'node:fs';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
} from 'playwright-core';
import { AppError } from '../../http/errors';

/** Headless flags (export brief): no GPU, no QUIC, nothing phoning home. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-default-apps',
  '--disable-extensions',
  '--mute-audio',
  // Defence in depth behind the per-page request filter: no host name resolves, so no socket can open
  // (pages are served in process through request interception, see in-process-origin).
  '--host-resolver-rules=MAP * ~NOTFOUND',
];

export type ChromiumPoolOptions = {
  executablePath: string;
  /** Pages rendering at once (each is a fresh context). */
  maxPages?: number;
  /** Jobs waiting for a page; one more is refused with a 503. */
  maxQueue?: number;
  /** A job that runs longer is stopped: its page is closed and the caller gets a 504. */
  jobTimeoutMs?: number;
  log?: { warn: (obj: object, msg: string) => void; info: (obj: object, msg: string) => void };
  /** More command-line flags (tests record Chromium's network log). */
  extraArgs?: string[];
};

export type PageJob<T> = (page: Page, context: BrowserContext) => Promise<T>;

type Waiter = { resolve: () => void; reject: (error: Error) => void };

export const DEFAULT_POOL = { maxPages: 2, maxQueue: 64, jobTimeoutMs: 60_000 } as const;

/** Why Chromium is not there, said the way an operator can act on it. */
export function chromiumMissing(executablePath: string, cause?: string): AppError {
  return new AppError(
    503,
    `PDF and PNG export need Chromium, which could not be started from CHROMIUM_PATH=${executablePath}` +
      `${cause ? ` (${cause})` : ''}. Install it with \`apt-get install chromium\` or set CHROMIUM_PATH ` +
      'to a Chromium binary.',
  );
}

/**
 * One headless Chromium shared by every export, launched on the first job (the server starts without it),
 * relaunched after a crash. Each job gets a fresh context and page; at most `maxPages` run at once, the rest
 * wait in FIFO order up to `maxQueue`; a job over its time limit has its context closed.
 */
export class ChromiumPool {
  private browser: Browser | null = null;
  private launching: Promise<Browser> | null = null;
  private active = 0;
  private readonly queue: Waiter[] = [];
  private closed = false;
  private readonly maxPages: number;
  private readonly maxQueue: number;
  private readonly jobTimeoutMs: number;

  constructor(private readonly options: ChromiumPoolOptions) {
    this.maxPages = options.maxPages ?? DEFAULT_POOL.maxPages;
    this.maxQueue = options.maxQueue ?? DEFAULT_POOL.maxQueue;
    this.jobTimeoutMs = options.jobTimeoutMs ?? DEFAULT_POOL.jobTimeoutMs;
  }

  /** Jobs running and waiting, and whether a browser is up (for logs and tests). */
  stats(): { active: number; queued: number; launched: boolean } {
    return { active: this.active, queued: this.queue.length, launched: this.browser !== null };
  }

  /** Runs `job` on a fresh page of its own context once a slot is free; the context is always closed. */
  async run<T>(job: PageJob<T>, contextOptions: BrowserContextOptions = {}): Promise<T> {
    if (this.closed) throw new AppError(503, 'The server is shutting down; export again in a moment');
    await this.acquire();
    let context: BrowserContext | null = null;
    let closing: Promise<void> | null = null;
    let timer: NodeJS.Timeout | undefined;
    try {
      const browser = await this.ensureBrowser();
      context = await browser.newContext({
        serviceWorkers: 'block',
        acceptDownloads: false,
        // The export drives our own print pages with evaluated predicates (waitForFunction), which the app's
        // CSP (no eval) would refuse. Only our in-process origin loads in these contexts: every other request
        // is aborted at the request level, which is the boundary here.
        bypassCSP: true,
        ...contextOptions,
      });
      const ctx = context;
      const page = await ctx.newPage();
      const timedOut = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          reject(
            new AppError(
              504,
              `The export took longer than ${Math.round(this.jobTimeoutMs / 1000)} s and was stopped`,
            ),
          );
          // Closing the context ends whatever the job awaits on its page.
          closing = ctx.close().catch(() => {});
        }, this.jobTimeoutMs);
      });
      const work = job(page, ctx);
      work.catch(() => {}); // after a timeout its rejection is nobody's business
      return await Promise.race([work, timedOut]);
    } catch (error) {
      if (error instanceof AppError) throw error;
      if (this.browser && !this.browser.isConnected()) {
        throw new AppError(503, 'The export browser stopped while rendering; export again');
      }
      throw error;
    } finally {
      clearTimeout(timer);
      if (context) await (closing ?? context.close().catch(() => {}));
      this.release();
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const waiter of this.queue.splice(0)) {
      waiter.reject(new AppError(503, 'The server is shutting down; export again in a moment'));
    }
    const browser = this.browser ?? (await this.launching?.catch(() => null)) ?? null;
    this.browser = null;
    this.launching = null;
    await browser?.close().catch(() => {});
  }

  private acquire(): Promise<void> {
    if (this.active < this.maxPages) {
      this.active++;
      return Promise.resolve();
    }
    if (this.queue.length >= this.maxQueue) {
      return Promise.reject(
        new AppError(
          503,
          `The export queue is full (${this.maxQueue} exports waiting); try again in a moment`,
        ),
      );
    }
    // The slot is handed over by release(): `active` stays counted for the waiter.
    return new Promise((resolve, reject) => this.queue.push({ resolve, reject }));
  }

  private release(): void {
    const next = this.queue.shift();
    if (next) next.resolve();
    else this.active--;
  }

  private ensureBrowser(): Promise<Browser> {
    if (this.browser?.isConnected()) return Promise.resolve(this.browser);
    this.browser = null;
    if (!this.launching) {
      this.launching = this.launch().finally(() => {
        this.launching = null;
      });
    }
    return this.launching;
  }

  private async launch(): Promise<Browser> {
    const { executablePath, log } = this.options;
    if (!existsSync(executablePath)) throw chromiumMissing(executablePath, 'no such file');
    let browser: Browser;
    try {
      browser = await chromium.launch({
        executablePath,
        args: [...CHROMIUM_ARGS, ...(this.options.extraArgs ?? [])],
        timeout: 30_000,
      });
    } catch (error) {
      const first = error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);
      throw chromiumMissing(executablePath, first.slice(0, 200));
    }
    if (this.closed) {
      await browser.close().catch(() => {});
      throw new AppError(503, 'The server is shutting down; export again in a moment');
    }
    browser.on('disconnected', () => {
      if (this.browser === browser) this.browser = null;
      if (!this.closed) log?.warn({}, 'export browser disconnected; the next export relaunches it');
    });
    this.browser = browser;
    log?.info({ executablePath }, 'export browser launched');
    return browser;
  }
}
