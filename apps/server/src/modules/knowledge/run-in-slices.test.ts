import { runToEnd, type Steps } from '@prowrite/engine';
import { describe, expect, it } from 'vitest';
import { runInSlices } from './run-in-slices';

/** `count` steps of about `stepMs` of busy work each; `done` counts the steps taken. */
function* busySteps(count: number, stepMs: number, done: { steps: number }): Steps<number> {
  for (let i = 0; i < count; i += 1) {
    const until = performance.now() + stepMs;
    while (performance.now() < until) {
      // Busy: the event loop cannot run while this spins.
    }
    done.steps += 1;
    yield;
  }
  return count;
}

describe('runInSlices', () => {
  it('returns what running the steps at once returns', async () => {
    expect(await runInSlices(busySteps(20, 0, { steps: 0 }))).toBe(runToEnd(busySteps(20, 0, { steps: 0 })));
  });

  it('lets timers run between slices of a long run', async () => {
    let ticks = 0;
    const timer = setInterval(() => {
      ticks += 1;
    }, 5);
    try {
      // 400 ms of busy work: run at once it would let no tick through.
      await runInSlices(busySteps(200, 2, { steps: 0 }), undefined, 20);
    } finally {
      clearInterval(timer);
    }
    expect(ticks).toBeGreaterThanOrEqual(5);
  });

  it('stops at the end of a slice once aborted, with the reason', async () => {
    const done = { steps: 0 };
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('job taken over')), 30);
    await expect(runInSlices(busySteps(1_000, 2, done), controller.signal, 10)).rejects.toThrow(
      'job taken over',
    );
    expect(done.steps).toBeLessThan(1_000);
  });
});
