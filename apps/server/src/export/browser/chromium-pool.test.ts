import { existsSync } from 'node:fs';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { ChromiumPool } from './chromium-pool';
import { PRINT_ORIGIN, serveAppToContext } from './in-process-origin';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const available = existsSync(chromiumPath) || process.env.CI === 'true';
if (!available) console.warn(`chromium pool tests skipped: no Chromium at ${chromiumPath}`);

const pools: ChromiumPool[] = [];
function pool(options: Partial<ConstructorParameters<typeof ChromiumPool>[0]> = {}): ChromiumPool {
  const p = new ChromiumPool({ executablePath: chromiumPath, ...options });
  pools.push(p);
  return p;
}
afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

describe('ChromiumPool without Chromium', () => {
  it('launches nothing until a job comes, then answers a 503 naming CHROMIUM_PATH', async () => {
    const p = pool({ executablePath: '/no/such/chromium' });
    expect(p.stats()).toEqual({ active: 0, queued: 0, launched: false });
    await expect(p.run(async () => 1)).rejects.toMatchObject({
      status: 503,
      message: expect.stringMatching(/CHROMIUM_PATH=\/no\/such\/chromium.*apt-get install chromium/),
    });
    // The slot was given back: the next job fails the same way instead of hanging.
    await expect(p.run(async () => 1)).rejects.toMatchObject({ status: 503 });
    expect(p.stats().active).toBe(0);
  });
});

describe.runIf(available)('ChromiumPool', () => {
  it('runs at most maxPages jobs at once and refuses beyond the queue bound', async () => {
    const p = pool({ maxPages: 2, maxQueue: 3 });
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const job = (n: number) =>
      p.run(async (page) => {
        running++;
        most = Math.max(most, running);
        order.push(n);
        await page.setContent(`<p>${n}</p>`);
        await new Promise((r) => setTimeout(r, 150));
        running--;
        return n;
      });
    const results = await Promise.allSettled([0, 1, 2, 3, 4, 5].map(job));
    const refused = results.filter((r) => r.status === 'rejected');
    expect(refused).toHaveLength(1);
    // The sixth job found two running and three waiting.
    expect(results[5]!.status).toBe('rejected');
    expect((refused[0] as PromiseRejectedResult).reason).toMatchObject({
      status: 503,
      message: expect.stringMatching(/queue is full/),
    });
    expect(most).toBe(2);
    expect(order.slice().sort()).toEqual([0, 1, 2, 3, 4]);
    expect(p.stats()).toMatchObject({ active: 0, queued: 0 });
  });

  it('hands a freed page to the job that waited longest', async () => {
    // One page at a time: a job's start order is its slot order (with two pages, two jobs' contexts open
    // concurrently and may finish opening in either order, which says nothing about the queue).
    const p = pool({ maxPages: 1, maxQueue: 3 });
    const order: number[] = [];
    const job = (n: number) =>
      p.run(async (page) => {
        order.push(n);
        await page.setContent(`<p>${n}</p>`);
        return n;
      });
    const results = await Promise.allSettled([0, 1, 2, 3, 4].map(job));
    expect(results.map((r) => r.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'rejected',
    ]);
    expect(order).toEqual([0, 1, 2, 3]);
  });

  it('stops a job over its time limit (504), closes its page, and keeps serving', async () => {
    const p = pool({ jobTimeoutMs: 800 });
    let closed = false;
    const slow = p.run(async (page) => {
      page.on('close', () => {
        closed = true;
      });
      await page.waitForFunction('false', null, { timeout: 0 });
    });
    await expect(slow).rejects.toMatchObject({
      status: 504,
      message: expect.stringMatching(/longer than 1 s/),
    });
    expect(closed).toBe(true);
    expect(await p.run(async (page) => page.evaluate('1 + 1'))).toBe(2);
  });

  it('relaunches the browser after it went away', async () => {
    const p = pool();
    await p
      .run(async (_page, context) => {
        await context.browser()?.close();
      })
      .catch(() => {});
    expect(await p.run(async (page) => page.evaluate('"back"'))).toBe('back');
    expect(p.stats().launched).toBe(true);
  });

  it('serves only the app in process: every other address is blocked, nothing leaves the machine', async () => {
    const app = Fastify();
    app.get('/page', async (_req, reply) =>
      reply.type('text/html').send(
        `<img src="https://example.org/x.png"><img src="http://10.0.0.1/y.png"><script>
          fetch('http://169.254.169.254/latest').catch(() => {});
          fetch('/api/ok').then((r) => r.text()).then((t) => { document.body.dataset.ok = t; });
        </script>`,
      ),
    );
    app.get('/api/ok', async () => 'yes');
    await app.ready();
    try {
      const p = pool();
      const { ok, blocked } = await p.run(async (page, context) => {
        const list = await serveAppToContext(context, app);
        await page.goto(`${PRINT_ORIGIN}/page`);
        await page.waitForFunction('document.body.dataset.ok === "yes"');
        const failed = await page.evaluate(
          "fetch('https://example.org/').then(() => 'reached', () => 'blocked')",
        );
        return { ok: failed, blocked: list.map((b) => b.url) };
      });
      expect(ok).toBe('blocked');
      expect(blocked).toEqual(
        expect.arrayContaining([
          'https://example.org/x.png',
          'http://10.0.0.1/y.png',
          'http://169.254.169.254/latest',
          'https://example.org/',
        ]),
      );
    } finally {
      await app.close();
    }
  });

  it('refuses new jobs once closed', async () => {
    const p = pool();
    await p.close();
    await expect(p.run(async () => 1)).rejects.toMatchObject({ status: 503 });
  });
});
