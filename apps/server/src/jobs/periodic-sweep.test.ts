import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PeriodicSweep, registerPeriodicSweep } from './periodic-sweep';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Records error lines as the app's logger would receive them. */
const recordingLog = () => {
  const lines: { obj: unknown; msg: string }[] = [];
  return { lines, error: (obj: unknown, msg: string) => void lines.push({ obj, msg }) };
};

describe('PeriodicSweep', () => {
  const started: PeriodicSweep[] = [];
  const sweepOf = (options: ConstructorParameters<typeof PeriodicSweep>[0]) => {
    const sweep = new PeriodicSweep(options);
    started.push(sweep);
    return sweep;
  };
  afterEach(async () => {
    await Promise.all(started.splice(0).map((s) => s.stop()));
  });

  it('runs once at start; a second start runs nothing more', async () => {
    let runs = 0;
    const sweep = sweepOf({ name: 'test', everyMs: 60_000, run: async () => runs++, log: recordingLog() });
    sweep.start();
    sweep.start();
    expect(runs).toBe(0); // the run starts on the next microtask, not inside start()
    await wait(20);
    expect(runs).toBe(1);
  });

  it('runs again on every interval', async () => {
    let runs = 0;
    const sweep = sweepOf({ name: 'test', everyMs: 20, run: async () => runs++, log: recordingLog() });
    sweep.start();
    await vi.waitFor(() => expect(runs).toBeGreaterThanOrEqual(3), { timeout: 2000 });
  });

  it("with firstRun 'after-interval' waits one interval before the first run", async () => {
    let runs = 0;
    const sweep = sweepOf({
      name: 'test',
      everyMs: 60,
      run: async () => runs++,
      log: recordingLog(),
      firstRun: 'after-interval',
    });
    sweep.start();
    await wait(30);
    expect(runs).toBe(0);
    await vi.waitFor(() => expect(runs).toBe(1), { timeout: 2000 });
  });

  it('never overlaps runs: ticks during a slow run are skipped', async () => {
    let active = 0;
    let most = 0;
    let runs = 0;
    const sweep = sweepOf({
      name: 'slow',
      everyMs: 10,
      run: async () => {
        runs++;
        active++;
        most = Math.max(most, active);
        await wait(80);
        active--;
      },
      log: recordingLog(),
    });
    const started = Date.now();
    sweep.start();
    await wait(200);
    const elapsed = Date.now() - started;
    await sweep.stop();
    expect(most).toBe(1);
    // Runs of 80 ms one after another until the stop; the ticks that fell meanwhile were not queued up.
    expect(runs).toBeGreaterThanOrEqual(1);
    expect(runs).toBeLessThanOrEqual(Math.ceil(elapsed / 80) + 1);
  });

  it('logs each failed run once, with its name, and keeps sweeping', async () => {
    const log = recordingLog();
    let runs = 0;
    const sweep = sweepOf({
      name: 'broken',
      everyMs: 20,
      run: async () => {
        runs++;
        if (runs <= 2) throw new Error('disk gone');
      },
      log,
    });
    sweep.start();
    await vi.waitFor(() => expect(runs).toBeGreaterThanOrEqual(4), { timeout: 2000 });
    await sweep.stop();
    expect(log.lines).toHaveLength(2);
    expect(log.lines.map((l) => l.msg)).toEqual(['broken sweep failed', 'broken sweep failed']);
    expect((log.lines[0]!.obj as { err: Error }).err.message).toBe('disk gone');
  });

  it('logs a run that throws synchronously like a rejection', async () => {
    const log = recordingLog();
    const sweep = sweepOf({
      name: 'sync',
      everyMs: 1000,
      run: () => {
        throw new Error('no promise at all');
      },
      log,
    });
    sweep.start();
    await sweep.stop();
    expect(log.lines.map((l) => l.msg)).toEqual(['sync sweep failed']);
  });

  it('stop waits for the run in progress and no run starts after it', async () => {
    let finished = 0;
    let runs = 0;
    const sweep = sweepOf({
      name: 'test',
      everyMs: 10,
      run: async () => {
        runs++;
        await wait(200);
        finished++;
      },
      log: recordingLog(),
    });
    sweep.start();
    await wait(5);
    await sweep.stop();
    expect(finished).toBe(1);
    await wait(40);
    expect(runs).toBe(1);
  });

  it('does not keep the process alive', () => {
    const before = process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length;
    const sweep = sweepOf({ name: 'test', everyMs: 60_000, run: async () => {}, log: recordingLog() });
    sweep.start();
    expect(process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length).toBe(before);
  });
});

describe('registerPeriodicSweep', () => {
  it('starts when the app is ready and stops, waiting for a run, when it closes', async () => {
    const app = Fastify({ logger: false });
    let runs = 0;
    let finished = 0;
    registerPeriodicSweep(app, {
      name: 'app',
      everyMs: 10,
      run: async () => {
        runs++;
        await wait(200);
        finished++;
      },
    });
    await wait(20);
    expect(runs).toBe(0);
    await app.ready();
    await wait(0);
    expect(runs).toBe(1);
    await app.close();
    expect(finished).toBe(runs);
    const after = runs;
    await wait(40);
    expect(runs).toBe(after);
  });
});
