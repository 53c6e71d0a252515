import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Steps } from '@prowrite/engine';

/**
 * Work between two turns of the event loop. Far under the job heartbeat (2 s, stale after 6 s) and short
 * enough that requests and heartbeats arriving meanwhile wait no longer than a slow query.
 */
export const SLICE_MS = 40;

/**
 * Runs stepwise work in slices of about `sliceMs`, giving the event loop a turn between slices (timers such
 * as the job heartbeat, I/O, requests). Stops with the signal's reason once it is aborted, at a slice's end.
 */
export async function runInSlices<T>(steps: Steps<T>, signal?: AbortSignal, sliceMs = SLICE_MS): Promise<T> {
  let sliceEnd = performance.now() + sliceMs;
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    if (performance.now() < sliceEnd) continue;
    await nextTurn();
    signal?.throwIfAborted();
    sliceEnd = performance.now() + sliceMs;
  }
}
